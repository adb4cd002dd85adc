import { isAdminPath, stripLanguagePrefix } from '../../i18n/languages';

/** Spec section 7: a page view is sent this long after a route change (a quicker change replaces it). */
export const PAGE_VIEW_DELAY_MS = 250;
/** The server refuses longer paths; such a view is not sent at all. */
export const PAGE_VIEW_PATH_LIMIT = 300;

/** Whether a route change counts as a storefront page view: not the back office, not an over-long path. */
export function countsAsPageView(pathname: string): boolean {
  const path = stripLanguagePrefix(pathname);
  if (path.length > PAGE_VIEW_PATH_LIMIT) return false;
  return !isAdminPath(path);
}
