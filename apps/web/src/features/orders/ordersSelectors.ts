import { withOrders } from './ordersSlice';

export const selectOrdersList = withOrders((state) => state.orders.list);
export const selectOrderDetail = withOrders((state) => state.orders.detail);
export const selectOrderActionPending = withOrders((state) => state.orders.actionPending);
export const selectChangeRequestForm = withOrders((state) => state.orders.changeRequest);
export const selectChangeRequests = withOrders((state) => state.orders.changeRequests);
