import type { MenuCriteria } from '../search/menu-criteria';
import { mergeCriteria } from '../search/menu-resolver';

/** A menu row as the mapping report reads it. */
export interface MappingMenuRow {
  id: string;
  parentId: string | null;
  title: string;
  urlPath: string;
  position: number;
  criteria: MenuCriteria;
}

/** A menu entry with what the storefront adds up along its path. */
export interface MappingEntry {
  id: string;
  /** Titles from the top item down, "Rings > Engagement > Solitaire". */
  path: string;
  /** url_paths from the top item down, "rings/engagement/solitaire". */
  url: string;
  criteria: MenuCriteria;
}

/**
 * Every menu entry in the order the menu shows them (depth first, by position, then title), each with
 * the criteria merged along its path as a listing opened from it would use.
 */
export function menuEntriesInOrder(rows: readonly MappingMenuRow[]): MappingEntry[] {
  const children = new Map<string | null, MappingMenuRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  for (const list of children.values()) {
    list.sort(
      (a, b) => a.position - b.position || a.title.localeCompare(b.title) || a.id.localeCompare(b.id),
    );
  }
  const out: MappingEntry[] = [];
  const visit = (parentId: string | null, chain: readonly MappingMenuRow[]) => {
    for (const row of children.get(parentId) ?? []) {
      const path = [...chain, row];
      out.push({
        id: row.id,
        path: path.map((entry) => entry.title).join(' > '),
        url: path.map((entry) => entry.urlPath).join('/'),
        criteria: mergeCriteria(path.map((entry) => entry.criteria)),
      });
      visit(row.id, path);
    }
  };
  visit(null, []);
  return out;
}

/** The criteria as one readable cell: "category=rings; flags=best_selling,new_arrival". */
export function criteriaText(criteria: MenuCriteria): string {
  const parts: string[] = [];
  if (criteria.category !== undefined) parts.push(`category=${criteria.category}`);
  if (criteria.subGroup !== undefined) parts.push(`subGroup=${criteria.subGroup}`);
  for (const key of ['item', 'gemstone', 'metal', 'karat', 'shade', 'flags'] as const) {
    const values = criteria[key];
    if (values?.length) parts.push(`${key}=${values.join(',')}`);
  }
  return parts.join('; ');
}

/** An entry that narrows to nothing opens the whole catalogue: the report names no designs for it. */
export function narrows(criteria: MenuCriteria): boolean {
  return criteriaText(criteria) !== '';
}

/**
 * Where a page of the mapping report resumes: in a menu entry (after a design number, or from its
 * start), or in the designs in no group.
 */
export type MappingCursor =
  { section: 'menu'; entryId: string; after?: string } | { section: 'noGroup'; after?: string };

export function encodeCursor(cursor: MappingCursor): string {
  return JSON.stringify(cursor);
}

/** A cursor from a previous page; anything else starts at the beginning. */
export function decodeCursor(text: string | undefined): MappingCursor | null {
  if (text === undefined) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !('section' in value)) return null;
  const after = 'after' in value && typeof value.after === 'string' ? { after: value.after } : {};
  if (value.section === 'noGroup') return { section: 'noGroup', ...after };
  if (value.section === 'menu' && 'entryId' in value && typeof value.entryId === 'string') {
    return { section: 'menu', entryId: value.entryId, ...after };
  }
  return null;
}
