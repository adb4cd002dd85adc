import { DEMO_TENANT } from '@atelier/contracts/common';
import { randomBytes } from 'node:crypto';
import { removeUsers, sql } from '../support/accounts';
import { waitFor } from './orders-support';
import { system } from './state';

/** Issue 12 part 5: catalogue text per language, English the fallback, chosen by x-language-code. */
jest.setTimeout(60_000);

const { api, database } = system();

interface Answer<T> {
  data: T;
}
interface MenuNode {
  title: string;
  url_path: string;
  menu: MenuNode[];
}
interface MetalRow {
  name: string;
  url_path: string;
  shades_data: Array<{ name: string; url_path: string }>;
}
interface Named {
  name: string;
  url_path: string;
}

const inLanguage = (language: string) => ({ 'x-language-code': language });
const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flat(node.menu)]);

describe('catalogue names per language', () => {
  it('answers the demo menu in Swedish and English, untranslated entries in English', async () => {
    const [sv, en] = await Promise.all(
      ['sv', 'en'].map(async (language) =>
        flat((await api.get<Answer<MenuNode[]>>('/api/menu', inLanguage(language))).body.data),
      ),
    );
    const title = (tree: MenuNode[], urlPath: string) =>
      tree.find((node) => node.url_path === urlPath)?.title;
    expect(title(sv, 'kids-jewellery')).toBe('Barnsmycken');
    expect(title(en, 'kids-jewellery')).toBe('Kids Jewellery');
    expect(title(sv, 'rings')).toBe('Ringar');
    // A style name has no Swedish title: English stands in.
    expect(title(sv, 'halo')).toBe('Halo');
    expect(title(en, 'halo')).toBe('Halo');
  });

  it('answers metal, shade, stone, shape and quality names in the language asked', async () => {
    const metals = async (language: string) =>
      (await api.get<Answer<MetalRow[]>>('/api/metal/show-filters-options', inLanguage(language))).body.data;
    const [sv, de, en] = await Promise.all(['sv', 'de', 'en'].map(metals));
    const gold = (rows: MetalRow[]) => rows.find((row) => row.url_path === 'gold');
    expect(gold(sv)?.name).toBe('Guld');
    expect(gold(de)?.name).toBe('Gold');
    expect(gold(en)?.name).toBe('Gold');
    const shade = (rows: MetalRow[]) =>
      gold(rows)?.shades_data.find((s) => s.url_path === 'white-gold')?.name;
    expect([shade(sv), shade(de), shade(en)]).toEqual(['Vitt guld', 'Weißgold', 'White Gold']);

    const shapes = async (language: string) =>
      (await api.get<Answer<{ rows: Named[] }>>('/api/shapes', inLanguage(language))).body.data.rows;
    const [svShapes, enShapes] = await Promise.all(['sv', 'en'].map(shapes));
    const shape = (rows: Named[], path: string) => rows.find((row) => row.url_path === path)?.name;
    expect(shape(svShapes, 'round')).toBe('Rund');
    expect(shape(enShapes, 'round')).toBe('Round');
    expect(shape(svShapes, 'asscher')).toBe('Asscher');

    const options = async (language: string) =>
      (
        await api.get<
          Answer<{
            qualities: Named[];
            stone_groups: Array<{ products: Array<{ stone_name: string; url_path: string }> }>;
          }>
        >('/api/products/filter-options', inLanguage(language))
      ).body.data;
    const [svOptions, enOptions] = await Promise.all(['sv', 'en'].map(options));
    const quality = (o: typeof svOptions) => o.qualities.find((q) => q.url_path === 'plain')?.name;
    expect([quality(svOptions), quality(enOptions)]).toEqual(['Enbart metall', 'Plain Metal']);
    const ruby = (o: typeof svOptions) =>
      o.stone_groups.flatMap((g) => g.products).find((stone) => stone.url_path === 'ruby')?.stone_name;
    expect([ruby(svOptions), ruby(enOptions)]).toEqual(['Rubin', 'Ruby']);
  });

  it('answers a design name on the search cards in the language asked, English where it has none', async () => {
    const [design] = await sql<{
      id: string;
      design_number: string;
      name: string;
      texts: Record<string, unknown>;
    }>(
      database,
      `select id, design_number, name, texts from catalogue.designs d
        where tenant_id = $1 and not retired and not is_lab_grown and exists (select 1 from catalogue.variants v where v.design_id = d.id)
        order by design_number desc offset 11 limit 1`,
      [DEMO_TENANT.id],
    );
    const swedish = `Svensk ${design.design_number}`;
    await sql(database, 'update catalogue.designs set texts = $2::jsonb where id = $1', [
      design.id,
      JSON.stringify({ sv: { name: swedish, description: 'Beskrivning' } }),
    ]);
    try {
      const trade = (await api.loginBuyer()).api.with({ 'x-price-status': '2' });
      const names = async (language: string) => {
        const { status, body } = await trade.post<
          Answer<{ rows: Array<{ design_id: string; name: string }> }>
        >('/api/products/search-designs', { q: design.design_number }, inLanguage(language));
        expect(status).toBe(200);
        return body.data.rows.find((row) => row.design_id === design.id)?.name;
      };
      expect(await names('sv')).toBe(swedish);
      expect(await names('en')).toBe(design.name);
      expect(await names('de')).toBe(design.name);
    } finally {
      await sql(database, 'update catalogue.designs set texts = $2::jsonb where id = $1', [
        design.id,
        JSON.stringify(design.texts),
      ]);
    }
  });

  it('falls back to English for a language a name lacks', async () => {
    const [row] = await sql<{ names: Record<string, string> }>(
      database,
      "select names from catalogue.shapes where tenant_id = $1 and url_path = 'oval'",
      [DEMO_TENANT.id],
    );
    expect(row.names['fr']).toBe('Ovale');
    const rows = await sql<{ names: Record<string, string> }>(
      database,
      "select names from catalogue.shapes where tenant_id = $1 and url_path = 'asscher'",
      [DEMO_TENANT.id],
    );
    expect(rows[0].names).toEqual({});
    const fr = (await api.get<Answer<{ rows: Named[] }>>('/api/shapes', inLanguage('fr'))).body.data.rows;
    expect(fr.find((shape) => shape.url_path === 'oval')?.name).toBe('Ovale');
    expect(fr.find((shape) => shape.url_path === 'asscher')?.name).toBe('Asscher');
  });
});

