import type { MenuNode } from './catalogue.types';
import type { LocalisedTexts } from './taxonomy-admin.types';

/** A menu entry as the back office edits it: the storefront's fields plus languages, order and mapping. */
export interface AdminMenuNode extends Omit<MenuNode, 'menu'> {
  parent_id: string | null;
  titles: LocalisedTexts;
  position: number;
  /** The main group and sub group the entry lists (by url_path, as the storefront's search resolves them). */
  category: string | null;
  sub_group: string | null;
  menu: AdminMenuNode[];
}

/** Spec: /page2/{id}?subMenu= (mobile menu helper): a top item and the entries of one of its submenus. */
export interface Page2Menu {
  top: MenuNode;
  submenu: MenuNode | null;
  entries: MenuNode[];
}
