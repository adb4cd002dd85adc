import { DEMO_TENANT } from '@atelier/contracts/common';
import type { Api } from '../support/api';
import { withPostgres } from '../support/system';
import { system } from './state';

const { api, database } = system();
const TENANT = DEMO_TENANT.id;

interface Variant {
  _id: string;
  sku: string;
  karate_id: number;
  shade_id: number;
  quality_id: number;
  totalCarate: number;
  stock_quantity: number;
  in_stock: boolean;
  certificate_number: string | null;
  price?: number;
}

interface Detail {
  design_id: string;
  design: string;
  name: string;
  item: { url_path: string };
  category: { _id: number };
  main_group_id: number;
  is_fixed_design: boolean;
  images: Array<{ key: string; url: string; srcset: string }>;
  stones: Array<{ stone: string; role: string }>;
  variants: Variant[];
  selected_variant_id: string;
  stock: { status: string; label: string; delivery: string; returnable: boolean };
  flags: Record<string, boolean>;
  bracelet_length?: number;
  bangle_diameter?: string;
  similar: Array<{ design_id: string; price?: number }>;
}

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return withPostgres(async (client) => (await client.query(sql, params)).rows as T[], database);
}

async function designOf(item: string, extra = ''): Promise<string> {
  const [row] = await rows<{ id: string }>(
    `select d.id from catalogue.designs d join catalogue.items i on i.id = d.item_id
      where d.tenant_id = $1 and i.url_path = $2 ${extra} order by d.design_number limit 1`,
    [TENANT, item],
  );
  if (!row) throw new Error(`no ${item} design`);
  return row.id;
}

let buyer: Api;

beforeAll(async () => {
  buyer = (await api.loginBuyer()).api.with({ 'x-price-status': '2' });
});

const detail = (path: string, client: Api = buyer) => client.get<{ status: boolean; data: Detail }>(path);

