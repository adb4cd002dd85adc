/** A node of the storefront menu tree (spec section 3, Menu). */
export interface MenuNode {
  _id: string;
  title: string;
  url_path: string;
  is_submenu1_clickable: boolean;
  is_style: boolean;
  url: string | null;
  sort_by: string | null;
  is_new: boolean;
  menu: MenuNode[];
}

/** Spec section 2: menu url_path values that open a fixed search list. */
export const MENU_LIST_MAPPING: Readonly<Record<string, string>> = {
  'new-lines': 'new_arrival',
  'lab-grown': 'lab_grown_products',
  'certified-jewellery': 'certified_jewellery',
  'clearance-sale': 'clearance_sale',
  'special-offer': 'special_offer',
};
