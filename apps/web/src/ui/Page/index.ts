export { Details, FieldGrid, FormLayout, Page, Panel, StatusLine } from './Page';
