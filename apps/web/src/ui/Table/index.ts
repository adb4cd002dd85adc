export { Table, type Column, type SortState, type TableProps } from './Table';
