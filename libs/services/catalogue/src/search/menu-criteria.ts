import type { DesignFlag } from '@atelier/contracts/catalogue';

/**
 * What a menu entry narrows a search to, by url_path, as the back office maps it (spec admin screens
 * map-group-to-submenu2, map-subgroup-to-submenu2, map-multiFilter). Along a menu path the entries'
 * criteria add up; a later `category` replaces an earlier one.
 */
export interface MenuCriteria {
  /** Main group url_path. */
  category?: string;
  /** Sub group url_path within the category. */
  subGroup?: string;
  item?: string[];
  gemstone?: string[];
  metal?: string[];
  karat?: string[];
  shade?: string[];
  flags?: DesignFlag[];
}
