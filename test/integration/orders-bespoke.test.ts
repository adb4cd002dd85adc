import { DEMO_CUSTOMER_IDS } from '@atelier/contracts/common';
import sharp from 'sharp';
import { sql } from '../support/accounts';
import type { Api } from '../support/api';
import { newBuyer, pickVariants, removeOrderData, type TestBuyer } from './orders-support';
import { system } from './state';

jest.setTimeout(120_000);

const { api, database } = system();
const users: string[] = [];
const appros: string[] = [];
let admin: Api;
let buyer: TestBuyer;

beforeAll(async () => {
  admin = (await api.loginAdmin()).api;
  buyer = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.goldsmiths);
  users.push(buyer.userId);
});

afterAll(async () => {
  await sql(database, 'delete from orders.invoices where appro_id = any($1::uuid[])', [appros]);
  await sql(database, 'delete from orders.appros where id = any($1::uuid[])', [appros]);
  await removeOrderData(database, users);
});

/** Posts the bespoke form as multipart/form-data, as the browser does. */
async function upload(
  file: { bytes: Buffer | Uint8Array; name: string; type: string } | null,
  fields: Record<string, string> = { description: 'A pavé halo ring like the picture', quantity: '1' },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('image', new Blob([file.bytes], { type: file.type }), file.name);
  const response = await fetch(`${api.baseUrl}/api/bespoke-orders`, {
    method: 'POST',
    headers: {
      'x-tenant': 'demo',
      'x-access-token': buyer.token,
      'x-customer-id': buyer.customerId,
      'x-price-status': '2',
    },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
}

describe('bespoke orders: the image upload (issue 5, part 6)', () => {
  it('takes a PNG, re-encodes it without metadata and stores it', async () => {
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#b08d57' } })
      .png()
      .withMetadata({ exif: { IFD0: { Artist: 'someone', Copyright: 'secret' } } })
      .toBuffer();
    const { status, body } = await upload(
      { bytes: png, name: 'sketch.png', type: 'image/png' },
      { description: 'Halo ring like the sketch', quantity: '2', budget: '1500.50', metal: 'Platinum' },
    );
    expect([status, body['message']]).toEqual([200, 'Your bespoke order request has been sent.']);
    const data = body['data'] as {
      _id: string;
      image_url: string;
      quantity: number;
      budget: number;
      reference_number: string;
    };
    expect(data).toMatchObject({ quantity: 2, budget: 1500.5, image_width: 120, image_height: 80 });
    expect(data.reference_number).toMatch(/^BS\d{5,}$/);
    const image = await fetch(`${api.baseUrl}${data.image_url}`, {
      headers: { 'x-tenant': 'demo', 'x-access-token': buyer.token, 'x-customer-id': buyer.customerId },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const stored = Buffer.from(await image.arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    const list = await admin.get<{ data: { rows: Array<{ _id: string }> } }>(
      `/api/admin/bespoke-orders?customerId=${DEMO_CUSTOMER_IDS.goldsmiths}`,
    );
    expect(list.body.data.rows.map((r) => r._id)).toContain(data._id);
    const quoted = await admin.request('PUT', `/api/admin/bespoke-orders/${data._id}/status`, {
      json: { status: 'quoted', note: 'Quote sent' },
    });
    expect(quoted.body).toMatchObject({
      data: { status: 'quoted', status_label: 'Quoted', admin_note: 'Quote sent' },
    });
  });

  it('refuses a renamed .exe by its content, with a clear message naming the field', async () => {
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'),
      Buffer.alloc(2048, 0x41),
    ]);
    const { status, body } = await upload({ bytes: exe, name: 'holiday.jpg', type: 'image/jpeg' });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'ORDERS_INVALID_IMAGE',
      // The top-level message names the field too (it printed a literal "{field}").
      message: 'The image field must be a PNG or JPEG image (png, jpg, jpeg or jfif).',
      errors: { image: ['The image field must be a PNG or JPEG image (png, jpg, jpeg or jfif).'] },
    });
  });

  it('refuses an image of more than 25 megapixels before decoding it, naming the field', async () => {
    // A plain 30-megapixel PNG compresses to a small file: its size alone would let it through.
    const huge = await sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const { status, body } = await upload({ bytes: huge, name: 'poster.png', type: 'image/png' });
    expect(status).toBe(413);
    expect(body).toMatchObject({
      code: 'ORDERS_IMAGE_TOO_LARGE',
      errors: { image: ['The image field may have at most 25 megapixels.'] },
    });
  });

  it('refuses a 50 MB upload with 413 without taking it in', async () => {
    const big = new Uint8Array(50 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const { status, body } = await upload({ bytes: big, name: 'huge.jpg', type: 'image/jpeg' });
    expect(status).toBe(413);
    expect(body).toMatchObject({
      code: 'ORDERS_IMAGE_TOO_LARGE',
      errors: { image: ['The image field may not be larger than 10 MB.'] },
    });
  });

  it('asks for the image when there is none, and checks the other fields', async () => {
    const missing = await upload(null);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      errors: { image: ['Please choose an image for the image field.'] },
    });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const bad = await upload(
      { bytes: png, name: 'a.png', type: 'image/png' },
      { quantity: '0', budget: '1.234' },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body['errors'] as object).sort()).toEqual(['budget', 'description', 'quantity']);
  });
});

