import { MENU_LIST_MAPPING } from '../../api/catalogue';
import type { MenuNode, MenuTopItem } from '../../api/types';

/** Spec §2: top menu url_paths that open a fixed search list. */
export const SEARCH_LIST_BY_URL_PATH = MENU_LIST_MAPPING;

/** Spec §9: a submenu column splits into two halves when it has more than this many entries. */
export const MENU_SPLIT_THRESHOLD = 9;

function isInternalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** A node's own `url`, when it is a path of this site (anything else is ignored). */
function ownUrl(node: { url?: string | null }): string | null {
  return node.url && isInternalPath(node.url) ? node.url : null;
}

/**
 * Where a top item leads: its own url when set; the fixed list of MENU_LIST_MAPPING; else the
 * /design-category/{url_path} fallback of spec §2.
 */
export function topItemPath(item: Pick<MenuTopItem, 'url_path' | 'url'>): string {
  const url = ownUrl(item);
  if (url) return url;
  const list = MENU_LIST_MAPPING[item.url_path];
  if (list) return `/search-designs/${list}`;
  return `/design-category/${encodeURIComponent(item.url_path)}`;
}

function menuSearch(entries: [string, string][], sortBy: string | null | undefined): string {
  const query = new URLSearchParams(entries);
  if (sortBy) query.set('sort_by', sortBy);
  return `/search-designs/menu?${query.toString()}`;
}

/** A submenu (first level): its url when set, else /search-designs/menu?category=&subCategory=&sort_by=. */
export function childPath(top: Pick<MenuTopItem, 'url_path'>, child: MenuNode): string {
  return (
    ownUrl(child) ??
    menuSearch(
      [
        ['category', top.url_path],
        ['subCategory', child.url_path],
      ],
      child.sort_by,
    )
  );
}

/**
 * An entry of a submenu (API.md): its url when set, else
 * /search-designs/menu?category=<top>&subCategory=<submenu>&style=<entry>&sort_by=.
 */
export function grandchildPath(top: Pick<MenuTopItem, 'url_path'>, child: MenuNode, entry: MenuNode): string {
  return (
    ownUrl(entry) ??
    menuSearch(
      [
        ['category', top.url_path],
        ['subCategory', child.url_path],
        ['style', entry.url_path],
      ],
      entry.sort_by,
    )
  );
}

export function shouldSplitColumn(entries: readonly unknown[] | undefined): boolean {
  return (entries?.length ?? 0) > MENU_SPLIT_THRESHOLD;
}

/** A column's entries as one list, or as two halves (the first one longer) above 9 entries. */
export function columnHalves<T>(entries: readonly T[]): T[][] {
  if (!shouldSplitColumn(entries)) return [[...entries]];
  const middle = Math.ceil(entries.length / 2);
  return [entries.slice(0, middle), entries.slice(middle)];
}

/** The menu answer carries the list in data, or in data.data. */
export function normaliseMenu(
  data: MenuTopItem[] | { data: MenuTopItem[] } | null | undefined,
): MenuTopItem[] {
  if (Array.isArray(data)) return data;
  if (data && Array.isArray(data.data)) return data.data;
  return [];
}
