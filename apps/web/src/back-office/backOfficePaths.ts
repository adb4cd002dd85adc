/**
 * The first path segments (after a language prefix) of the back office's pages, in lower case. Only this
 * list is in the storefront's first load: the back office's route table loads with the first navigation
 * to one of them (the router matches paths regardless of case, so this does too).
 */
export const BACK_OFFICE_SEGMENTS: readonly string[] = [
  'admin-home',
  'menu-management',
  'download-mapping-reports',
  'admin',
];

/** Whether a pathname without its language prefix is a back-office page (or the back office's 404). */
export function isBackOfficePath(pathname: string): boolean {
  const segment = (pathname.split('/')[1] ?? '').toLowerCase();
  return BACK_OFFICE_SEGMENTS.includes(segment);
}
