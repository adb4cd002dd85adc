import type { AdminMenuNode } from '@atelier/contracts/catalogue';
import { dropOnSibling, flattenMenu, moveSibling, toggleId } from './menuTree';

const node = (id: string, title: string, menu: AdminMenuNode[] = []): AdminMenuNode => ({
  _id: id,
  parent_id: null,
  title,
  titles: {},
  url_path: id,
  is_submenu1_clickable: false,
  is_style: false,
  url: null,
  sort_by: null,
  is_new: false,
  position: 0,
  category: null,
  sub_group: null,
  menu,
});

describe('menu tree helpers', () => {
  it('moves a sibling one place and refuses to move past either end', () => {
    expect(moveSibling(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveSibling(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveSibling(['a', 'b', 'c'], 'a', -1)).toBeNull();
    expect(moveSibling(['a', 'b', 'c'], 'c', 1)).toBeNull();
  });

  it("drops an entry on a sibling's place", () => {
    expect(dropOnSibling(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(dropOnSibling(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(dropOnSibling(['a', 'b'], 'a', 'a')).toBeNull();
  });

  it('lists every entry with its depth and path', () => {
    const rows = flattenMenu([
      node('rings', 'Rings', [node('style', 'By style', [node('sol', 'Solitaire')])]),
    ]);
    expect(rows.map((row) => [row.depth, row.path])).toEqual([
      [0, 'Rings'],
      [1, 'Rings › By style'],
      [2, 'Rings › By style › Solitaire'],
    ]);
  });

  it('ticks and unticks ids', () => {
    expect(toggleId([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2], 1, false)).toEqual([2]);
  });
});
