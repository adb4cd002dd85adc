import { moveKey, progressShare } from './imageOrder';

describe('moveKey', () => {
  const keys = ['a', 'b', 'c'];
  it('moves a picture up, down and to the front', () => {
    expect(moveKey(keys, 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moveKey(keys, 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveKey(keys, 2, 0)).toEqual(['c', 'a', 'b']);
  });
  it('keeps the order for a move past either end or from nowhere', () => {
    expect(moveKey(keys, 0, -1)).toEqual(keys);
    expect(moveKey(keys, 2, 5)).toEqual(keys);
    expect(moveKey(keys, 7, 0)).toEqual(keys);
  });
});

describe('progressShare', () => {
  it('is the share sent, nothing while the total is unknown', () => {
    expect(progressShare({ loaded: 50, total: 200 })).toBe(0.25);
    expect(progressShare({ loaded: 50, total: 0 })).toBe(0);
  });
});
