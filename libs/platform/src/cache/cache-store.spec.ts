import { cached, MemoryCacheStore } from './cache-store';

describe('MemoryCacheStore', () => {
  it('expires entries after their time to live', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new MemoryCacheStore();
    await cache.set('a', '1', 10);
    expect(await cache.get('a')).toBe('1');
    jest.setSystemTime(1_000_000 + 10_001);
    expect(await cache.get('a')).toBeNull();
    jest.useRealTimers();
  });

  it('counts with incr and keeps the first expiry', async () => {
    const cache = new MemoryCacheStore();
    expect(await cache.incr('hits', 60)).toBe(1);
    expect(await cache.incr('hits', 60)).toBe(2);
  });

  it('deletes by prefix only what matches', async () => {
    const cache = new MemoryCacheStore();
    await cache.set('menu:t1', 'x', 60);
    await cache.set('menu:t2', 'x', 60);
    await cache.set('other', 'x', 60);
    expect(await cache.delByPrefix('menu:')).toBe(2);
    expect(await cache.get('other')).toBe('x');
  });

  it('cached() loads once and serves the cached value afterwards', async () => {
    const cache = new MemoryCacheStore();
    const load = jest.fn(() => Promise.resolve({ n: 1 }));
    expect(await cached(cache, 'k', 60, load)).toEqual({ n: 1 });
    expect(await cached(cache, 'k', 60, load)).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
