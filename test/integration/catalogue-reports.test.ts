import { DEMO_TENANT } from '@atelier/contracts/common';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { PASSWORD, removeUsers, sql } from '../support/accounts';
import type { Api } from '../support/api';
import { removeDesignsLike } from '../support/catalogue-admin';
import { system } from './state';

jest.setTimeout(180_000);

const { api, database, databaseUrl } = system();
const TENANT = DEMO_TENANT.id;
const PREFIX = `IT13-${randomBytes(3).toString('hex').toUpperCase()}`;
const createdUsers: string[] = [];

let admin: Api;
let adminToken: string;

interface Names {
  item: string;
  mainGroup: string;
  subGroup: string;
  metal: string;
  karat: string;
  shades: [string, string];
  quality: string;
}

interface Lookups {
  itemId: number;
  mainGroupId: number;
  subGroupId: number;
  karatId: number;
  shadeIds: [number, number];
  qualityId: number;
  stoneId: number;
  shapeId: number;
  names: Names;
}

let lookups: Lookups;
/** In no sub group and a new arrival: listed by "New Lines" and among the designs in no group. */
let loose: string;
/** In a sub group: never among the designs in no group. */
let grouped: string;

async function one<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await sql<T>(database, text, params);
  if (!row) throw new Error(`nothing for ${text}`);
  return row;
}

function designBody(number: string, subGroupIds: number[], newArrival: boolean) {
  return {
    designNumber: number,
    texts: { en: { name: `Report ring ${number}`, description: 'Made by the reports test' } },
    itemId: lookups.itemId,
    mainGroupId: lookups.mainGroupId,
    subGroupIds,
    stones: [{ stoneId: lookups.stoneId, shapeId: lookups.shapeId, role: 'main', count: 1, carat: 0.5 }],
    metalWeight: 3.2,
    flags: { newArrival, labGrown: false },
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
        totalCarat: 0.75,
        tradePrice: 520.5,
        weight: 3.2,
        stock: 2,
      },
    ],
  };
}

async function create(number: string, subGroupIds: number[], newArrival: boolean): Promise<void> {
  const made = await admin.post('/api/admin/designs', designBody(number, subGroupIds, newArrival));
  if (made.status !== 200) throw new Error(`design not made: ${made.status} ${JSON.stringify(made.body)}`);
}

