import type { PageQueryLimits, PageWindow } from './paging.types';

/** `PageQuery` for the browser entry: the class shape only, with none of the server's decorators. */
export function PageQuery(limits: PageQueryLimits): new () => PageWindow {
  return class PageQueryShape implements PageWindow {
    page = 1;
    limit = limits.defaultLimit;
  };
}
