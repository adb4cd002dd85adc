/** Where a page sits in its list: its number (from 1) and its size. */
export interface PageWindow {
  page: number;
  limit: number;
}

/** One page of a list, with how many rows the whole list has. */
export interface Page<T> extends PageWindow {
  rows: T[];
  count: number;
}

/** A page that also says how many pages the list has. */
export interface Paged<T> extends Page<T> {
  pages: number;
}

/** A paged list's sizes, from which its query's page and limit rules are made (`PageQuery`). */
export interface PageQueryLimits {
  /** Rows per page when the query names none. */
  defaultLimit: number;
  maxLimit: number;
  /** Defaults to MAX_PAGE_NUMBER. */
  maxPage?: number;
  /** How the list's transport turns text into numbers (query strings, form fields); none for JSON. */
  fromText?: () => PropertyDecorator;
}
