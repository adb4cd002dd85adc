import { displayOrder } from './design-pictures';

describe('displayOrder', () => {
  it('puts the main picture first and keeps exactly one main', () => {
    const out = displayOrder([
      { imageKey: 'a', isMain: false, position: 0 },
      { imageKey: 'b', isMain: true, position: 2 },
      { imageKey: 'c', isMain: false, position: 1 },
    ]);
    expect(out.map((row) => [row.imageKey, row.isMain])).toEqual([
      ['b', true],
      ['a', false],
      ['c', false],
    ]);
  });

  it('makes the first picture main when none is', () => {
    expect(displayOrder([{ imageKey: 'x', isMain: false, position: 3 }])[0]?.isMain).toBe(true);
  });
});
