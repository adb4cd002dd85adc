import { MemoryCacheStore } from '@atelier/platform';
import { tenantPrefix } from './cache-keys';
import { TenantMemo } from './tenant-memo';

describe('TenantMemo', () => {
  const tenant = 't-1';

  function counting() {
    let loads = 0;
    return {
      load: () => Promise.resolve((loads += 1)),
      loads: () => loads,
    };
  }

  it("keeps a value while the tenant's generation stands, and loads again once the cache is dropped", async () => {
    const cache = new MemoryCacheStore();
    const memo = new TenantMemo(cache);
    const source = counting();
    expect(await memo.get(tenant, 'lookups', 300, source.load)).toBe(1);
    expect(await memo.get(tenant, 'lookups', 300, source.load)).toBe(1);
    // Another process sharing the cache sees the same generation, so keeps its own value too.
    const other = new TenantMemo(cache);
    expect(await other.get(tenant, 'lookups', 300, source.load)).toBe(2);
    expect(await other.get(tenant, 'lookups', 300, source.load)).toBe(2);

    await cache.delByPrefix(tenantPrefix(tenant));
    expect(await memo.get(tenant, 'lookups', 300, source.load)).toBe(3);
    expect(await other.get(tenant, 'lookups', 300, source.load)).toBe(4);
    expect(source.loads()).toBe(4);
  });

  it('keeps values apart per tenant and name, and no longer than their time to live', async () => {
    const memo = new TenantMemo(new MemoryCacheStore());
    const source = counting();
    await memo.get(tenant, 'lookups', 300, source.load);
    expect(await memo.get(tenant, 'menu-index', 300, source.load)).toBe(2);
    expect(await memo.get('t-2', 'lookups', 300, source.load)).toBe(3);
    expect(await memo.get(tenant, 'filters', 0, source.load)).toBe(4);
    expect(await memo.get(tenant, 'filters', 0, source.load)).toBe(5);
  });

  it("reads the tenant's generation once for the memos asked at the same time", async () => {
    const cache = new MemoryCacheStore();
    let reads = 0;
    const get = cache.get.bind(cache);
    cache.get = (key: string) => {
      reads += 1;
      return get(key);
    };
    const memo = new TenantMemo(cache);
    const source = counting();
    await Promise.all([
      memo.get(tenant, 'lookups', 300, source.load),
      memo.get(tenant, 'menu-index', 300, source.load),
    ]);
    expect(reads).toBe(1);
    await memo.get(tenant, 'lookups', 300, source.load);
    expect(reads).toBe(2);
    expect(source.loads()).toBe(2);
  });
});
