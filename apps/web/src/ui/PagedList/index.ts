export { PagedList, type PagedListProps } from './PagedList';
export { Pagination } from './Pagination';
export {
  useListParams,
  parseSort,
  formatSort,
  type ListParams,
  type ListParamsControl,
} from './useListParams';
