import { removeUsers } from '../support/accounts';
import type { Api } from '../support/api';
import { adminWith, type Answer, eventually, send } from '../support/catalogue-admin';
import { system } from './state';

const { api, database } = system();

interface FacetValue {
  _id: number;
  count: number;
}
interface Facets {
  metal: FacetValue[];
  shape: FacetValue[];
  gemstone: FacetValue[];
  panel?: Array<{ filter: string; title: string }>;
}
/** The panel's entries of the filters this test configures (other tests may configure others). */
const ours = (facets: Facets) =>
  (facets.panel ?? [])
    .map((entry) => entry.filter)
    .filter((filter) => filter === 'metal' || filter === 'shape');

interface Listing {
  total: number;
  facets: Facets;
}

describe('back office: storefront filters and their groups (designs permission)', () => {
  let admin: Api;
  let buyer: Api;
  const filters: number[] = [];
  const users: string[] = [];

  const listing = async (body: Record<string, unknown> = {}, language = 'en') =>
    (await buyer.post<Answer<Listing>>('/api/products/search-designs', body, { 'x-language-code': language }))
      .body.data;

  beforeAll(async () => {
    admin = (await api.loginAdmin()).api;
    buyer = (await api.loginBuyer()).api;
  });

  afterAll(async () => {
    for (const id of filters) await send(admin, 'DELETE', `/api/admin/filters/${id}`);
    await removeUsers(database, users);
  });

  it('limits configured filters to their values and categories, with localised titles, at once', async () => {
    const before = await listing();
    expect(ours(before.facets)).toEqual([]);
    expect(before.facets.shape.length).toBeGreaterThan(0);
    const [kept, dropped] = before.facets.metal;
    if (!kept || !dropped) throw new Error('the demo catalogue has two metals');

    const metal = await send<{ _id: number }>(admin, 'POST', '/api/admin/filters', {
      kind: 'metal',
      title: 'Metal',
      titles: { sv: 'Metall' },
      valueIds: [kept._id],
      sortOrder: 1,
    });
    expect(metal.status).toBe(200);
    filters.push(metal.body.data._id);
    const configured = await eventually(listing, (data) => ours(data.facets).includes('metal'));
    expect(configured.facets.metal.map((value) => value._id)).toEqual([kept._id]);
    // A filter without a rule shows as before.
    expect(configured.facets.shape.length).toBeGreaterThan(0);
    expect(configured.facets.panel).toContainEqual({ filter: 'metal', title: 'Metal' });
    expect(configured.total).toBe(before.total);
    expect((await listing({}, 'sv')).facets.panel).toContainEqual({ filter: 'metal', title: 'Metall' });

    const groups = await send<{ rows: Array<{ _id: number }> }>(
      admin,
      'GET',
      '/api/admin/main-groups?limit=2',
    );
    const [rings, other] = groups.body.data.rows;
    if (!rings || !other) throw new Error('the demo catalogue has two main groups');
    const shape = await send<{ _id: number }>(admin, 'POST', '/api/admin/filters', {
      kind: 'shape',
      title: 'Shape',
      sortOrder: 2,
    });
    filters.push(shape.body.data._id);
    const mapped = await send<{ main_group_ids: number[] }>(
      admin,
      'PUT',
      `/api/admin/filters/${shape.body.data._id}/groups`,
      {
        mainGroupIds: [rings._id],
      },
    );
    expect(mapped.body.data.main_group_ids).toEqual([rings._id]);
    const inRings = await eventually(
      () => listing({ filters: { category: [rings._id] } }),
      (data) => data.facets.shape.length > 0,
    );
    expect(ours(inRings.facets)).toEqual(['metal', 'shape']);
    const elsewhere = await listing({ filters: { category: [other._id] } });
    expect(elsewhere.facets.shape).toEqual([]);
    expect(ours(elsewhere.facets)).toEqual(['metal']);

    const off = await send(admin, 'PUT', `/api/admin/filters/${metal.body.data._id}`, { active: false });
    expect(off.status).toBe(200);
    await eventually(listing, (data) => data.facets.metal.length === 0);
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const count = async () =>
      (await send<{ count: number }>(admin, 'GET', '/api/admin/filters')).body.data.count;
    const before = await count();
    const kind = await send(admin, 'POST', '/api/admin/filters', { kind: 'colourz', title: 'X' });
    expect(Object.keys(kind.body.errors ?? {})).toEqual(['kind']);
    const values = await send(admin, 'POST', '/api/admin/filters', {
      kind: 'karat',
      title: 'Karat',
      valueIds: [999_999],
    });
    expect(values.status).toBe(400);
    expect(Object.keys(values.body.errors ?? {})).toEqual(['valueIds']);
    const groups = await send(admin, 'POST', '/api/admin/filters', {
      kind: 'karat',
      title: 'Karat',
      mainGroupIds: 'rings',
    });
    expect(Object.keys(groups.body.errors ?? {})).toEqual(['mainGroupIds']);
    const titles = await send(admin, 'POST', '/api/admin/filters', {
      kind: 'karat',
      title: 'Karat',
      titles: { sv: 5 },
    });
    expect(Object.keys(titles.body.errors ?? {})).toEqual(['titles']);
    expect(await count()).toBe(before);
    const made = await send<{ _id: number }>(admin, 'POST', '/api/admin/filters', {
      kind: 'quality',
      title: 'Quality',
    });
    filters.push(made.body.data._id);
    const again = await send(admin, 'POST', '/api/admin/filters', { kind: 'quality', title: 'Quality' });
    expect(again.status).toBe(409);
    expect(Object.keys(again.body.errors ?? {})).toEqual(['kind']);
    expect((await send(admin, 'PUT', '/api/admin/filters/2000000000', { title: 'X' })).status).toBe(404);
  });

  it('answers 403 to an admin without the designs permission', async () => {
    const { client, userId } = await adminWith(api, admin, ['menus']);
    users.push(userId);
    expect((await client.get('/api/admin/filters')).status).toBe(403);
  });
});
