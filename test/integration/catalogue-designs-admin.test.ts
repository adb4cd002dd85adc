import { DEMO_CUSTOMER_IDS, DEMO_TENANT } from '@atelier/contracts/common';
import { randomBytes } from 'node:crypto';
import { PASSWORD, removeUsers, sql } from '../support/accounts';
import type { Api } from '../support/api';
import { removeDesignsLike } from '../support/catalogue-admin';
import { addToCart, cartOf, newBuyer, removeOrderData, type TestBuyer, waitFor } from './orders-support';
import { system } from './state';

jest.setTimeout(180_000);

const { api, database, databaseUrl } = system();
const TENANT = DEMO_TENANT.id;
const PREFIX = `IT11-${randomBytes(3).toString('hex').toUpperCase()}`;
const createdUsers: string[] = [];
/** How long the thousand-row imports may take to finish on a machine shared with other work. */
const LARGE_IMPORT_MS = 180_000;
const orderUsers: string[] = [];

interface Lookups {
  itemId: number;
  mainGroupId: number;
  subGroupId: number;
  otherSubGroupId: number;
  styleId: number;
  stoneId: number;
  shapeId: number;
  karatId: number;
  shadeIds: [number, number];
  otherMetalShadeId: number;
  qualityId: number;
}

interface AdminDesign {
  id: string;
  version: number;
  designNumber: string;
  texts: Record<string, { name: string; description: string }>;
  styleId: number | null;
  subGroupIds: number[];
  stones: Array<{ stoneId: number; role: string }>;
  flags: Record<string, boolean>;
  variants: Array<{ id: string; sku: string; tradePrice: number; stock: number; weight: number }>;
  retired: boolean;
}

interface ErrorBody {
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

interface ImportJob {
  id: string;
  status: string;
  progress: number;
  report: {
    errors: Array<{ row: number; field: string; message: string }>;
    created: number;
    updated: number;
    unchanged: number;
    variants: number;
  } | null;
}

let admin: Api;
let adminToken: string;
let lookups: Lookups;

async function one<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await sql<T>(database, text, params);
  if (!row) throw new Error(`nothing for ${text}`);
  return row;
}

function designBody(number: string, over: Record<string, unknown> = {}) {
  return {
    designNumber: number,
    texts: {
      en: { name: `Test halo ring ${number}`, description: 'A halo ring made by a test' },
      sv: { name: `Testring ${number}`, description: 'En ring' },
    },
    itemId: lookups.itemId,
    mainGroupId: lookups.mainGroupId,
    subGroupIds: [lookups.subGroupId],
    styleId: lookups.styleId,
    stones: [{ stoneId: lookups.stoneId, shapeId: lookups.shapeId, role: 'main', count: 1, carat: 0.5 }],
    metalWeight: 3.2,
    flags: { newArrival: true, labGrown: false },
    variants: [
      {
        sku: `${number}-A`,
        karatId: lookups.karatId,
        shadeId: lookups.shadeIds[0],
        qualityId: lookups.qualityId,
        totalCarat: 0.5,
        tradePrice: 500,
        weight: 3.2,
        stock: 4,
        isDefault: true,
      },
      {
        sku: `${number}-B`,
        karatId: lookups.karatId,
        shadeId: lookups.shadeIds[1],
        qualityId: lookups.qualityId,
        totalCarat: 0.5,
        tradePrice: 520,
        weight: 3.2,
        stock: 2,
      },
    ],
    ...over,
  };
}

