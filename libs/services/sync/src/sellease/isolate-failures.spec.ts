import { applyIsolating } from './isolate-failures';

class Down extends Error {}

describe('applyIsolating', () => {
  it('applies everything in one call when nothing fails', async () => {
    const calls: number[][] = [];
    const out = await applyIsolating(
      [1, 2, 3],
      (part) => {
        calls.push(part);
        return Promise.resolve(part.length);
      },
      () => true,
    );
    expect(calls).toEqual([[1, 2, 3]]);
    expect(out).toEqual({ results: [3], failed: [] });
  });

  it('isolates the items that always throw and applies all the others', async () => {
    const applied: number[] = [];
    const out = await applyIsolating(
      [1, 2, 3, 4, 5, 6, 7],
      (part) => {
        if (part.includes(3) || part.includes(6)) return Promise.reject(new Error('poison'));
        applied.push(...part);
        return Promise.resolve(part);
      },
      () => true,
    );
    expect(out.failed.map((entry) => entry.item)).toEqual([3, 6]);
    expect(applied.sort()).toEqual([1, 2, 4, 5, 7]);
  });

  it('throws an error not worth isolating as it is', async () => {
    await expect(
      applyIsolating(
        [1, 2],
        () => Promise.reject(new Down('owner down')),
        (error) => !(error instanceof Down),
      ),
    ).rejects.toBeInstanceOf(Down);
  });
});
