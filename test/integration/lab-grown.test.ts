import { DEMO_CUSTOMER_IDS, DEMO_TENANT } from '@atelier/contracts/common';
import { randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { sql } from '../support/accounts';
import type { Api } from '../support/api';
import { removeDesignsLike } from '../support/catalogue-admin';
import {
  addToCart,
  cartOf,
  newBuyer,
  placeOrder,
  removeOrderData,
  type TestBuyer,
  waitFor,
} from './orders-support';
import { buyerHeaders, postMultipart, requestBespoke } from './bespoke-support';
import { system } from './state';

jest.setTimeout(180_000);

/**
 * Natural and lab-grown disclosure, enforced by the server: a design with a lab-grown stone says so in
 * its name and flag on the design page, in listings, the cart, the placed order, the invoice and its
 * PDF, in the reader's language; a natural listing leaves it out unless the buyer asks for lab grown.
 */
const { api, database, databaseUrl } = system();
const TENANT = DEMO_TENANT.id;
const PREFIX = `IT15LG-${randomBytes(3).toString('hex').toUpperCase()}`;
const NUMBER = `${PREFIX}-1`;
/** A lab-grown and a natural design on the special offer, clearance, new arrival and best selling lists. */
const LISTED = `${PREFIX}-L`;
const LISTED_LAB = `${LISTED}1`;
const LISTED_NATURAL = `${LISTED}2`;

let admin: Api;
let adminToken: string;
let buyer: TestBuyer;
let designId: string;
let variantId: string;
const appros: string[] = [];
const lists: string[] = [];

interface Card {
  design: string;
  name: string;
  labGrown: boolean;
}

async function one<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await sql<T>(database, text, params);
  if (!row) throw new Error(`nothing for ${text}`);
  return row;
}