describe('appros (goods out on approval) and their invoices (issue 5, part 7)', () => {
  it('sends goods out on approval, records returns and invoices what the customer keeps', async () => {
    const [a, b] = await pickVariants(database, 2, { offset: 90 });
    // Goods on approval come out of stock: give both variants pieces to lend.
    for (const variant of [a, b])
      expect((await admin.put(`/api/admin/inventory/${variant.id}`, { onHand: 5 })).status).toBe(200);
    const created = await admin.post<{
      data: { _id: string; appro_number: string; status: string; lines: Array<{ _id: string }> };
    }>('/api/admin/appros', {
      customerId: DEMO_CUSTOMER_IDS.goldsmiths,
      lines: [
        { variantId: a.id, quantity: 2 },
        { variantId: b.id, quantity: 1 },
      ],
    });
    expect(created.status).toBe(200);
    appros.push(created.body.data._id);
    expect(created.body.data).toMatchObject({
      status: 'open',
      appro_number: expect.stringMatching(/^APP\d{5,}$/),
    });
    const [first, second] = created.body.data.lines;
    const over = await admin.post(`/api/admin/appros/${created.body.data._id}/returns`, {
      lines: [{ lineId: first._id, returned: 3 }],
    });
    expect(over.status).toBe(400);
    // The same line twice is summed: two pieces out cannot come back as two plus two kept.
    const twice = await admin.post(`/api/admin/appros/${created.body.data._id}/returns`, {
      lines: [
        { lineId: first._id, returned: 2 },
        { lineId: first._id, invoiced: 2 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ errors: { 'lines.1.returned': [expect.any(String)] } });
    const returned = await admin.post<{ data: { status: string; total_outstanding: number } }>(
      `/api/admin/appros/${created.body.data._id}/returns`,
      {
        lines: [
          { lineId: first._id, returned: 1, invoiced: 1 },
          { lineId: second._id, returned: 1 },
        ],
      },
    );
    expect(returned.body.data).toMatchObject({ status: 'closed', total_outstanding: 0 });

    const mine = await buyer.api.get<{
      data: { lines: Array<{ quantity_invoiced: number; price: number }> };
    }>(`/api/appros/${created.body.data._id}`);
    expect(mine.body.data.lines[0]).toMatchObject({ quantity_invoiced: 1, price: Number(a.trade) });
    const hidden = await buyer.api
      .with({ 'x-price-status': '0' })
      .get(`/api/appros/${created.body.data._id}`);
    expect(JSON.stringify(hidden.body)).not.toMatch(/price/);
    const invoices = await buyer.api.get<{
      data: { rows: Array<{ appro_id: string | null; net_total: number }> };
    }>('/api/invoices?limit=100');
    expect(invoices.body.data.rows.find((i) => i.appro_id === created.body.data._id)?.net_total).toBe(
      Number(a.trade),
    );
    const stranger = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.northernLights);
    users.push(stranger.userId);
    expect((await stranger.api.get(`/api/appros/${created.body.data._id}`)).status).toBe(404);
  });
});
