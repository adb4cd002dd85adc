import type { Api } from '../support/api';
import { sql } from '../support/accounts';
import { DEMO_CUSTOMER_IDS } from '@atelier/contracts/common';
import {
  addToCart,
  newBuyer,
  pickVariants,
  placeOrder,
  removeOrderData,
  restoreVariants,
  setStock,
  snapshotVariants,
  type TestVariant,
} from './orders-support';
import { system } from './state';

jest.setTimeout(120_000);

const { api, database } = system();
const users: string[] = [];
let admin: Api;
let variants: TestVariant[];
let snapshot: Awaited<ReturnType<typeof snapshotVariants>>;

interface AdminLine {
  _id: string;
  invoice_qty: number;
  canceled_qty: number;
  pending_qty: number;
}

/** A stock order of `quantity` pieces of the variant, placed by a buyer of its own. */
async function stockOrder(
  variant: TestVariant,
  quantity: number,
): Promise<{ orderId: string; lineId: string }> {
  const buyer = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.goldsmiths);
  users.push(buyer.userId);
  expect((await addToCart(buyer, { variantId: variant.id, quantity })).status).toBe(200);
  const placed = await placeOrder(buyer);
  expect(placed.body.data.order_type).toBe('stock');
  const orderId = placed.body.data.order_id;
  const detail = await admin.get<{ data: { lines: AdminLine[] } }>(`/api/admin/orders/${orderId}`);
  return { orderId, lineId: detail.body.data.lines[0]._id };
}

async function lineOf(orderId: string): Promise<AdminLine> {
  return (await admin.get<{ data: { lines: AdminLine[] } }>(`/api/admin/orders/${orderId}`)).body.data
    .lines[0];
}

async function reserved(variantId: string): Promise<number> {
  const [row] = await sql<{ reserved: number }>(
    database,
    'select reserved from orders.inventory where variant_id = $1',
    [variantId],
  );
  return Number(row?.reserved);
}

async function invoiceCount(orderId: string): Promise<number> {
  const [row] = await sql<{ n: string }>(
    database,
    'select count(*) as n from orders.invoices where order_id = $1',
    [orderId],
  );
  return Number(row?.n);
}

beforeAll(async () => {
  admin = (await api.loginAdmin()).api;
  variants = await pickVariants(database, 2, { offset: 90 });
  snapshot = await snapshotVariants(
    database,
    variants.map((v) => v.id),
  );
});

afterAll(async () => {
  await removeOrderData(database, users);
  await restoreVariants(database, snapshot);
});

describe('a line named twice in one back-office request (issue 8, finding 4)', () => {
  it("is summed: an invoice never bills a piece twice, a cancel never releases another order's stock", async () => {
    const [variant] = variants;
    await setStock(admin, variant.id, 6);
    const { orderId, lineId } = await stockOrder(variant, 2);
    const other = await stockOrder(variant, 2);
    expect(await reserved(variant.id)).toBe(4);

    const doubleInvoice = await admin.post(`/api/admin/orders/${orderId}/invoice`, {
      lines: [
        { lineId, quantity: 2 },
        { lineId, quantity: 2 },
      ],
    });
    expect(doubleInvoice.status).toBe(400);
    expect(doubleInvoice.body).toMatchObject({
      errors: { 'lines.1.quantity': [expect.stringContaining('0')] },
    });
    expect(await invoiceCount(orderId)).toBe(0);

    const doubleCancel = await admin.post(`/api/admin/orders/${orderId}/cancel-lines`, {
      lines: [
        { lineId, quantity: 2 },
        { lineId, quantity: 1 },
      ],
    });
    expect(doubleCancel.status).toBe(400);
    expect(doubleCancel.body).toMatchObject({ errors: { 'lines.1.quantity': [expect.any(String)] } });
    expect(await lineOf(orderId)).toMatchObject({ canceled_qty: 0, pending_qty: 2 });
    expect(await reserved(variant.id)).toBe(4);

    // Two entries that fit are one invoice of both pieces.
    const split = await admin.post(`/api/admin/orders/${orderId}/invoice`, {
      lines: [
        { lineId, quantity: 1 },
        { lineId, quantity: 1 },
      ],
    });
    expect(split.status).toBe(200);
    expect(await invoiceCount(orderId)).toBe(1);
    expect(await lineOf(orderId)).toMatchObject({ invoice_qty: 2, pending_qty: 0 });
    expect(await lineOf(other.orderId)).toMatchObject({ pending_qty: 2 });
  });

  it('two clerks invoicing the last pending piece at once: exactly one invoice', async () => {
    const [, variant] = variants;
    await setStock(admin, variant.id, 3);
    const { orderId, lineId } = await stockOrder(variant, 1);
    const results = await Promise.all(
      [1, 2].map(() =>
        admin.post(`/api/admin/orders/${orderId}/invoice`, { lines: [{ lineId, quantity: 1 }] }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 409]).toContain(statuses[1]);
    expect(await invoiceCount(orderId)).toBe(1);
    expect(await lineOf(orderId)).toMatchObject({ invoice_qty: 1, pending_qty: 0 });
  });
});
