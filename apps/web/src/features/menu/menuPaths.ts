import type { MenuNode, MenuTopItem } from '../../api/types';

/** Spec §2: top menu url_paths that open a fixed search list. */
export const SEARCH_LIST_BY_URL_PATH: Readonly<Record<string, string>> = {
  'new-lines': 'new_arrival',
  'lab-grown': 'lab_grown_products',
  'certified-jewellery': 'certified_jewellery',
  'clearance-sale': 'clearance_sale',
  'special-offer': 'special_offer',
};

/** A submenu column splits into two halves when it has more than this many entries. */
export const MENU_SPLIT_THRESHOLD = 9;

/** Where a top item leads: its search list, else the design-category page of its url_path. */
export function topItemPath(item: Pick<MenuTopItem, 'url_path'>): string {
  const list = SEARCH_LIST_BY_URL_PATH[item.url_path];
  if (list) return `/search-designs/${list}`;
  return `/design-category/${encodeURIComponent(item.url_path)}`;
}

function isInternalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** Where a first-level child leads: its own url when set, else the menu search of category and subcategory. */
export function childPath(top: Pick<MenuTopItem, 'url_path'>, child: MenuNode): string {
  if (child.url && isInternalPath(child.url)) return child.url;
  const query = new URLSearchParams({ category: top.url_path, subCategory: child.url_path });
  if (child.sort_by) query.set('sort_by', child.sort_by);
  return `/search-designs/menu?${query.toString()}`;
}

/** Second-level entries narrow the child: by style when flagged as a style, else as a subcategory. */
export function grandchildPath(top: Pick<MenuTopItem, 'url_path'>, child: MenuNode, entry: MenuNode): string {
  if (entry.url && isInternalPath(entry.url)) return entry.url;
  const query = new URLSearchParams({ category: top.url_path, subCategory: child.url_path });
  if (entry.is_style) query.set('style', entry.url_path);
  else query.set('subCategory', entry.url_path);
  if (entry.sort_by) query.set('sort_by', entry.sort_by);
  return `/search-designs/menu?${query.toString()}`;
}

export function shouldSplitColumn(entries: readonly unknown[] | undefined): boolean {
  return (entries?.length ?? 0) > MENU_SPLIT_THRESHOLD;
}

/** The menu answer carries the list in data, or in data.data. */
export function normaliseMenu(
  data: MenuTopItem[] | { data: MenuTopItem[] } | null | undefined,
): MenuTopItem[] {
  if (Array.isArray(data)) return data;
  if (data && Array.isArray(data.data)) return data.data;
  return [];
}