describe('back office: lookup names per language (designs permission)', () => {
  const created: string[] = [];
  let asscherId: number;

  beforeAll(async () => {
    const [row] = await sql<{ id: number }>(
      database,
      "select id from catalogue.shapes where tenant_id = $1 and url_path = 'asscher'",
      [DEMO_TENANT.id],
    );
    asscherId = row.id;
  });

  afterAll(async () => {
    await sql(database, "update catalogue.shapes set names = '{}'::jsonb where id = $1", [asscherId]);
    await removeUsers(database, created);
  });

  it('lists a kind with its names and saves new ones, answered by the storefront at once', async () => {
    const admin = (await api.loginAdmin()).api;
    const listed = await admin.get<
      Answer<Array<{ _id: number; name: string; names: Record<string, string> }>>
    >('/api/admin/lookup-names?kind=shapes');
    expect(listed.status).toBe(200);
    expect(listed.body.data.find((row) => row._id === asscherId)).toEqual({
      _id: asscherId,
      name: 'Asscher',
      names: {},
    });

    const saved = await admin.request<Answer<{ names: Record<string, string> }>>(
      'PUT',
      '/api/admin/lookup-names',
      {
        json: { kind: 'shapes', id: asscherId, names: { sv: ' Asscherslipning ', de: '', en: 'ignored' } },
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.names).toEqual({ sv: 'Asscherslipning' });
    const shapeIn = async (language: string) =>
      (await api.get<Answer<{ rows: Named[] }>>('/api/shapes', inLanguage(language))).body.data.rows.find(
        (row) => row.url_path === 'asscher',
      )?.name;
    await waitFor(async () => (await shapeIn('sv')) === 'Asscherslipning');
    expect(await shapeIn('de')).toBe('Asscher');
    expect(await shapeIn('en')).toBe('Asscher');
  });

  it('refuses bad input (400 naming the field), unknown ids (404) and other permissions (403)', async () => {
    const admin = (await api.loginAdmin()).api;
    const put = (client: typeof admin, json: unknown) =>
      client.request<{ errors?: Record<string, string[]> }>('PUT', '/api/admin/lookup-names', { json });
    const badKind = await put(admin, { kind: 'planets', id: 1, names: {} });
    expect(badKind.status).toBe(400);
    expect(Object.keys(badKind.body.errors ?? {})).toContain('kind');
    for (const names of ['Guld', null, { sv: 42 }]) {
      const badNames = await put(admin, { kind: 'shapes', id: asscherId, names });
      expect(badNames.status).toBe(400);
      expect(Object.keys(badNames.body.errors ?? {})).toEqual(['names']);
    }
    expect((await put(admin, { kind: 'shapes', id: 2_000_000_000, names: {} })).status).toBe(404);
    expect((await admin.get('/api/admin/lookup-names?kind=planets')).status).toBe(400);

    const email = `names-${randomBytes(3).toString('hex')}@demo.test`;
    const made = await admin.post<{ data: { _id: string } }>('/api/admin-users', {
      firstName: 'Nina',
      email,
      password: 'Names#2026',
      confirmPassword: 'Names#2026',
      role: 'admin',
      permissions: ['content'],
    });
    created.push(made.body.data._id);
    const content = (await api.login(email, 'Names#2026')).api;
    expect((await put(content, { kind: 'shapes', id: asscherId, names: { sv: 'X' } })).status).toBe(403);
    const buyer = (await api.loginBuyer()).api;
    expect((await buyer.get('/api/admin/lookup-names?kind=shapes')).status).toBe(403);
    const [row] = await sql<{ names: Record<string, string> }>(
      database,
      'select names from catalogue.shapes where id = $1',
      [asscherId],
    );
    expect(row.names['sv']).not.toBe('X');
  });
});