async function listing(
  filters: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<Card[]> {
  const found = await buyer.api.post<{ data: { rows: Card[] } }>('/api/products/search-designs', {
    q: NUMBER,
    filters,
    facets: false,
    ...extra,
  });
  if (found.status !== 200) throw new Error(`search answered ${found.status}: ${JSON.stringify(found.body)}`);
  return found.body.data.rows.filter((card) => card.design === NUMBER);
}

/** The test's list designs a listing (a list, a menu entry or a sort) shows, by design number. */
async function listed(listing: Record<string, unknown>, filters: Record<string, unknown>): Promise<string[]> {
  const found = await buyer.api.post<{ data: { rows: Card[] } }>('/api/products/search-designs', {
    q: LISTED,
    ...listing,
    filters,
    facets: true,
  });
  if (found.status !== 200) throw new Error(`search answered ${found.status}: ${JSON.stringify(found.body)}`);
  return found.body.data.rows
    .map((card) => card.design)
    .filter((design) => design.startsWith(LISTED))
    .sort();
}

function multipart(
  path: string,
  token: string,
  fields: Record<string, string>,
  image: Buffer | null,
  headers: Record<string, string> = {},
) {
  return postMultipart<Bespoke>(api, path, token, fields, image, headers);
}

interface Bespoke {
  _id: string;
  open_quote_id: string | null;
  line: { labGrown: boolean } | null;
  order: { _id: string } | null;
  thread: Array<{ kind: 'message' } | { kind: 'quote'; quote: { version: number; labGrown: boolean } }>;
}

interface NamedLine {
  design_name: string;
  labGrown: boolean;
}

/** The text a PDF shows: its content streams inflated, the strings of their text operators joined. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g)) {
      parts.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return parts.join('');
}

beforeAll(async () => {
  const login = await api.loginAdmin();
  admin = login.api;
  adminToken = login.token;
  buyer = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.goldsmiths);
  const karat = await one<{ id: number; metal_id: number }>(
    `select k.id, k.metal_id from catalogue.karates k where k.tenant_id = $1
       and exists (select 1 from catalogue.shades s where s.metal_id = k.metal_id) order by k.id limit 1`,
    [TENANT],
  );
  const shade = await one<{ id: number }>(
    'select id from catalogue.shades where tenant_id = $1 and metal_id = $2 order by id limit 1',
    [TENANT, karat.metal_id],
  );
  const item = await one<{ id: number }>(
    `select id from catalogue.items where tenant_id = $1 and url_path = 'rings'`,
    [TENANT],
  );
  const group = await one<{ id: number }>(
    `select id from catalogue.main_groups where tenant_id = $1 and url_path = 'rings'`,
    [TENANT],
  );
  const quality = await one<{ id: number }>(
    'select id from catalogue.qualities where tenant_id = $1 and lab_grown order by id limit 1',
    [TENANT],
  );
  const stone = await one<{ id: number }>(
    'select id from catalogue.stones where tenant_id = $1 order by id limit 1',
    [TENANT],
  );
  const shape = await one<{ id: number }>(
    'select id from catalogue.shapes where tenant_id = $1 order by id limit 1',
    [TENANT],
  );
  const natural = await one<{ id: number }>(
    'select id from catalogue.qualities where tenant_id = $1 and not lab_grown order by id limit 1',
    [TENANT],
  );
  const make = async (
    number: string,
    qualityId: number,
    flags: Record<string, boolean>,
  ): Promise<{ id: string; flags: { labGrown: boolean }; variants: Array<{ id: string }> }> => {
    const made = await admin.post<{
      data: { id: string; flags: { labGrown: boolean }; variants: Array<{ id: string }> };
    }>('/api/admin/designs', {
      designNumber: number,
      texts: {
        en: { name: `Test solitaire ${PREFIX}`, description: 'A solitaire made by a test' },
        sv: { name: `Testsolitär ${PREFIX}`, description: 'En ring' },
      },
      itemId: item.id,
      mainGroupId: group.id,
      stones: [{ stoneId: stone.id, shapeId: shape.id, role: 'main', count: 1, carat: 0.5 }],
      metalWeight: 3,
      flags,
      variants: [
        {
          sku: `${number}-A`,
          karatId: karat.id,
          shadeId: shade.id,
          qualityId,
          totalCarat: 0.5,
          tradePrice: 400,
          weight: 3,
          stock: 5,
          isDefault: true,
        },
      ],
    });
    if (made.status !== 200) throw new Error(`design not made: ${made.status} ${JSON.stringify(made.body)}`);
    return made.body.data;
  };
  // The editor leaves the flag off: a variant of a lab-grown quality sets it all the same.
  const made = { body: { data: await make(NUMBER, quality.id, { labGrown: false }) } };
  expect(made.body.data.flags.labGrown).toBe(true);
  // A lab-grown and a natural design on every offer and curated list.
  const onLists = { newArrival: true, bestSelling: true, specialOffer: true, clearance: true };
  await make(LISTED_LAB, quality.id, onLists);
  await make(LISTED_NATURAL, natural.id, onLists);
  designId = made.body.data.id;
  variantId = made.body.data.variants[0]?.id ?? '';
});

afterAll(async () => {
  await sql(database, 'delete from orders.invoices where appro_id = any($1::uuid[])', [appros]);
  await sql(database, 'delete from orders.appros where id = any($1::uuid[])', [appros]);
  await sql(database, 'delete from orders.order_lists where id = any($1::uuid[])', [lists]);
  if (buyer) await removeOrderData(database, [buyer.userId]);
  await sql(database, 'delete from orders.inventory where tenant_id = $1 and sku like $2', [
    TENANT,
    `${PREFIX}%`,
  ]);
  await removeDesignsLike(database, databaseUrl, TENANT, PREFIX);
});

describe('lab-grown disclosure', () => {
  it('names the design lab grown on its page, in English and Swedish', async () => {
    const en = await buyer.api.get<{ data: { name: string; labGrown: boolean } }>(`/api/designs/${designId}`);
    expect(en.body.data).toMatchObject({ name: `Test solitaire ${PREFIX} (Lab grown)`, labGrown: true });
    const sv = await buyer.api
      .with({ 'x-language-code': 'sv' })
      .get<{ data: { name: string } }>(`/api/designs/${designId}`);
    expect(sv.body.data.name).toBe(`Testsolitär ${PREFIX} (Labbodlad)`);
  });

  it('lists it only where lab grown is asked for, never in a natural listing', async () => {
    // The search follows the new design through its events.
    const [card] = await waitFor(async () => {
      const found = await listing({ origin: 'both' });
      return found.length > 0 ? found : null;
    });
    expect(card).toMatchObject({ name: `Test solitaire ${PREFIX} (Lab grown)`, labGrown: true });
    expect(await listing({})).toEqual([]);
    expect(await listing({ origin: 'natural' })).toEqual([]);
    expect(await listing({}, { list: 'special_offer' })).toEqual([]);
    expect(await listing({ origin: 'lab_grown' })).toHaveLength(1);
    expect(await listing({}, { list: 'lab_grown_products' })).toHaveLength(1);
    const quality = await one<{ quality_id: number }>(
      'select quality_id from catalogue.variants where id = $1',
      [variantId],
    );
    // A lab-grown quality asks for lab grown by itself.
    expect(await listing({ quality: [quality.quality_id] })).toHaveLength(1);
  });

  it('keeps the disclosure on the cart line, the placed order line, the invoice and its PDF', async () => {
    expect((await addToCart(buyer, { variantId, quantity: 1 })).status).toBe(200);
    const line = (await cartOf(buyer)).order_detail.find((row) => row.variant_id === variantId);
    expect(line).toMatchObject({ productName: `Test solitaire ${PREFIX} (Lab grown)`, labGrown: true });
    const svCart = await buyer.api
      .with({ 'x-language-code': 'sv' })
      .get<{ data: { data: Array<{ order_detail: Array<{ productName: string }> }> } }>(
        `/api/cartproducts/get-cart-list/${buyer.userId}`,
      );
    expect(svCart.body.data.data[0]?.order_detail.map((row) => row.productName)).toContain(
      `Test solitaire ${PREFIX} (Labbodlad)`,
    );

    const placed = await placeOrder(buyer);
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.order_id;
    const [stored] = await sql<{ is_lab_grown: boolean }>(
      database,
      'select is_lab_grown from orders.order_lines where order_id = $1',
      [orderId],
    );
    expect(stored?.is_lab_grown).toBe(true);
    const order = await buyer.api
      .with({ 'x-language-code': 'sv' })
      .get<{ data: { lines: Array<{ design_name: string; labGrown: boolean }> } }>(`/api/orders/${orderId}`);
    expect(order.body.data.lines).toEqual([
      expect.objectContaining({ design_name: `Test solitaire ${PREFIX} (Labbodlad)`, labGrown: true }),
    ]);

    const invoiced = await admin.request<{ data: { invoice: { _id: string } } }>(
      'PUT',
      `/api/admin/orders/${orderId}/status`,
      { json: { status: 2 } },
    );
    expect(invoiced.status).toBe(200);
    const invoiceId = invoiced.body.data.invoice._id;
    const invoice = await buyer.api.get<{
      data: { lines: Array<{ description: string; labGrown: boolean }> };
    }>(`/api/invoices/${invoiceId}`);
    expect(invoice.body.data.lines[0]).toMatchObject({ labGrown: true });
    expect(invoice.body.data.lines[0]?.description).toContain('(Lab grown)');
    const svInvoice = await buyer.api
      .with({ 'x-language-code': 'sv' })
      .get<{ data: { lines: Array<{ description: string }> } }>(`/api/invoices/${invoiceId}`);
    expect(svInvoice.body.data.lines[0]?.description).toContain('(Labbodlad)');

    const pdf = await fetch(`${api.baseUrl}/api/invoices/${invoiceId}/pdf`, {
      headers: {
        'x-tenant': 'demo',
        'x-access-token': buyer.token,
        'x-customer-id': DEMO_CUSTOMER_IDS.goldsmiths,
        'x-price-status': '2',
      },
    });
    expect(pdf.status).toBe(200);
    // A long line may wrap inside its cell: compare without spaces and line breaks.
    expect(pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/\s+/g, '')).toContain('(Labgrown)');
  });

  it('exports the disclosed name beside the design own name', async () => {
    const response = await fetch(`${api.baseUrl}/api/admin/designs/export?format=csv&labGrown=true`, {
      headers: { 'x-tenant': 'demo', 'x-access-token': adminToken },
    });
    expect(response.status).toBe(200);
    const [header = '', ...rows] = (await response.text()).trim().split(/\r?\n/);
    const columns = header.split(',');
    const row = rows.find((line) => line.startsWith(`${NUMBER},`))?.split(',') ?? [];
    expect(row[columns.indexOf('name_en')]).toBe(`Test solitaire ${PREFIX}`);
    expect(row[columns.indexOf('display_name')]).toBe(`Test solitaire ${PREFIX} (Lab grown)`);
  });

  it('keeps offers and curated lists natural unless the buyer asks for lab grown or both', async () => {
    await waitFor(async () =>
      (await listed({ list: 'special_offer' }, { origin: 'both' })).length === 2 ? true : null,
    );
    const listings: Array<Record<string, unknown>> = [
      { list: 'special_offer' },
      { list: 'clearance_sale' },
      { list: 'new_arrival' },
      // Best selling: the home page's section and the menu entry.
      { sort_by: 'best_selling' },
      { category: 'rings', subCategory: 'rings-best-sellers' },
    ];
    for (const listing of listings) {
      expect([listing, await listed(listing, {})]).toEqual([listing, [LISTED_NATURAL]]);
      expect([listing, await listed(listing, { origin: 'natural' })]).toEqual([listing, [LISTED_NATURAL]]);
      expect([listing, await listed(listing, { origin: 'lab_grown' })]).toEqual([listing, [LISTED_LAB]]);
      expect([listing, await listed(listing, { origin: 'both' })]).toEqual([
        listing,
        [LISTED_LAB, LISTED_NATURAL],
      ]);
    }
    // The lab-grown list stays lab grown whatever is asked.
    expect(await listed({ list: 'lab_grown_products' }, { origin: 'natural' })).toEqual([LISTED_LAB]);
  });

  it('discloses it in the quick order check, in the buyer language', async () => {
    const check = async (language: string) =>
      buyer.api
        .with({ 'x-language-code': language })
        .post<{ data: { rows: Array<{ ok: boolean; variant: NamedLine | null; options: NamedLine[] }> } }>(
          '/api/quick-order/check',
          { rows: [{ code: `${NUMBER}-A`, quantity: '1' }] },
        );
    const en = await check('en');
    expect(en.status).toBe(200);
    expect(en.body.data.rows[0]?.variant).toMatchObject({
      design_name: `Test solitaire ${PREFIX} (Lab grown)`,
      labGrown: true,
    });
    expect((await check('sv')).body.data.rows[0]?.variant?.design_name).toBe(
      `Test solitaire ${PREFIX} (Labbodlad)`,
    );
  });

  it('discloses it on an order list line and in the list CSV export', async () => {
    const created = await buyer.api.post<{ data: { id: string } }>('/api/order-lists', {
      name: `Lab ${PREFIX}`,
    });
    expect(created.status).toBe(201);
    const listId = created.body.data.id;
    lists.push(listId);
    const added = await buyer.api.post<{ data: { lines: NamedLine[] } }>(`/api/order-lists/${listId}/lines`, {
      items: [{ variantId, quantity: 2 }],
    });
    expect(added.body.data.lines).toEqual([
      expect.objectContaining({ design_name: `Test solitaire ${PREFIX} (Lab grown)`, labGrown: true }),
    ]);
    const [stored] = await sql<{ is_lab_grown: boolean }>(
      database,
      'select is_lab_grown from orders.order_list_lines where list_id = $1',
      [listId],
    );
    expect(stored?.is_lab_grown).toBe(true);
    const sv = await buyer.api
      .with({ 'x-language-code': 'sv' })
      .get<{ data: { lines: NamedLine[] } }>(`/api/order-lists/${listId}`);
    expect(sv.body.data.lines[0]?.design_name).toBe(`Test solitaire ${PREFIX} (Labbodlad)`);

    const exported = await buyer.api.request<string>('GET', `/api/order-lists/${listId}/export`);
    expect(exported.status).toBe(200);
    const [header = '', row = ''] = String(exported.body).trim().split(/\r?\n/);
    const columns = header.split(',');
    const cells = row.split(',');
    expect(cells[columns.indexOf('design_name')]).toBe(`Test solitaire ${PREFIX} (Lab grown)`);
    expect(cells[columns.indexOf('lab_grown')]).toBe('yes');
  });

  it('discloses it on appro lines, for the buyer and the back office, and on the kept piece invoice', async () => {
    const created = await admin.post<{ data: { _id: string; lines: Array<NamedLine & { _id: string }> } }>(
      '/api/admin/appros',
      { customerId: DEMO_CUSTOMER_IDS.goldsmiths, lines: [{ variantId, quantity: 1 }] },
    );
    expect(created.status).toBe(200);
    const approId = created.body.data._id;
    appros.push(approId);
    expect(created.body.data.lines).toEqual([
      expect.objectContaining({ design_name: `Test solitaire ${PREFIX} (Lab grown)`, labGrown: true }),
    ]);
    const mine = await buyer.api
      .with({ 'x-language-code': 'sv' })
      .get<{ data: { lines: NamedLine[] } }>(`/api/appros/${approId}`);
    expect(mine.body.data.lines).toEqual([
      expect.objectContaining({ design_name: `Test solitaire ${PREFIX} (Labbodlad)`, labGrown: true }),
    ]);
    const kept = await admin.post(`/api/admin/appros/${approId}/returns`, {
      lines: [{ lineId: created.body.data.lines[0]?._id, returned: 0, invoiced: 1 }],
    });
    expect(kept.status).toBe(200);
    const invoices = await buyer.api.get<{ data: { rows: Array<{ _id: string; appro_id: string | null }> } }>(
      '/api/invoices?limit=100',
    );
    const invoiceId = invoices.body.data.rows.find((row) => row.appro_id === approId)?._id;
    const invoice = await buyer.api.get<{
      data: { lines: Array<{ description: string; labGrown: boolean }> };
    }>(`/api/invoices/${invoiceId ?? 'none'}`);
    expect(invoice.body.data.lines[0]).toMatchObject({ labGrown: true });
    expect(invoice.body.data.lines[0]?.description).toContain('(Lab grown)');
  });

  it('discloses a bespoke quote for lab-grown stones and the special order line it becomes', async () => {
    const request = await requestBespoke<Bespoke>(api, buyer, {
      description: 'Lab-grown halo ring',
      quantity: '1',
    });
    expect(request.status).toBe(200);
    const id = request.body.data._id;
    const quote = (labGrown: string) =>
      multipart(
        `/api/admin/bespoke-orders/${id}/quotes`,
        adminToken,
        { price: '900', metal: '18K gold', deliveryDate: '2031-01-15', labGrown },
        null,
      );
    const wrong = await quote('perhaps');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: { labGrown: [expect.any(String)] } });
    expect((await quote('false')).status).toBe(200);
    const lab = await quote('true');
    expect(lab.status).toBe(200);
    const quotes = lab.body.data.thread.flatMap((entry) => (entry.kind === 'quote' ? [entry.quote] : []));
    expect(quotes.map((q) => [q.version, q.labGrown])).toEqual([
      [1, false],
      [2, true],
    ]);
    const accepted = await buyer.api.post<{ data: Bespoke }>(
      `/api/bespoke-orders/${id}/quotes/${lab.body.data.open_quote_id ?? ''}/accept`,
      {},
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.line).toMatchObject({ labGrown: true });
    // The special order it places discloses it too, in the buyer's order history.
    const order = await buyer.api
      .with(buyerHeaders(buyer))
      .get<{ data: { lines: Array<{ labGrown: boolean; design_name: string }> } }>(
        `/api/orders/${accepted.body.data.order?._id ?? ''}`,
      );
    expect(order.status).toBe(200);
    expect(order.body.data.lines).toEqual([expect.objectContaining({ labGrown: true })]);
    expect(order.body.data.lines[0]?.design_name).toContain('Lab grown');
  });
});
