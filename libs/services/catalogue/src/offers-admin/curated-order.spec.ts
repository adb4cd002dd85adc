import { curatedOrder } from './curated-order';

describe('curatedOrder', () => {
  it('drops the flag of designs left out and rewrites every design that joined, moved or left', () => {
    expect(curatedOrder(['a', 'b', 'c'], ['c', 'd'])).toEqual({
      left: ['a', 'b'],
      touched: ['a', 'b', 'c', 'd'],
    });
  });

  it('an empty list empties the list', () => {
    expect(curatedOrder(['a'], [])).toEqual({ left: ['a'], touched: ['a'] });
  });
});
