import { system } from './state';

const { api } = system();

interface Rows<T> {
  status: boolean;
  data: { rows: T[]; count: number };
}

interface LookupRow {
  _id: number;
  name: string;
  url_path: string;
  sort_order: number;
}

const sorted = (rows: Array<{ sort_order: number }>) =>
  rows.every((row, i) => i === 0 || (rows[i - 1]?.sort_order ?? 0) <= row.sort_order);

describe('catalogue lookups (spec §7), public', () => {
  it.each(['/api/shapes', '/api/items', '/api/shades', '/api/karates'])(
    'GET %s answers data.rows without logging in',
    async (path) => {
      const { status, body } = await api.get<Rows<LookupRow>>(path);
      expect(status).toBe(200);
      expect(body.status).toBe(true);
      expect(body.data.rows.length).toBeGreaterThan(0);
      expect(body.data.count).toBe(body.data.rows.length);
      for (const row of body.data.rows) {
        expect(row).toEqual(
          expect.objectContaining({
            _id: expect.any(Number),
            name: expect.any(String),
            url_path: expect.stringMatching(/^[a-z0-9-]+$/),
            sort_order: expect.any(Number),
          }),
        );
      }
      expect(sorted(body.data.rows)).toBe(true);
    },
  );

  it('lists the Pendants item as hidden and the other items as shown', async () => {
    const { body } = await api.get<Rows<LookupRow & { hidden: boolean }>>('/api/items');
    const byPath = Object.fromEntries(body.data.rows.map((row) => [row.url_path, row.hidden]));
    expect(byPath).toEqual({
      rings: false,
      earrings: false,
      pendants: true,
      bracelets: false,
      bangles: false,
      necklaces: false,
    });
  });

  it("gives shades the spec's short codes and their url_path", async () => {
    const { body } = await api.get<Rows<LookupRow & { code: string }>>('/api/shades');
    expect(Object.fromEntries(body.data.rows.map((row) => [row.url_path, row.code]))).toMatchObject({
      platinum: 'pt',
      'white-gold': 'wg',
      'yellow-gold': 'yg',
      'rose-gold': 'rg',
      'two-tone': 'tt',
      'three-tone': '3t',
      mixed: 'mixed',
    });
  });

  it('lists the karats 9K to 22K and 950 Pt with their purity', async () => {
    const { body } = await api.get<Rows<LookupRow & { purity: number }>>('/api/karates');
    expect(body.data.rows.map((row) => [row.name, row.purity])).toEqual([
      ['9K', 375],
      ['14K', 585],
      ['18K', 750],
      ['22K', 916],
      ['950 Pt', 950],
    ]);
  });

  it('GET /api/metal/show-filters-options gives each metal its shades_data', async () => {
    const { status, body } = await api.get<{
      data: Array<LookupRow & { shades_data: Array<LookupRow & { metal_id: number; code: string }> }>;
    }>('/api/metal/show-filters-options');
    expect(status).toBe(200);
    expect(body.data.map((metal) => metal.name)).toEqual(['Gold', 'Platinum']);
    for (const metal of body.data) {
      expect(metal.shades_data.length).toBeGreaterThan(0);
      expect(metal.shades_data.every((shade) => shade.metal_id === metal._id)).toBe(true);
    }
    expect(body.data[1]?.shades_data.map((shade) => shade.code)).toEqual(['pt']);
  });

  it('GET /api/stones/stone-stonegroups-list gives groups (stonegroupName) with products (stone_name, sort_order)', async () => {
    const { status, body } = await api.get<{
      data: Array<{
        _id: number;
        stonegroupName: string;
        sort_order: number;
        products: Array<{ stone_name: string; sort_order: number }>;
      }>;
    }>('/api/stones/stone-stonegroups-list');
    expect(status).toBe(200);
    expect(body.data.map((group) => group.stonegroupName)).toEqual(
      expect.arrayContaining(['Diamonds', 'Precious Gemstones', 'Pearls']),
    );
    expect(sorted(body.data)).toBe(true);
    for (const group of body.data) {
      expect(group.products.length).toBeGreaterThan(0);
      expect(sorted(group.products)).toBe(true);
      for (const product of group.products) expect(product.stone_name).toEqual(expect.any(String));
    }
  });

  it('GET /api/stones/home-stone-stonegroups-list merges the home groups into one sorted list', async () => {
    const [{ body: groups }, { body: home }] = await Promise.all([
      api.get<{
        data: Array<{
          _id: number;
          show_on_home: boolean;
          sort_order: number;
          products: Array<{ stone_name: string }>;
        }>;
      }>('/api/stones/stone-stonegroups-list'),
      api.get<{ data: Array<{ stone_name: string; stonegroup_id: number; sort_order: number }> }>(
        '/api/stones/home-stone-stonegroups-list',
      ),
    ]);
    const shown = groups.data.filter((group) => group.show_on_home);
    const expected = shown.flatMap((group) => group.products.map((product) => product.stone_name));
    expect(home.data.map((stone) => stone.stone_name)).toEqual(expected);
    expect(groups.data.some((group) => !group.show_on_home)).toBe(true);
    expect(home.data.map((s) => s.stone_name)).not.toContain('Pink Diamond');
    // Group by group in group order, each group's stones in their order.
    const groupOrder = new Map(shown.map((group) => [group._id, group.sort_order]));
    const keys = home.data.map((stone) => [groupOrder.get(stone.stonegroup_id) ?? 0, stone.sort_order]);
    expect(keys).toEqual([...keys].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0)));
  });

  it('GET /api/currencies/get-all-currencies lists currencies with one default', async () => {
    const { status, body } = await api.get<{
      data: Array<{ code: string; symbol: string; is_default: boolean }>;
    }>('/api/currencies/get-all-currencies');
    expect(status).toBe(200);
    expect(body.data.map((c) => c.code)).toEqual(['GBP', 'EUR', 'USD', 'SEK', 'NOK']);
    expect(body.data.filter((c) => c.is_default).map((c) => c.code)).toEqual(['GBP']);
  });

  it('GET /api/products/filter-options gives the whole filter panel in one call', async () => {
    const { status, body } = await api.get<{
      data: {
        metals: unknown[];
        karates: unknown[];
        qualities: Array<{ lab_grown: boolean }>;
        stone_groups: unknown[];
        shapes: unknown[];
        items: unknown[];
        categories: Array<{ url_path: string; sub_groups: LookupRow[] }>;
        attributes: Record<string, LookupRow[]>;
        sorts: string[];
      };
    }>('/api/products/filter-options');
    expect(status).toBe(200);
    const options = body.data;
    expect(options.categories.map((c) => c.url_path)).toEqual(
      expect.arrayContaining(['rings', 'earrings', 'pendants', 'bracelets-bangles', 'necklaces', 'mounts']),
    );
    expect(
      options.categories.find((c) => c.url_path === 'rings')?.sub_groups.map((s) => s.url_path),
    ).toContain('solitaire');
    expect(Object.keys(options.attributes).sort()).toEqual(
      [
        'style',
        'setting',
        'collection',
        'size',
        'initial',
        'number',
        'colour',
        'colourDiamond',
        'shoulder',
        'stoneSize',
        'sideStoneShape',
      ].sort(),
    );
    expect(options.attributes['initial']).toHaveLength(26);
    expect(options.qualities.some((q) => q.lab_grown)).toBe(true);
    expect(options.sorts).toEqual(expect.arrayContaining(['newest', 'price_asc', 'best_selling']));
  });

  it('still needs the tenant header', async () => {
    expect((await api.get('/api/shapes', { 'x-tenant': '' })).status).toBe(400);
  });
});
