import {
  criteriaText,
  decodeCursor,
  encodeCursor,
  type MappingMenuRow,
  menuEntriesInOrder,
  narrows,
} from './mapping-report';

const row = (over: Partial<MappingMenuRow> & Pick<MappingMenuRow, 'id' | 'title'>): MappingMenuRow => ({
  parentId: null,
  urlPath: over.title.toLowerCase(),
  position: 0,
  criteria: {},
  ...over,
});

describe('menuEntriesInOrder', () => {
  it('walks the menu depth first by position and merges criteria along each path', () => {
    const entries = menuEntriesInOrder([
      row({ id: 'b', title: 'Earrings', position: 2, criteria: { category: 'earrings' } }),
      row({ id: 'a', title: 'Rings', position: 1, criteria: { category: 'rings' } }),
      row({
        id: 'a2',
        title: 'Mounts',
        parentId: 'a',
        position: 2,
        criteria: { category: 'mounts', item: ['rings'] },
      }),
      row({ id: 'a1', title: 'Halo', parentId: 'a', position: 1, criteria: { subGroup: 'halo' } }),
      row({ id: 'a11', title: 'Gold', parentId: 'a1', criteria: { metal: ['gold'] } }),
    ]);
    expect(entries.map((entry) => entry.id)).toEqual(['a', 'a1', 'a11', 'a2', 'b']);
    expect(entries[2]).toEqual({
      id: 'a11',
      path: 'Rings > Halo > Gold',
      url: 'rings/halo/gold',
      criteria: { category: 'rings', subGroup: 'halo', metal: ['gold'] },
    });
    // A later category replaces an earlier one, as the storefront resolves it.
    expect(entries[3]?.criteria).toEqual({ category: 'mounts', item: ['rings'] });
  });

  it('keeps a child whose parent is missing out of the walk', () => {
    expect(menuEntriesInOrder([row({ id: 'x', title: 'Lost', parentId: 'gone' })])).toEqual([]);
  });
});

describe('criteriaText and narrows', () => {
  it('writes every criterion and tells an entry that narrows to nothing', () => {
    expect(criteriaText({ category: 'rings', flags: ['best_selling', 'new_arrival'], metal: ['gold'] })).toBe(
      'category=rings; metal=gold; flags=best_selling,new_arrival',
    );
    expect(narrows({})).toBe(false);
    expect(narrows({ item: [] })).toBe(false);
    expect(narrows({ subGroup: 'halo' })).toBe(true);
  });
});

describe('mapping cursor', () => {
  it('round-trips both sections and refuses anything else', () => {
    for (const cursor of [
      { section: 'menu', entryId: 'e1', after: 'R-100' },
      { section: 'menu', entryId: 'e1' },
      { section: 'noGroup', after: 'R-200' },
    ] as const) {
      expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    }
    expect(decodeCursor(undefined)).toBeNull();
    expect(decodeCursor('not json')).toBeNull();
    expect(decodeCursor('{"section":"menu"}')).toBeNull();
    expect(decodeCursor('{"section":"other"}')).toBeNull();
  });
});
