import { childrenByParent, reorderProblem } from './menu-order';

const rows = [
  { id: 'top', parentId: null },
  { id: 'sub-a', parentId: 'top' },
  { id: 'sub-b', parentId: 'top' },
  { id: 'entry', parentId: 'sub-a' },
];

describe('reorderProblem', () => {
  it('accepts the same siblings in a new order', () => {
    expect(reorderProblem(rows, 'top', ['sub-b', 'sub-a'])).toBeNull();
  });

  it('accepts an entry dragged in from another parent', () => {
    expect(reorderProblem(rows, 'sub-b', ['entry'])).toBeNull();
  });

  it('refuses a list that leaves out a current sibling', () => {
    expect(reorderProblem(rows, 'top', ['sub-a'])).toBe('missingSibling');
  });

  it('refuses unknown parents and entries', () => {
    expect(reorderProblem(rows, 'nowhere', [])).toBe('unknownParent');
    expect(reorderProblem(rows, 'top', ['sub-a', 'sub-b', 'ghost'])).toBe('unknownEntry');
  });

  it('refuses moving an entry under its own descendant', () => {
    expect(reorderProblem(rows, 'entry', ['sub-a'])).toBe('cycle');
    expect(reorderProblem(rows, 'sub-a', ['entry', 'sub-a'])).toBe('cycle');
  });
});

describe('childrenByParent', () => {
  it('orders each level by position, then title', () => {
    const tree = childrenByParent([
      { id: '2', parentId: null, position: 1, title: 'B' },
      { id: '1', parentId: null, position: 1, title: 'A' },
      { id: '3', parentId: null, position: 0, title: 'Z' },
    ]);
    expect(tree.get(null)?.map((row) => row.id)).toEqual(['3', '1', '2']);
  });
});
