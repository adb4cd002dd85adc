import type { MenuNode } from '@atelier/contracts/catalogue';
import type { MenuItemRow } from '../schema/catalogue.schema';

/** The columns the tree needs; rows may come in any order. */
export type MenuTreeRow = Pick<
  MenuItemRow,
  | 'id'
  | 'parentId'
  | 'title'
  | 'urlPath'
  | 'isSubmenu1Clickable'
  | 'isStyle'
  | 'url'
  | 'sortBy'
  | 'isNew'
  | 'position'
>;

function byPosition(a: MenuTreeRow, b: MenuTreeRow): number {
  return a.position - b.position || a.title.localeCompare(b.title) || a.id.localeCompare(b.id);
}

/**
 * Builds the menu tree from flat rows: roots are the rows without a parent, each level ordered by
 * position. A row whose parent is missing cannot be reached from a root and is left out.
 */
export function buildMenuTree(rows: readonly MenuTreeRow[]): MenuNode[] {
  const children = new Map<string | null, MenuTreeRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId);
    if (siblings) siblings.push(row);
    else children.set(row.parentId, [row]);
  }
  const toNodes = (parentId: string | null): MenuNode[] =>
    [...(children.get(parentId) ?? [])].sort(byPosition).map((row) => ({
      _id: row.id,
      title: row.title,
      url_path: row.urlPath,
      is_submenu1_clickable: row.isSubmenu1Clickable,
      is_style: row.isStyle,
      url: row.url,
      sort_by: row.sortBy,
      is_new: row.isNew,
      menu: toNodes(row.id),
    }));
  return toNodes(null);
}
