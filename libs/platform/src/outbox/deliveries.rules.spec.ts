import { firstFreshDeliveries } from './deliveries.rules';

describe('firstFreshDeliveries', () => {
  const id = (delivery: { id: string }) => delivery.id;

  it('keeps the fresh ids in order and leaves out those already handled', () => {
    const batch = [{ id: 'a' }, { id: 'old' }, { id: 'b' }];
    expect(firstFreshDeliveries(batch, id, new Set(['a', 'b']))).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('applies an id delivered twice in one batch once, for its first delivery', () => {
    const first = { id: 'a', n: 1 };
    const again = { id: 'a', n: 2 };
    expect(firstFreshDeliveries([first, again], id, new Set(['a']))).toEqual([first]);
  });
});
