import { DEMO_TENANT } from '@atelier/contracts/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from '../support/accounts';
import type { Api, Body } from '../support/api';

/** Helpers of the orders integration tests: buyers of their own, variants, stock, clean-up. */

export const PASSWORD = 'Order#2026';

export interface TestBuyer {
  api: Api;
  userId: string;
  email: string;
  customerId: string;
  token: string;
}

/**
 * A storefront user of its own for a customer (added by the admin, active at once), so that its cart
 * and orders belong to this test alone. Headers: the customer selected and trade prices.
 */
export async function newBuyer(
  api: Api,
  admin: Api,
  customerId: string,
  priceStatus: '0' | '1' | '2' = '2',
): Promise<TestBuyer> {
  const email = `order-${randomBytes(5).toString('hex')}@orders.example`;
  const added = await admin.post<{ data: { _id: string } }>(`/api/customers/${customerId}/users`, {
    firstName: 'Olga',
    lastName: 'Order',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  if (added.status !== 200) throw new Error(`user not added: ${JSON.stringify(added.body)}`);
  const { api: loggedIn, userId, token } = await api.login(email, PASSWORD);
  return {
    api: loggedIn.with({ 'x-customer-id': customerId, 'x-price-status': priceStatus }),
    userId,
    email,
    customerId,
    token,
  };
}

export interface TestVariant {
  id: string;
  designId: string;
  designNumber: string;
  sku: string;
  trade: string;
}

/**
 * Variants from the end of the demo catalogue (design numbers other suites do not look at), plain or
 * special offers, each from a different design, skipping those already taken by the run.
 */
export async function pickVariants(
  database: string,
  count: number,
  options: { specialOffer?: boolean; offset?: number } = {},
): Promise<TestVariant[]> {
  const rows = await sql<{
    id: string;
    design_id: string;
    design_number: string;
    sku: string;
    trade_price: string;
  }>(
    database,
    `select distinct on (d.design_number) v.id, v.design_id, d.design_number, v.sku, v.trade_price
       from catalogue.variants v join catalogue.designs d on d.id = v.design_id
      where d.tenant_id = $1 and not d.retired and d.is_special_offer = $2
      order by d.design_number desc, v.sku
      offset $3 limit $4`,
    [DEMO_TENANT.id, options.specialOffer ?? false, options.offset ?? 0, count],
  );
  if (rows.length < count) throw new Error('not enough variants in the demo catalogue');
  return rows.map((r) => ({
    id: r.id,
    designId: r.design_id,
    designNumber: r.design_number,
    sku: r.sku,
    trade: r.trade_price,
  }));
}

/** Sets the pieces on hand (orders' stock authority) through the back office. */
export async function setStock(admin: Api, variantId: string, onHand: number): Promise<Body> {
  const { status, body } = await admin.request<{ data: Body }>('PUT', `/api/admin/inventory/${variantId}`, {
    json: { onHand },
  });
  if (status !== 200) throw new Error(`stock not set: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

export async function addToCart(buyer: TestBuyer, body: Record<string, unknown>) {
  return buyer.api.post<{
    status: boolean;
    message?: string;
    data: CartList;
    errors?: Record<string, string[]>;
  }>('/api/cartproducts/add-to-cart', body);
}

export interface CartMessageView {
  code: string;
  message: string;
  blocking: boolean;
}

export interface CartLineView extends Record<string, unknown> {
  _id: string;
  productName: string;
  variant_id: string | null;
  order_quantity: number;
  order_type: string;
  is_engraving_charge: boolean;
  available_quantity: number | null;
  messages: CartMessageView[];
}

export interface CartList {
  data: Array<{
    _id: string | null;
    cart_count: number;
    can_place_order: boolean;
    messages: CartMessageView[];
    totals: Record<string, number>;
    order_detail: CartLineView[];
  }>;
}

export async function cartOf(buyer: TestBuyer): Promise<CartList['data'][number]> {
  const { status, body } = await buyer.api.get<{ data: CartList }>(
    `/api/cartproducts/get-cart-list/${buyer.userId}`,
  );
  if (status !== 200) throw new Error(`cart: ${status} ${JSON.stringify(body)}`);
  return body.data.data[0];
}

export const CHECKOUT = { shippingAddressId: 'primary', shippingOption: 'standard' } as const;

export interface Placed {
  order_id: string;
  order_number: string;
  reference_number: string;
  se_order_number: string | null;
  status: number;
  status_label: string;
  order_type: string;
  special_order_lines: number;
  message: string;
}

export async function placeOrder(buyer: TestBuyer, key: string = randomUUID(), body: Body = { ...CHECKOUT }) {
  return buyer.api.request<{ status: boolean; message?: string; data: Placed; code?: string; errors?: Body }>(
    'POST',
    '/api/orders/place-order',
    { json: body, headers: { 'idempotency-key': key } },
  );
}

export async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Removes what the orders tests made: the users' orders (with lines, invoices), carts and the users. */
export async function removeOrderData(database: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await sql(
    database,
    `delete from orders.invoices where order_id in (select id from orders.orders where user_id = any($1::uuid[]))`,
    [userIds],
  );
  await sql(database, 'delete from orders.orders where user_id = any($1::uuid[])', [userIds]);
  await sql(database, 'delete from orders.carts where user_id = any($1::uuid[])', [userIds]);
  await sql(database, 'delete from orders.idempotency_keys where user_id = any($1::uuid[])', [userIds]);
  await sql(database, 'delete from orders.bespoke_orders where user_id = any($1::uuid[])', [userIds]);
  await sql(database, 'delete from identity.users where id = any($1::uuid[])', [userIds]);
}

/** The catalogue's stock and price of variants, to put back when a suite is done with them. */
export async function snapshotVariants(
  database: string,
  ids: string[],
): Promise<Array<{ id: string; stock_quantity: number; trade_price: string; stock_version: string }>> {
  return sql(
    database,
    'select id, stock_quantity, trade_price, stock_version from catalogue.variants where id = any($1::uuid[])',
    [ids],
  );
}

/**
 * Puts variants back as they were: the catalogue's price and stock, and no inventory row in orders (the
 * next use takes the catalogue's figure again). Run after the suite's orders are removed.
 */
export async function restoreVariants(
  database: string,
  snapshot: Array<{ id: string; stock_quantity: number; trade_price: string; stock_version: string }>,
): Promise<void> {
  for (const row of snapshot) {
    await sql(
      database,
      'update catalogue.variants set stock_quantity = $2, trade_price = $3, stock_version = $4 where id = $1',
      [row.id, row.stock_quantity, row.trade_price, row.stock_version],
    );
  }
  await sql(database, 'delete from orders.inventory where variant_id = any($1::uuid[])', [
    snapshot.map((r) => r.id),
  ]);
}
