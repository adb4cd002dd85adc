/**
 * The web build's list of the lazily loaded chunks each page needs at once (`.vite/page-preloads.json`,
 * written by apps/web's `pagePreloads` plugin). Named in the page's HTML, they download beside the entry
 * rather than after it has run.
 */
interface PreloadFiles {
  scripts: string[];
  styles: string[];
}

export interface PagePreloadList {
  pages: ({ path: string } & PreloadFiles)[];
  languages: ({ prefix: string } & PreloadFiles)[];
}

/** Asset URLs are the build's own; anything else in the file is not put into a page. */
const ASSET_URL = /^\/assets\/[\w.-]+\.(?:js|css)$/;

/** The link elements for a page request's path (empty when the list names nothing for it). */
export function preloadLinks(list: PagePreloadList, pathname: string): string {
  const language = list.languages.find(
    ({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  const rest = language ? pathname.slice(language.prefix.length) || '/' : pathname;
  const page = list.pages.find(({ path }) => rest.startsWith(path));
  const scripts = new Set([...(language?.scripts ?? []), ...(page?.scripts ?? [])]);
  const styles = new Set([...(language?.styles ?? []), ...(page?.styles ?? [])]);
  // Styles as preloads, not stylesheets: the shell paints without waiting for them, and the chunk's own
  // loader then adds the stylesheet from the cache.
  return [
    ...[...scripts]
      .filter((url) => ASSET_URL.test(url))
      .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
    ...[...styles]
      .filter((url) => ASSET_URL.test(url))
      .map((url) => `<link rel="preload" as="style" crossorigin href="${url}">`),
  ].join('');
}

/** The HTML shell with the links at the end of its head. */
export function withPreloads(html: string, links: string): string {
  if (links === '') return html;
  const end = html.indexOf('</head>');
  return end < 0 ? html : `${html.slice(0, end)}${links}${html.slice(end)}`;
}