async function download(path: string, token = adminToken) {
  // Parsing a large file blocks this process's timers, so a kept-alive socket could be reused after
  // the server closed it; each download gets a connection of its own.
  const response = await fetch(`${api.baseUrl}${path}`, {
    headers: { 'x-tenant': 'demo', 'x-access-token': token, connection: 'close' },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** Every row of the first sheet, cells as exceljs reads them (numbers stay numbers). */
async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  const width = sheet.getRow(1).cellCount;
  // An empty text cell reads back as no value: both are '' here, as in the CSV.
  sheet.eachRow((row) => {
    rows.push(Array.from({ length: width }, (_, index) => row.getCell(index + 1).value ?? ''));
  });
  return rows;
}

/** The expected design report rows of a design made by designBody, default variant first. */
function designRows(number: string, subGroup: string, newArrival: boolean): Array<Array<string | number>> {
  const { names } = lookups;
  const design = [
    number,
    `Report ring ${number}`,
    'active',
    names.item,
    names.mainGroup,
    subGroup,
    newArrival ? 'yes' : 'no',
    'no',
    'no',
    'no',
    'no',
    'no',
    'no',
  ];
  return [
    [...design, `${number}-A`, names.metal, names.karat, names.shades[0], names.quality, 0.5, 500, 4, 'yes'],
    [
      ...design,
      `${number}-B`,
      names.metal,
      names.karat,
      names.shades[1],
      names.quality,
      0.75,
      520.5,
      2,
      'no',
    ],
  ];
}

const asText = (rows: Array<Array<string | number>>) => rows.map((row) => row.map(String));

beforeAll(async () => {
  const login = await api.loginAdmin();
  admin = login.api;
  adminToken = login.token;
  const group = await one<{ id: number; main_group_id: number; name: string; main_name: string }>(
    `select s.id, s.main_group_id, s.name, g.name as main_name from catalogue.sub_groups s
       join catalogue.main_groups g on g.id = s.main_group_id
      where s.tenant_id = $1 and g.url_path = 'rings' order by s.id limit 1`,
    [TENANT],
  );
  const karat = await one<{ id: number; metal_id: number; name: string; metal: string }>(
    `select k.id, k.metal_id, k.name, m.name as metal from catalogue.karates k join catalogue.metals m on m.id = k.metal_id
      where k.tenant_id = $1 and (select count(*) from catalogue.shades s where s.metal_id = k.metal_id) >= 2
      order by k.id limit 1`,
    [TENANT],
  );
  const shades = await sql<{ id: number; name: string }>(
    database,
    'select id, name from catalogue.shades where tenant_id = $1 and metal_id = $2 order by id limit 2',
    [TENANT, karat.metal_id],
  );
  const item = await one<{ id: number; name: string }>(
    `select id, name from catalogue.items where tenant_id = $1 and url_path = 'rings'`,
    [TENANT],
  );
  const quality = await one<{ id: number; name: string }>(
    'select id, name from catalogue.qualities where tenant_id = $1 and not lab_grown order by id limit 1',
    [TENANT],
  );
  const [first, second] = shades;
  if (!first || !second) throw new Error('two shades expected');
  lookups = {
    itemId: item.id,
    mainGroupId: group.main_group_id,
    subGroupId: group.id,
    karatId: karat.id,
    shadeIds: [first.id, second.id],
    qualityId: quality.id,
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
    names: {
      item: item.name,
      mainGroup: group.main_name,
      subGroup: group.name,
      metal: karat.metal,
      karat: karat.name,
      shades: [first.name, second.name],
      quality: quality.name,
    },
  };
  loose = `${PREFIX}-LOOSE`;
  grouped = `${PREFIX}-GROUPED`;
  await create(loose, [], true);
  await create(grouped, [lookups.subGroupId], false);
});

afterAll(async () => {
  await removeUsers(database, createdUsers);
  await removeDesignsLike(database, databaseUrl, TENANT, PREFIX);
});

describe('design report', () => {
  it('streams every design with its variants as CSV, cell by cell for a design made here', async () => {
    const file = await download('/api/admin/reports/designs?format=csv');
    expect(file.status).toBe(200);
    expect(file.type).toContain('text/csv');
    expect(file.disposition).toMatch(/design-report-\d{4}-\d{2}-\d{2}\.csv/);
    const rows = parse(file.bytes);
    expect(rows[0]).toEqual([
      'Design number',
      'Name',
      'Status',
      'Item',
      'Main group',
      'Sub groups',
      'New arrival',
      'Best selling',
      'Special offer',
      'Lab grown',
      'Clearance',
      'Certified',
      'Unique piece',
      'SKU',
      'Metal',
      'Karat',
      'Shade',
      'Quality',
      'Total carat',
      'Trade price',
      'Stock',
      'Default variant',
    ]);
    expect(rows.filter((row) => row[0] === loose)).toEqual(asText(designRows(loose, '', true)));
    expect(rows.filter((row) => row[0] === grouped)).toEqual(
      asText(designRows(grouped, lookups.names.subGroup, false)),
    );
    // Every design of the tenant is there (one row per variant, at least one per design).
    const designs = await one<{ n: number }>(
      'select count(*)::int as n from catalogue.designs where tenant_id = $1',
      [TENANT],
    );
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(designs.n);
  });

  it('streams the same report as XLSX with numbers as numbers', async () => {
    const file = await download('/api/admin/reports/designs?format=xlsx');
    expect(file.status).toBe(200);
    expect(file.bytes.subarray(0, 2).toString()).toBe('PK');
    const rows = await sheetRows(file.bytes);
    expect(rows[0]?.[0]).toBe('Design number');
    expect(rows.filter((row) => row[0] === loose)).toEqual(designRows(loose, '', true));
  });

  it('refuses a format it does not know, naming the field', async () => {
    const answer = await admin.get<{ errors?: Record<string, string[]> }>(
      '/api/admin/reports/designs?format=pdf',
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {})).toContain('format');
  });
});

describe('menu and group mapping report', () => {
  it('lists the designs each menu entry shows, then the designs in no group (CSV and XLSX)', async () => {
    const csv = await download('/api/admin/reports/mapping?format=csv');
    expect(csv.status).toBe(200);
    const rows = parse(csv.bytes);
    expect(rows[0]).toEqual([
      'Section',
      'Menu path',
      'Menu URL',
      'Criteria',
      'Design number',
      'Design name',
      'Main group',
      'Sub groups',
    ]);
    const mine = rows.filter((row) => row[4] === loose || row[4] === grouped);
    // The new arrival in no group: under New Lines (flags=new_arrival) and in the no-group section.
    expect(mine).toContainEqual([
      'menu',
      'New Lines',
      'new-lines',
      'flags=new_arrival',
      loose,
      `Report ring ${loose}`,
      lookups.names.mainGroup,
      '',
    ]);
    expect(mine).toContainEqual([
      'no group',
      '',
      '',
      '',
      loose,
      `Report ring ${loose}`,
      lookups.names.mainGroup,
      '',
    ]);
    expect(mine.filter((row) => row[4] === grouped && row[0] === 'no group')).toEqual([]);
    expect(mine.filter((row) => row[4] === grouped && row[1] === 'New Lines')).toEqual([]);
    // The menu part comes first, in menu order, then the designs in no group.
    const firstLoose = rows.findIndex((row) => row[0] === 'no group');
    expect(rows.slice(firstLoose).every((row) => row[0] === 'no group')).toBe(true);
    // Every menu entry of the tenant has at least one row.
    const entries = await one<{ n: number }>(
      'select count(*)::int as n from catalogue.menu_items where tenant_id = $1',
      [TENANT],
    );
    expect(new Set(rows.filter((row) => row[0] === 'menu').map((row) => row[2])).size).toBeLessThanOrEqual(
      entries.n,
    );
    expect(rows.filter((row) => row[0] === 'menu').length).toBeGreaterThanOrEqual(entries.n);

    const xlsx = await download('/api/admin/reports/mapping?format=xlsx');
    expect(xlsx.status).toBe(200);
    const sheet = await sheetRows(xlsx.bytes);
    expect(sheet.length).toBe(rows.length);
    expect(sheet.filter((row) => row[4] === loose)).toEqual(rows.filter((row) => row[4] === loose));
  });
});

describe('reports: permissions', () => {
  it('answers 403 to an admin without the reports permission and to a buyer, and writes no file', async () => {
    const email = `reports-${randomBytes(3).toString('hex')}@demo.test`;
    const made = await admin.post<{ data: { _id: string } }>('/api/admin-users', {
      firstName: 'Rita',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'admin',
      permissions: ['designs', 'dashboard'],
    });
    expect(made.status).toBe(200);
    createdUsers.push(made.body.data._id);
    const designsOnly = await api.login(email, PASSWORD);
    const buyer = await api.loginBuyer();
    for (const token of [designsOnly.token, buyer.token]) {
      for (const path of [
        '/api/admin/reports/designs?format=csv',
        '/api/admin/reports/mapping?format=xlsx',
      ]) {
        const refused = await download(path, token);
        expect(refused.status).toBe(403);
        expect(refused.disposition).toBe('');
        expect(refused.type).toContain('application/json');
      }
    }
  });
});
