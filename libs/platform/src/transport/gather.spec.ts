import { BurstBatcher, gathered, shouldStartWorker } from './gather';

describe('gathered', () => {
  it('answers at once when the batch is full already', async () => {
    let looks = 0;
    await gathered(() => {
      looks += 1;
      return true;
    }, 10_000);
    expect(looks).toBe(1);
  });

  it('answers once the batch fills up', async () => {
    const items: number[] = [];
    const filling = setInterval(() => items.push(items.length), 1);
    await gathered(() => items.length >= 5, 10_000);
    clearInterval(filling);
    expect(items.length).toBeGreaterThanOrEqual(5);
  });

  it('gives up waiting for a batch that does not fill', async () => {
    let looks = 0;
    await gathered(() => {
      looks += 1;
      return false;
    }, 30);
    expect(looks).toBeGreaterThan(1);
  });
});

describe('BurstBatcher', () => {
  it('applies what arrives together as one batch per tenant, each submitter getting its own answer', async () => {
    const batches: Array<[string, number[]]> = [];
    const batcher = new BurstBatcher<number, number>(10, (tenantId, pending) => {
      batches.push([tenantId, pending.map((p) => p.item)]);
      for (const p of pending) p.resolve(p.item * 2);
      return Promise.resolve();
    });
    const answers = await Promise.all([
      batcher.submit('a', 1),
      batcher.submit('b', 2),
      batcher.submit('a', 3),
    ]);
    expect(answers).toEqual([2, 4, 6]);
    expect(batches).toEqual([
      ['a', [1, 3]],
      ['b', [2]],
    ]);
  });

  it('never puts more than its maximum in one batch', async () => {
    const sizes: number[] = [];
    const batcher = new BurstBatcher<number, void>(2, (_tenant, pending) => {
      sizes.push(pending.length);
      for (const p of pending) p.resolve();
      return Promise.resolve();
    });
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.submit('a', n)));
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('fails every submitter of a batch whose apply throws, and goes on with the next', async () => {
    const batcher = new BurstBatcher<string, string>(5, (_tenant, pending) => {
      if (pending.some((p) => p.item === 'bad')) return Promise.reject(new Error('refused'));
      for (const p of pending) p.resolve(p.item);
      return Promise.resolve();
    });
    const first = [batcher.submit('a', 'bad'), batcher.submit('a', 'good')];
    await expect(first[0]).rejects.toThrow('refused');
    await expect(first[1]).rejects.toThrow('refused');
    await expect(batcher.submit('a', 'later')).resolves.toBe('later');
    await batcher.idle();
  });
});

describe('shouldStartWorker', () => {
  it('starts the first worker for any item', () => {
    expect(shouldStartWorker(0, 1, 1, 10)).toBe(true);
  });

  it('starts a further worker only for a full batch and below the concurrency', () => {
    expect(shouldStartWorker(1, 2, 9, 10)).toBe(false);
    expect(shouldStartWorker(1, 2, 10, 10)).toBe(true);
    expect(shouldStartWorker(2, 2, 30, 10)).toBe(false);
    expect(shouldStartWorker(1, 1, 30, 10)).toBe(false);
  });
});

describe('BurstBatcher with concurrency', () => {
  it('applies a second full batch while the first is still being applied', async () => {
    let running = 0;
    let most = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const batcher = new BurstBatcher<number, void>(
      2,
      async (_tenant, pending) => {
        running += 1;
        most = Math.max(most, running);
        if (most >= 2) release();
        await gate;
        running -= 1;
        for (const p of pending) p.resolve();
      },
      2,
    );
    await Promise.all([1, 2, 3, 4].map((n) => batcher.submit('a', n)));
    await batcher.idle();
    expect(most).toBe(2);
  });
});
