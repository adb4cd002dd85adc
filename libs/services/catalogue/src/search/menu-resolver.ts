import type { MenuCriteria } from './menu-criteria';

export interface MenuIndexRow {
  id: string;
  parentId: string | null;
  urlPath: string;
  sortBy: string | null;
  criteria: MenuCriteria;
}

export interface MenuSelection {
  category?: string;
  subCategory?: string;
  style?: string;
  viewAll?: boolean;
  viewAllSubCategory?: boolean;
}

export type MenuResolution =
  | { ok: true; criteria: MenuCriteria; sortBy: string | null }
  | { ok: false; field: 'category' | 'subCategory' | 'style'; value: string };

/** Adds up criteria along a menu path; a later category replaces an earlier one (e.g. Rings > Mounts). */
export function mergeCriteria(chain: readonly MenuCriteria[]): MenuCriteria {
  const merged: MenuCriteria = {};
  for (const criteria of chain) {
    if (criteria.category !== undefined) merged.category = criteria.category;
    if (criteria.subGroup !== undefined) merged.subGroup = criteria.subGroup;
    for (const key of ['item', 'gemstone', 'metal', 'karat', 'shade'] as const) {
      const values = criteria[key];
      if (values?.length) merged[key] = [...new Set([...(merged[key] ?? []), ...values])];
    }
    if (criteria.flags?.length) merged.flags = [...new Set([...(merged.flags ?? []), ...criteria.flags])];
  }
  return merged;
}

/**
 * Finds the menu path of /search-designs/menu?category=&subCategory=&style= and what it narrows to.
 * viewAll stops at the category, viewAllSubCategory at the submenu.
 */
export function resolveMenu(rows: readonly MenuIndexRow[], selection: MenuSelection): MenuResolution {
  const chain: MenuIndexRow[] = [];
  if (selection.category === undefined) {
    return { ok: true, criteria: {}, sortBy: null };
  }
  const children = (parentId: string | null) => rows.filter((row) => row.parentId === parentId);
  const top = children(null).find((row) => row.urlPath === selection.category);
  if (!top) return { ok: false, field: 'category', value: selection.category };
  chain.push(top);
  if (!selection.viewAll) {
    let parent = top;
    if (selection.subCategory !== undefined) {
      const sub = children(top.id).find((row) => row.urlPath === selection.subCategory);
      if (!sub) return { ok: false, field: 'subCategory', value: selection.subCategory };
      chain.push(sub);
      parent = sub;
    }
    if (selection.style !== undefined && !selection.viewAllSubCategory) {
      // Without a submenu, the style may sit under any submenu of the category.
      const candidates =
        parent === top ? children(top.id).flatMap((sub) => children(sub.id)) : children(parent.id);
      const style = candidates.find((row) => row.urlPath === selection.style);
      if (!style) return { ok: false, field: 'style', value: selection.style };
      chain.push(style);
    }
  }
  const sortBy = [...chain].reverse().find((row) => row.sortBy !== null)?.sortBy ?? null;
  return { ok: true, criteria: mergeCriteria(chain.map((row) => row.criteria)), sortBy };
}
