import type { MenuNode, MenuTopItem } from '../../api/types';
import type { SearchQuery } from './searchQuery';

/** Titles of the menu entries a listing's category, subCategory and style name (Rings › Shop by Style › Halo). */
export function menuTrail(menu: readonly MenuTopItem[], query: SearchQuery): string[] {
  if (!query.category) return [];
  const top = menu.find((item) => item.url_path === query.category);
  if (!top) return [];
  const trail = [top.title];
  if (query.viewAll) return trail;
  const children: MenuNode[] = top.menu ?? [];
  const child = query.subCategory ? children.find((node) => node.url_path === query.subCategory) : undefined;
  if (child) trail.push(child.title);
  if (query.style && !query.viewAllSubCategory) {
    const candidates = child ? (child.menu ?? []) : children.flatMap((node) => node.menu ?? []);
    const entry = candidates.find((node) => node.url_path === query.style);
    if (entry) trail.push(entry.title);
  }
  return trail;
}
