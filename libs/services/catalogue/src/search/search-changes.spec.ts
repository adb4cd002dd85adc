import {
  mergeSearchChange,
  parseSearchChange,
  type PendingSearchChanges,
  searchChangePayloads,
} from './search-changes';

const tenant = '00000000-0000-4000-8000-000000000001';

describe('search change payloads', () => {
  it('announces a whole tenant with null ids', () => {
    const [payload] = searchChangePayloads(tenant);
    expect(parseSearchChange(payload ?? '')).toEqual({ tenantId: tenant, designIds: null });
  });

  it('splits many designs over several payloads, each under the notification limit', () => {
    const ids = Array.from(
      { length: 250 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const payloads = searchChangePayloads(tenant, ids);
    expect(payloads).toHaveLength(3);
    expect(payloads.every((p) => Buffer.byteLength(p) < 8000)).toBe(true);
    expect(payloads.flatMap((p) => parseSearchChange(p)?.designIds ?? [])).toEqual(ids);
  });

  it('ignores payloads that are not search changes', () => {
    expect(parseSearchChange('not json')).toBeNull();
    expect(parseSearchChange(JSON.stringify({ tenantId: 1 }))).toBeNull();
    expect(parseSearchChange(JSON.stringify({ tenantId: tenant, designIds: [1] }))).toBeNull();
  });
});

describe('pending search changes', () => {
  const other = '00000000-0000-4000-8000-000000000002';
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

  it('gathers the designs of several changes per tenant, each once', () => {
    const pending: PendingSearchChanges = new Map();
    mergeSearchChange(pending, { tenantId: tenant, designIds: [id(1), id(2)] });
    mergeSearchChange(pending, { tenantId: tenant, designIds: [id(2), id(3)] });
    mergeSearchChange(pending, { tenantId: other, designIds: [id(4)] });
    expect([...(pending.get(tenant) ?? [])]).toEqual([id(1), id(2), id(3)]);
    expect([...(pending.get(other) ?? [])]).toEqual([id(4)]);
  });

  it('lets a whole-tenant change absorb the designs before and after it', () => {
    const pending: PendingSearchChanges = new Map();
    mergeSearchChange(pending, { tenantId: tenant, designIds: [id(1)] });
    mergeSearchChange(pending, { tenantId: tenant, designIds: null });
    mergeSearchChange(pending, { tenantId: tenant, designIds: [id(2)] });
    expect(pending.get(tenant)).toBeNull();
  });
});
