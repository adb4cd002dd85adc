/** What other features use of order lists: the "add to a list" button and its item helper. */
export { AddToListButton } from './AddToListButton';
export { toListItems, type OrderListItem } from './orderListItems';