async function create(number: string, over: Record<string, unknown> = {}): Promise<AdminDesign> {
  const made = await admin.post<{ data: AdminDesign }>('/api/admin/designs', designBody(number, over));
  if (made.status !== 200) throw new Error(`design not made: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body.data;
}

async function designsLike(pattern: string): Promise<number> {
  const row = await one<{ n: number }>(
    'select count(*)::int as n from catalogue.designs where tenant_id = $1 and design_number like $2',
    [TENANT, pattern],
  );
  return row.n;
}

async function designsNamed(number: string): Promise<number> {
  const row = await one<{ n: number }>(
    'select count(*)::int as n from catalogue.designs where tenant_id = $1 and design_number = $2',
    [TENANT, number],
  );
  return row.n;
}

async function autocomplete(buyer: Api, text: string): Promise<string[]> {
  const found = await buyer.post<{ data: Array<{ design: string }> }>('/api/products/search/design', {
    name: text,
  });
  if (found.status !== 200)
    throw new Error(`autocomplete answered ${found.status}: ${JSON.stringify(found.body)}`);
  return found.body.data.map((row) => row.design);
}

/** Waits until autocomplete for `text` lists (or no longer lists) `design`; a timeout says what it listed. */
async function untilSuggested(buyer: Api, text: string, design: string, listed = true): Promise<void> {
  let last: string[] = [];
  try {
    await waitFor(async () => {
      last = await autocomplete(buyer, text);
      return last.includes(design) === listed;
    });
  } catch {
    throw new Error(
      `autocomplete for "${text}" should ${listed ? '' : 'not '}list ${design}; it listed ${JSON.stringify(last)}`,
    );
  }
}

async function upload(path: string, bytes: Buffer, name: string, token = adminToken) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const response = await fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'x-tenant': 'demo', 'x-access-token': token },
    body: form,
  });
  return {
    status: response.status,
    body: JSON.parse(await response.text()) as { data: ImportJob } & ErrorBody,
  };
}

/** An import's job once it has ended; a large file on a busy machine is given longer (`timeoutMs`). */
async function finished(jobId: string, timeoutMs?: number): Promise<ImportJob> {
  return waitFor(async () => {
    const job = await admin.get<{ data: ImportJob }>(`/api/admin/designs/imports/${jobId}`);
    return job.body.data.status === 'done' || job.body.data.status === 'failed' ? job.body.data : null;
  }, timeoutMs);
}

async function exported(query: string): Promise<{ status: number; type: string; bytes: Buffer }> {
  const response = await fetch(`${api.baseUrl}/api/admin/designs/export?${query}`, {
    headers: { 'x-tenant': 'demo', 'x-access-token': adminToken },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

beforeAll(async () => {
  const login = await api.loginAdmin();
  admin = login.api;
  adminToken = login.token;
  const group = await one<{ id: number; main_group_id: number }>(
    `select s.id, s.main_group_id from catalogue.sub_groups s join catalogue.main_groups g on g.id = s.main_group_id
      where s.tenant_id = $1 and g.url_path = 'rings' order by s.id limit 1`,
    [TENANT],
  );
  const other = await one<{ id: number }>(
    'select id from catalogue.sub_groups where tenant_id = $1 and main_group_id <> $2 limit 1',
    [TENANT, group.main_group_id],
  );
  const karat = await one<{ id: number; metal_id: number }>(
    `select k.id, k.metal_id from catalogue.karates k where k.tenant_id = $1
        and (select count(*) from catalogue.shades s where s.metal_id = k.metal_id) >= 2 order by k.id limit 1`,
    [TENANT],
  );
  const shades = await sql<{ id: number }>(
    database,
    'select id from catalogue.shades where tenant_id = $1 and metal_id = $2 order by id limit 2',
    [TENANT, karat.metal_id],
  );
  const otherShade = await one<{ id: number }>(
    'select id from catalogue.shades where tenant_id = $1 and metal_id <> $2 limit 1',
    [TENANT, karat.metal_id],
  );
  lookups = {
    itemId: (
      await one<{ id: number }>(
        `select id from catalogue.items where tenant_id = $1 and url_path = 'rings'`,
        [TENANT],
      )
    ).id,
    mainGroupId: group.main_group_id,
    subGroupId: group.id,
    otherSubGroupId: other.id,
    styleId: (
      await one<{ id: number }>(
        `select id from catalogue.attributes where tenant_id = $1 and kind = 'style' limit 1`,
        [TENANT],
      )
    ).id,
    stoneId: (
      await one<{ id: number }>('select id from catalogue.stones where tenant_id = $1 order by id limit 1', [
        TENANT,
      ])
    ).id,
    shapeId: (
      await one<{ id: number }>('select id from catalogue.shapes where tenant_id = $1 order by id limit 1', [
        TENANT,
      ])
    ).id,
    karatId: karat.id,
    shadeIds: [shades[0].id, shades[1].id],
    otherMetalShadeId: otherShade.id,
    qualityId: (
      await one<{ id: number }>(
        'select id from catalogue.qualities where tenant_id = $1 and not lab_grown limit 1',
        [TENANT],
      )
    ).id,
  };
});

afterAll(async () => {
  await removeOrderData(database, orderUsers);
  await removeUsers(database, createdUsers);
  await removeDesignsLike(database, databaseUrl, TENANT, PREFIX);
});

describe('designs in the back office: create and edit', () => {
  it('creates a design with stones and a variant matrix, and answers everything the edit screen needs', async () => {
    const made = await create(`${PREFIX}-C1`);
    expect(made.version).toBe(1);
    expect(made.texts['sv']?.name).toBe(`Testring ${PREFIX}-C1`);
    // A language left empty takes the English text.
    expect(made.texts['de']?.name).toBe(`Test halo ring ${PREFIX}-C1`);
    expect(made.styleId).toBe(lookups.styleId);
    expect(made.subGroupIds).toEqual([lookups.subGroupId]);
    expect(made.stones).toEqual([expect.objectContaining({ stoneId: lookups.stoneId, role: 'main' })]);
    expect(made.variants.map((v) => [v.sku, v.tradePrice, v.stock])).toEqual([
      [`${PREFIX}-C1-A`, 500, 4],
      [`${PREFIX}-C1-B`, 520, 2],
    ]);
    const got = await admin.get<{ data: AdminDesign }>(`/api/admin/designs/${made.id}`);
    expect(got.body.data).toEqual(made);
  });

  it('refuses bad input with 4xx naming each field, in the caller language, and writes nothing', async () => {
    const number = `${PREFIX}-BAD`;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ designNumber: '' }, 'designNumber'],
      [{ designNumber: 'has space' }, 'designNumber'],
      [{ itemId: 999_999 }, 'itemId'],
      [{ subGroupIds: [lookups.otherSubGroupId] }, 'subGroupIds'],
      [{ styleId: 999_999 }, 'styleId'],
      [{ texts: { en: { name: '' } } }, 'texts.en.name'],
      [{ metalWeight: 'heavy' }, 'metalWeight'],
      [{ variants: [] }, 'variants'],
      [
        { stones: [{ stoneId: 999_999, shapeId: lookups.shapeId, role: 'main', count: 1, carat: 1 }] },
        'stones.0.stoneId',
      ],
    ];
    for (const [over, field] of cases) {
      const answer = await admin.post<ErrorBody>('/api/admin/designs', designBody(number, over));
      expect([field, answer.status]).toEqual([field, 400]);
      expect([field, Object.keys(answer.body.errors ?? {})]).toEqual([
        field,
        expect.arrayContaining([field]),
      ]);
    }
    const base = designBody(number);
    const [first] = base.variants;
    const variants = [
      { ...first, shadeId: lookups.otherMetalShadeId },
      { ...first, sku: `${number}-Z`, tradePrice: -1 },
    ];
    const bad = await admin.post<ErrorBody>(
      '/api/admin/designs',
      { ...base, variants },
      { 'x-language-code': 'sv' },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['variants.1.tradePrice']);
    const shade = await admin.post<ErrorBody>('/api/admin/designs', {
      ...base,
      variants: [{ ...first, shadeId: lookups.otherMetalShadeId }],
    });
    expect(Object.keys(shade.body.errors ?? {})).toEqual(['variants.0.shadeId']);
    const german = await admin.post<ErrorBody>(
      '/api/admin/designs',
      designBody(number, { itemId: 999_999 }),
      {
        'x-language-code': 'de',
      },
    );
    expect(german.body.errors?.['itemId']?.[0]).toContain('Artikel');
    expect(await designsNamed(number)).toBe(0);
  });

  it('keeps design numbers and SKUs unique per tenant', async () => {
    const first = await create(`${PREFIX}-U1`);
    const again = await admin.post<ErrorBody>('/api/admin/designs', designBody(`${PREFIX}-U1`));
    expect(again.status).toBe(400);
    expect(Object.keys(again.body.errors ?? {})).toContain('designNumber');
    const body = designBody(`${PREFIX}-U2`);
    const sku = await admin.post<ErrorBody>('/api/admin/designs', {
      ...body,
      variants: [{ ...body.variants[0], sku: first.variants[0].sku }],
    });
    expect(Object.keys(sku.body.errors ?? {})).toEqual(['variants.0.sku']);
    expect(await designsNamed(`${PREFIX}-U2`)).toBe(0);
  });

  it('wants a certificate on each variant of a certified unique piece', async () => {
    const body = designBody(`${PREFIX}-UP`, { flags: { certified: true, uniquePiece: true } });
    const answer = await admin.post<ErrorBody>('/api/admin/designs', {
      ...body,
      variants: [{ ...body.variants[0], stock: 2 }],
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual([
      'variants.0.certificateNumber',
      'variants.0.stock',
    ]);
  });
});

describe('designs in the back office: versions, audit, the storefront at once', () => {
  it('saves with the loaded version, shows the edit in the storefront, and refuses a stale save with 409', async () => {
    const buyer = (await api.loginBuyer()).api.with({ 'x-price-status': '2' });
    const made = await create(`${PREFIX}-V1`);
    await untilSuggested(buyer, `${PREFIX}-V1`, `${PREFIX}-V1`);

    const edit = designBody(`${PREFIX}-V1`, {
      texts: { en: { name: 'Renamed sapphire halo', description: 'Edited' } },
      version: made.version,
    });
    edit.variants[0].tradePrice = 555;
    const saved = await admin.request<{ data: AdminDesign }>('PUT', `/api/admin/designs/${made.id}`, {
      json: edit,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(2);
    // The storefront's design page and search follow the edit (polled, no fixed wait).
    await waitFor(async () => {
      const page = await buyer.get<{
        data: { name: string; variants: Array<{ sku: string; price?: number }> };
      }>(`/api/designs/${made.id}`);
      return (
        page.body.data.name === 'Renamed sapphire halo' &&
        page.body.data.variants.some((v) => v.sku === `${PREFIX}-V1-A` && v.price === 555)
      );
    });
    await untilSuggested(buyer, 'Renamed sapphire halo', `${PREFIX}-V1`);

    const stale = designBody(`${PREFIX}-V1`, { metalWeight: 9, version: 1 });
    const refused = await admin.request<
      ErrorBody & {
        conflict: {
          currentVersion: number;
          changes: Array<{
            version: number;
            userId: string;
            at: string;
            changes: Array<{ field: string; before: unknown; after: unknown }>;
          }>;
        };
      }
    >('PUT', `/api/admin/designs/${made.id}`, { json: stale });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CATALOGUE_DESIGN_CHANGED');
    expect(refused.body.conflict.currentVersion).toBe(2);
    const [change] = refused.body.conflict.changes;
    expect(change?.userId).toEqual(expect.any(String));
    expect(change?.changes).toContainEqual({
      field: 'texts.en.name',
      before: `Test halo ring ${PREFIX}-V1`,
      after: 'Renamed sapphire halo',
    });
    expect(change?.changes).toContainEqual({
      field: `variants[${PREFIX}-V1-A].tradePrice`,
      before: 500,
      after: 555,
    });
    const stored = await one<{ metal_weight: string; version: number }>(
      'select metal_weight, version from catalogue.designs where id = $1',
      [made.id],
    );
    expect(stored).toEqual({ metal_weight: '3.20', version: 2 });

    const audit = await admin.get<{ data: Array<{ action: string; version: number }> }>(
      `/api/admin/designs/${made.id}/audit`,
    );
    expect(audit.body.data.map((entry) => [entry.action, entry.version])).toEqual([
      ['updated', 2],
      ['created', 1],
    ]);
  });

  it('suggests a design whose number has an all-digit part, typed as it is written', async () => {
    // PostgreSQL's parser alone reads `-4711` as a signed number, which no typed word matches.
    const buyer = (await api.loginBuyer()).api.with({ 'x-price-status': '2' });
    const number = `${PREFIX}-4711`;
    await create(number, { texts: { en: { name: 'Halo ring 0.5ct, white/yellow', description: 'Digits' } } });
    await untilSuggested(buyer, number, number);
    await untilSuggested(buyer, '4711', number);
    await untilSuggested(buyer, 'halo 0.5ct white/yellow', number);
  });

  it('suggests a design whose number reads like a number in scientific notation', async () => {
    // PostgreSQL's parser alone reads `72E29D` as the number `72e29` and the word `d`.
    const buyer = (await api.loginBuyer()).api.with({ 'x-price-status': '2' });
    const number = `${PREFIX}-72E29D`;
    await create(number);
    await untilSuggested(buyer, number, number);
    await untilSuggested(buyer, `${PREFIX}-72E2`, number);
  });

  it('lists designs page by page with filters and sort', async () => {
    await create(`${PREFIX}-L1`);
    await create(`${PREFIX}-L2`, { flags: { labGrown: true } });
    type Page = {
      data: { rows: Array<{ designNumber: string; labGrown: boolean; variantCount: number }>; total: number };
    };
    const all = await admin.get<Page>(`/api/admin/designs?search=${PREFIX}-L&sort=number`);
    expect(all.body.data.rows.map((row) => row.designNumber)).toEqual([`${PREFIX}-L1`, `${PREFIX}-L2`]);
    expect(all.body.data.rows[0]?.variantCount).toBe(2);
    const lab = await admin.get<Page>(`/api/admin/designs?search=${PREFIX}-L&labGrown=true`);
    expect(lab.body.data.rows.map((row) => row.designNumber)).toEqual([`${PREFIX}-L2`]);
    const paged = await admin.get<Page>(`/api/admin/designs?search=${PREFIX}-L&limit=1&page=2`);
    expect(paged.body.data).toMatchObject({ total: 2, rows: [{ designNumber: `${PREFIX}-L2` }] });
    const wrong = await admin.get<ErrorBody>('/api/admin/designs?sort=sideways&limit=0');
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors ?? {}).sort()).toEqual(['limit', 'sort']);
  });
});

describe('designs in the back office: retire and restore', () => {
  let buyer: TestBuyer;

  beforeAll(async () => {
    buyer = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.goldsmiths);
    orderUsers.push(buyer.userId);
  });

  it('takes a retired design out of search, says so on its page and in the cart, and restores it', async () => {
    const made = await create(`${PREFIX}-R1`);
    await untilSuggested(buyer.api, `${PREFIX}-R1`, `${PREFIX}-R1`);
    const added = await addToCart(buyer, { variantId: made.variants[0].id, quantity: 1 });
    expect(added.status).toBe(200);

    const retired = await admin.post<{ data: AdminDesign }>(`/api/admin/designs/${made.id}/retire`, {
      version: made.version,
    });
    expect(retired.status).toBe(200);
    expect(retired.body.data.retired).toBe(true);
    await untilSuggested(buyer.api, `${PREFIX}-R1`, `${PREFIX}-R1`, false);
    const page = await buyer.api.get<ErrorBody>(`/api/designs/${made.id}`);
    expect(page.status).toBe(410);
    expect(page.body.code).toBe('CATALOGUE_DESIGN_UNAVAILABLE');
    expect(page.body.message).toBe('This design is no longer available.');
    const cart = await cartOf(buyer);
    const line = cart.order_detail.find((l) => l.variant_id === made.variants[0].id);
    expect(line?.messages.map((m) => m.code)).toContain('DESIGN_UNAVAILABLE');
    expect(line?.messages.find((m) => m.code === 'DESIGN_UNAVAILABLE')?.message).toMatch(
      /please remove this item from Cart$/,
    );
    const listed = await admin.get<{ data: { rows: Array<{ designNumber: string }> } }>(
      `/api/admin/designs?search=${PREFIX}-R1&status=retired`,
    );
    expect(listed.body.data.rows.map((row) => row.designNumber)).toEqual([`${PREFIX}-R1`]);

    const restored = await admin.post<{ data: AdminDesign }>(`/api/admin/designs/${made.id}/restore`, {});
    expect(restored.body.data.retired).toBe(false);
    await untilSuggested(buyer.api, `${PREFIX}-R1`, `${PREFIX}-R1`);
    expect((await buyer.api.get(`/api/designs/${made.id}`)).status).toBe(200);
  });
});

describe('designs in the back office: bulk price change', () => {
  it('reprices every variant of the chosen designs by a percentage, audited, or nothing at all', async () => {
    const a = await create(`${PREFIX}-P1`);
    const b = await create(`${PREFIX}-P2`);
    const changed = await admin.post<{ data: { designs: number; variants: number } }>(
      '/api/admin/designs/bulk-price',
      { designIds: [a.id, b.id], percent: 10 },
    );
    expect(changed.body.data).toEqual({ designs: 2, variants: 4 });
    const prices = await sql<{ sku: string; trade_price: string }>(
      database,
      'select sku, trade_price from catalogue.variants where design_id = any($1::uuid[]) order by sku',
      [[a.id, b.id]],
    );
    expect(prices.map((row) => row.trade_price)).toEqual(['550.00', '572.00', '550.00', '572.00']);
    const audit = await admin.get<{
      data: Array<{ action: string; changes: Array<{ field: string; before: number; after: number }> }>;
    }>(`/api/admin/designs/${a.id}/audit`);
    expect(audit.body.data[0]?.action).toBe('repriced');
    expect(audit.body.data[0]?.changes).toContainEqual({
      field: `variants[${PREFIX}-P1-A].tradePrice`,
      before: 500,
      after: 550,
    });

    const unknown = await admin.post<ErrorBody>('/api/admin/designs/bulk-price', {
      designIds: [a.id, '00000000-0000-4000-8000-000000000000'],
      percent: 10,
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(['designIds']);
    const tooLow = await admin.post<ErrorBody>('/api/admin/designs/bulk-price', {
      designIds: [a.id],
      percent: -95,
    });
    expect(Object.keys(tooLow.body.errors ?? {})).toEqual(['percent']);
    const after = await sql<{ trade_price: string }>(
      database,
      'select trade_price from catalogue.variants where design_id = $1 order by sku',
      [a.id],
    );
    expect(after.map((row) => row.trade_price)).toEqual(['550.00', '572.00']);
  });
});

describe('designs in the back office: import and export', () => {
  it('round-trips a CSV export, reports every bad row of a dry run, and applies a good file', async () => {
    await create(`${PREFIX}-E1`);
    await create(`${PREFIX}-E2`);
    const csv = await exported('format=csv&status=all');
    expect(csv.status).toBe(200);
    expect(csv.type).toContain('text/csv');
    const lines = csv.bytes.toString('utf8').trim().split(/\r?\n/);
    const header = lines[0];
    const mine = lines.filter((line) => line.startsWith(`${PREFIX}-E`));
    expect(mine).toHaveLength(4);
    const file = Buffer.from([header, ...mine].join('\n'));

    const dry = await upload('/api/admin/designs/import?dryRun=true', file, 'designs.csv');
    expect(dry.status).toBe(202);
    const checked = await finished(dry.body.data.id);
    expect(checked.report).toMatchObject({ errors: [], created: 0, updated: 0, unchanged: 2, variants: 4 });
    const applied = await finished(
      (await upload('/api/admin/designs/import?dryRun=false', file, 'designs.csv')).body.data.id,
    );
    expect(applied.report).toMatchObject({ errors: [], created: 0, updated: 0, unchanged: 2 });

    // A file of 1,000 variant rows (250 renamed copies of the two exported designs) with three bad rows:
    // a dry run and an apply both list exactly those three, and nothing is written.
    const fresh = Array.from({ length: 250 }, (_, copy) =>
      mine.map((line) => line.replaceAll(`${PREFIX}-E`, `${PREFIX}-N${String(copy).padStart(3, '0')}-`)),
    ).flat();
    expect(fresh).toHaveLength(1000);
    const columns = header.split(',');
    const spoil = (index: number, column: string, value: string) => {
      const cells = (fresh[index] ?? '').split(',');
      cells[columns.indexOf(column)] = value;
      return cells.join(',');
    };
    // Row numbers count the header as row 1, as a spreadsheet does.
    const spoilt = new Map([
      [0, spoil(0, 'karat', 'no-such-karat')],
      [501, spoil(501, 'trade_price', 'cheap')],
      [999, spoil(999, 'stock', '-1')],
    ]);
    const bad = Buffer.from([header, ...fresh.map((line, i) => spoilt.get(i) ?? line)].join('\n'));
    const report = await finished(
      (await upload('/api/admin/designs/import?dryRun=true', bad, 'bad.csv')).body.data.id,
      LARGE_IMPORT_MS,
    );
    expect(report.report?.errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'karat'],
      [503, 'trade_price'],
      [1001, 'stock'],
    ]);
    expect(report.report?.errors[0]?.message).toContain('no-such-karat');
    const refused = await finished(
      (await upload('/api/admin/designs/import?dryRun=false', bad, 'bad.csv')).body.data.id,
      LARGE_IMPORT_MS,
    );
    expect(refused.report?.errors.map((e) => e.row)).toEqual([2, 503, 1001]);
    expect(await designsLike(`${PREFIX}-N%`)).toBe(0);

    const good = await finished(
      (
        await upload(
          '/api/admin/designs/import?dryRun=false',
          Buffer.from([header, ...fresh].join('\n')),
          'good.csv',
        )
      ).body.data.id,
      LARGE_IMPORT_MS,
    );
    expect(good).toMatchObject({
      status: 'done',
      progress: 100,
      report: { errors: [], created: 500, variants: 1000 },
    });
    expect(await designsLike(`${PREFIX}-N%`)).toBe(500);
  });

  it('round-trips an XLSX export', async () => {
    await create(`${PREFIX}-X1`, { flags: { labGrown: true } });
    const xlsx = await exported('format=xlsx&labGrown=true');
    expect(xlsx.status).toBe(200);
    expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
    const job = await finished(
      (await upload('/api/admin/designs/import?dryRun=true', xlsx.bytes, 'designs.xlsx')).body.data.id,
    );
    expect(job.report?.errors).toEqual([]);
    expect(job.report?.created).toBe(0);
    expect(job.report?.updated).toBe(0);
  });

  it('refuses an upload that is not one csv or xlsx file, naming the field', async () => {
    const wrong = await upload('/api/admin/designs/import', Buffer.from('hello'), 'notes.txt');
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors ?? {})).toEqual(['file']);
    const header = await finished(
      (await upload('/api/admin/designs/import', Buffer.from('design_number,sku\nX,Y'), 'short.csv')).body
        .data.id,
    );
    expect(header.report?.errors.map((e) => [e.row, e.field])).toEqual(
      expect.arrayContaining([
        [1, 'name_en'],
        [1, 'trade_price'],
      ]),
    );
  });
});

describe('designs in the back office: permissions', () => {
  it('answers 403 to an admin without the designs permission and to a buyer', async () => {
    const email = `designs-${randomBytes(3).toString('hex')}@demo.test`;
    const made = await admin.post<{ data: { _id: string } }>('/api/admin-users', {
      firstName: 'Nora',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'admin',
      permissions: ['orders'],
    });
    expect(made.status).toBe(200);
    createdUsers.push(made.body.data._id);
    const ordersOnly = (await api.login(email, PASSWORD)).api;
    const buyer = (await api.loginBuyer()).api;
    for (const client of [ordersOnly, buyer]) {
      expect((await client.get('/api/admin/designs')).status).toBe(403);
      expect((await client.post('/api/admin/designs', designBody(`${PREFIX}-FORBIDDEN`))).status).toBe(403);
      expect((await client.post('/api/admin/designs/bulk-price', { designIds: [], percent: 1 })).status).toBe(
        403,
      );
    }
    expect(await designsNamed(`${PREFIX}-FORBIDDEN`)).toBe(0);
  });

  it("limits a clerk's import uploads per hour, counted before the file is read", async () => {
    // A clerk of their own, so the allowance used up here is nobody else's.
    const email = `imports-${randomBytes(3).toString('hex')}@demo.test`;
    const made = await admin.post<{ data: { _id: string } }>('/api/admin-users', {
      firstName: 'Ines',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'admin',
      permissions: ['designs'],
    });
    expect(made.status).toBe(200);
    createdUsers.push(made.body.data._id);
    const { token } = await api.login(email, PASSWORD);
    const send = async () => {
      const form = new FormData();
      form.append('note', 'no file');
      const response = await fetch(`${api.baseUrl}/api/admin/designs/import?dryRun=true`, {
        method: 'POST',
        headers: { 'x-tenant': 'demo', 'x-access-token': token },
        body: form,
      });
      await response.arrayBuffer();
      return response.status;
    };
    const within: number[] = [];
    for (let i = 0; i < 120; i += 1) within.push(await send());
    // Each of the hour's uploads is answered on its merits (here: no file, named as the field's error).
    expect(new Set(within)).toEqual(new Set([400]));
    expect(await send()).toBe(429);
  });
});
