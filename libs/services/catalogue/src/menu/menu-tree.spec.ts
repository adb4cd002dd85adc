import { buildMenuTree, type MenuTreeRow } from './menu-tree';

function row(
  id: string,
  parentId: string | null,
  position: number,
  extra: Partial<MenuTreeRow> = {},
): MenuTreeRow {
  return {
    id,
    parentId,
    title: id,
    urlPath: id,
    isSubmenu1Clickable: false,
    isStyle: false,
    url: null,
    sortBy: null,
    isNew: false,
    position,
    ...extra,
  };
}

describe('buildMenuTree', () => {
  it('nests children under their parents and orders every level by position', () => {
    const tree = buildMenuTree([
      row('earrings', null, 2),
      row('halo', 'style', 1),
      row('rings', null, 1),
      row('style', 'rings', 0),
      row('solitaire', 'style', 0),
      row('studs', 'earrings', 0),
    ]);
    expect(tree.map((n) => n._id)).toEqual(['rings', 'earrings']);
    expect(tree[0].menu.map((n) => n._id)).toEqual(['style']);
    expect(tree[0].menu[0].menu.map((n) => n._id)).toEqual(['solitaire', 'halo']);
    expect(tree[1].menu.map((n) => n._id)).toEqual(['studs']);
    expect(tree[1].menu[0].menu).toEqual([]);
  });

  it('maps every column to the contract field names', () => {
    const [node] = buildMenuTree([
      row('mounts', null, 0, {
        title: 'Mounts',
        urlPath: 'mounts',
        isSubmenu1Clickable: true,
        isStyle: true,
        url: '/design-category/mounts',
        sortBy: 'newest',
        isNew: true,
      }),
    ]);
    expect(node).toEqual({
      _id: 'mounts',
      title: 'Mounts',
      url_path: 'mounts',
      is_submenu1_clickable: true,
      is_style: true,
      url: '/design-category/mounts',
      sort_by: 'newest',
      is_new: true,
      menu: [],
    });
  });

  it('breaks position ties by title so the order is stable', () => {
    const tree = buildMenuTree([
      row('b', null, 0, { title: 'Bangles' }),
      row('a', null, 0, { title: 'Anklets' }),
    ]);
    expect(tree.map((n) => n.title)).toEqual(['Anklets', 'Bangles']);
  });

  it('leaves out rows whose parent is missing, and answers an empty list for no rows', () => {
    expect(buildMenuTree([row('orphan', 'gone', 0), row('top', null, 0)]).map((n) => n._id)).toEqual(['top']);
    expect(buildMenuTree([])).toEqual([]);
  });
});