describe('GET /api/designs/{designId} (the design page)', () => {
  it('answers every variant with karat, shade, total carat, quality, stock and trade price', async () => {
    const id = await designOf('rings');
    const { status, body } = await detail(`/api/designs/${id}`);
    expect(status).toBe(200);
    const design = body.data;
    const variants = await rows<{ id: string; sku: string; trade_price: string; stock_quantity: number }>(
      'select id, sku, trade_price, stock_quantity from catalogue.variants where design_id = $1',
      [id],
    );
    expect(design.variants.map((v) => v._id).sort()).toEqual(variants.map((v) => v.id).sort());
    for (const variant of design.variants) {
      const row = variants.find((v) => v.id === variant._id);
      expect(variant.sku).toBe(row?.sku);
      expect(variant.price).toBe(Number(row?.trade_price));
      expect(variant.stock_quantity).toBe(row?.stock_quantity);
      expect(variant.in_stock).toBe((row?.stock_quantity ?? 0) > 0);
      expect(variant).toEqual(
        expect.objectContaining({
          karate_id: expect.any(Number),
          shade_id: expect.any(Number),
          quality_id: expect.any(Number),
          totalCarate: expect.any(Number),
        }),
      );
    }
    expect(design.images.length).toBeGreaterThan(0);
    expect(design.images[0]?.srcset).toContain('800w');
    expect(design.similar.length).toBeGreaterThan(0);
    expect(design.similar.every((card) => typeof card.price === 'number')).toBe(true);
  });

  it('opens on the variant the /page3 query names, else the closest', async () => {
    const [pick] = await rows<{
      design_id: string;
      id: string;
      karat_id: number;
      shade_id: number;
      quality_id: number;
      total_carat: string;
    }>(
      `select v.design_id, v.id, v.karat_id, v.shade_id, v.quality_id, v.total_carat from catalogue.variants v
        where v.tenant_id = $1 and not v.is_default order by v.sku limit 1`,
      [TENANT],
    );
    if (!pick) throw new Error('no variant');
    const query = `karate=${pick.karat_id}&shade=${pick.shade_id}&totalCarate=${Number(pick.total_carat)}&quality=${pick.quality_id}`;
    const exact = await detail(
      `/api/designs/${pick.design_id}?${query}&designId=${pick.design_id}&mainGroupId=1&isFixedDesign=true`,
    );
    expect(exact.status).toBe(200);
    expect(exact.body.data.selected_variant_id).toBe(pick.id);
    expect(exact.body.data.is_fixed_design).toBe(true);
    expect(exact.body.data.main_group_id).toBe(1);
    const plain = await detail(`/api/designs/${pick.design_id}`);
    const [defaultVariant] = await rows<{ id: string }>(
      'select id from catalogue.variants where design_id = $1 and is_default',
      [pick.design_id],
    );
    expect(plain.body.data.selected_variant_id).toBe(defaultVariant?.id);
    expect(plain.body.data.is_fixed_design).toBe(false);
  });

  it('says in stock (24-72 hours) or available on special order (4-5 weeks, non-returnable)', async () => {
    const [inStock] = await rows<{ design_id: string; id: string }>(
      `select design_id, id from catalogue.variants where tenant_id = $1 and stock_quantity > 0 order by sku limit 1`,
      [TENANT],
    );
    const [special] = await rows<{
      design_id: string;
      id: string;
      karat_id: number;
      shade_id: number;
      quality_id: number;
      total_carat: string;
    }>(
      `select design_id, id, karat_id, shade_id, quality_id, total_carat from catalogue.variants
        where tenant_id = $1 and stock_quantity = 0 order by sku limit 1`,
      [TENANT],
    );
    if (!inStock || !special) throw new Error('no variants');
    const choose = (v: typeof special) =>
      `karate=${v.karat_id}&shade=${v.shade_id}&quality=${v.quality_id}&totalCarate=${Number(v.total_carat)}`;
    const stocked = await rows<typeof special>(
      'select design_id, id, karat_id, shade_id, quality_id, total_carat from catalogue.variants where id = $1',
      [inStock.id],
    );
    const a = await detail(`/api/designs/${inStock.design_id}?${choose(stocked[0] ?? special)}`);
    expect(a.body.data.stock).toEqual({
      status: 'in_stock',
      label: 'In stock',
      delivery: '24-72 hours',
      returnable: true,
    });
    const b = await detail(`/api/designs/${special.design_id}?${choose(special)}`);
    expect(b.body.data.selected_variant_id).toBe(special.id);
    expect(b.body.data.stock).toEqual({
      status: 'special_order',
      label: 'Available on special order',
      delivery: '4-5 weeks',
      returnable: false,
    });
    const swedish = await detail(
      `/api/designs/${special.design_id}?${choose(special)}`,
      buyer.with({ 'x-language-code': 'sv' }),
    );
    expect(swedish.body.data.stock.label).toBe('Finns att beställa som specialorder');
  });

  it('gives bracelets their length and bangles their inside diameter, and nothing else either', async () => {
    const bracelet = await detail(`/api/designs/${await designOf('bracelets')}`);
    expect(bracelet.body.data.bracelet_length).toBe(7.1);
    expect(bracelet.body.data).not.toHaveProperty('bangle_diameter');
    const bangle = await detail(`/api/designs/${await designOf('bangles')}`);
    expect(bangle.body.data.bangle_diameter).toBe('52x60');
    expect(bangle.body.data).not.toHaveProperty('bracelet_length');
    const ring = await detail(`/api/designs/${await designOf('rings')}`);
    expect(ring.body.data).not.toHaveProperty('bracelet_length');
    expect(ring.body.data).not.toHaveProperty('bangle_diameter');
  });

  it('shows certificate numbers on certified designs', async () => {
    const id = await designOf('rings', 'and d.is_certified');
    const { body } = await detail(`/api/designs/${id}`);
    expect(body.data.flags['certified']).toBe(true);
    expect(body.data.variants.every((v) => /^(GIA|IGI LG) ?\d{9}$/.test(v.certificate_number ?? ''))).toBe(
      true,
    );
  });

  it('answers an unknown design with 404, a malformed id or bad query with 400, an anonymous caller with 401', async () => {
    const unknown = await detail('/api/designs/00000000-0000-4000-8000-00000000dead');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'CATALOGUE_DESIGN_NOT_FOUND',
      message: 'This design could not be found.',
    });
    const malformed = await buyer.get<{ errors: Record<string, string[]> }>('/api/designs/R1001');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors['designId']).toEqual(['The design field must be a valid identifier.']);
    const id = await designOf('rings');
    const badQuery = await buyer.get<{ errors: Record<string, string[]> }>(
      `/api/designs/${id}?karate=gold&size=9`,
    );
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.errors).toEqual({
      karate: ['The karate field must be a whole number.'],
      size: ['The size field is not allowed.'],
    });
    const badGroup = await buyer.get<{ errors: Record<string, string[]> }>(
      `/api/designs/${id}?mainGroupId=99999`,
    );
    expect(badGroup.status).toBe(400);
    expect(badGroup.body.errors).toHaveProperty('mainGroupId');
    expect((await api.get(`/api/designs/${id}`)).status).toBe(401);
  });
});

describe('GET /api/images/{key} (public, responsive, immutable)', () => {
  let key: string;

  beforeAll(async () => {
    const [row] = await rows<{ key: string }>(
      'select image_keys[1] as key from catalogue.designs where tenant_id = $1 limit 1',
      [TENANT],
    );
    key = row?.key ?? '';
  });

  it('serves WebP renditions at 200, 400 and 800 px with long-lived cache headers and an ETag', async () => {
    for (const [asked, served] of [
      ['200', 200],
      ['', 400],
      ['300', 400],
      ['800', 800],
      ['5000', 800],
    ] as const) {
      const response = await fetch(`${api.baseUrl}/api/images/${key}${asked ? `?w=${asked}` : ''}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('etag')).toBe(`"${key}.w${served}"`);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
      // VP8 frame width (lossy WebP): bytes 26-27, 14 bits.
      expect(bytes.readUInt16LE(26) & 0x3fff).toBe(served);
    }
  });

  it('answers 304 to a matching If-None-Match, without a tenant header', async () => {
    const response = await fetch(`${api.baseUrl}/api/images/${key}?w=200`, {
      headers: { 'if-none-match': `"${key}.w200"` },
    });
    expect(response.status).toBe(304);
  });

  it('answers 404 for an unknown key and 400 for a bad width or key', async () => {
    expect((await fetch(`${api.baseUrl}/api/images/d-00000000000000000000000000000000`)).status).toBe(404);
    const badWidth = await fetch(`${api.baseUrl}/api/images/${key}?w=wide`);
    expect(badWidth.status).toBe(400);
    expect(await badWidth.json()).toMatchObject({ errors: { w: ['The w field must be a whole number.'] } });
    expect((await fetch(`${api.baseUrl}/api/images/..%2F..%2Fetc`)).status).toBe(400);
  });
});
