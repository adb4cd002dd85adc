export { Columns, Details, FieldGrid, FormLayout, Page, Panel, StatusLine } from './Page';
