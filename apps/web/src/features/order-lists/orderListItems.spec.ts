import { listChoice, NEW_LIST, toListItems } from './orderListItems';

describe('toListItems', () => {
  it('sums a variant’s lines, leaves out lines without a variant or skipped, caps at the line maximum', () => {
    expect(
      toListItems([
        { variantId: 'a', quantity: 2 },
        { variantId: null, quantity: 1 },
        { variantId: 'a', quantity: 3 },
        { variantId: 'b', quantity: 1, skip: true },
        { variantId: 'c', quantity: 998 },
        { variantId: 'c', quantity: 5 },
      ]),
    ).toEqual([
      { variantId: 'a', quantity: 5 },
      { variantId: 'c', quantity: 999 },
    ]);
  });
});

describe('listChoice', () => {
  it('keeps a valid pick, else the first list, else a new list', () => {
    const lists = [{ id: 'x' }, { id: 'y' }];
    expect(listChoice('y', lists)).toBe('y');
    expect(listChoice('gone', lists)).toBe('x');
    expect(listChoice(null, [])).toBe(NEW_LIST);
    expect(listChoice(NEW_LIST, lists)).toBe(NEW_LIST);
  });
});
