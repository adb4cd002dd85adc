import { DEMO_CUSTOMER_IDS } from '@atelier/contracts/common';
import { sql } from '../support/accounts';
import type { Api } from '../support/api';
import { expectedRrp, findPriceKeys } from '../support/catalogue';
import {
  addToCart,
  cartOf,
  CHECKOUT,
  newBuyer,
  pickVariants,
  placeOrder,
  removeOrderData,
  restoreVariants,
  setStock,
  snapshotVariants,
  type TestBuyer,
  type TestVariant,
  waitFor,
} from './orders-support';
import { system } from './state';

jest.setTimeout(120_000);

const { api, database } = system();
const users: string[] = [];
let admin: Api;
let plain: TestVariant[];
let offer: TestVariant;
let snapshot: Awaited<ReturnType<typeof snapshotVariants>>;

async function buyer(priceStatus: '0' | '1' | '2' = '2'): Promise<TestBuyer> {
  const created = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.goldsmiths, priceStatus);
  users.push(created.userId);
  return created;
}

beforeAll(async () => {
  admin = (await api.loginAdmin()).api;
  plain = await pickVariants(database, 4, { offset: 40 });
  [offer] = await pickVariants(database, 1, { specialOffer: true, offset: 5 });
  snapshot = await snapshotVariants(
    database,
    [...plain, offer].map((v) => v.id),
  );
  for (const variant of plain) await setStock(admin, variant.id, 10);
  await setStock(admin, offer.id, 3);
});

afterAll(async () => {
  await waitFor(async () => {
    const [row] = await sql<{ n: string }>(
      database,
      'select count(*) as n from orders.outbox where sent_at is null',
    );
    return Number(row.n) === 0;
  }).catch(() => undefined);
  await removeOrderData(database, users);
  await restoreVariants(database, snapshot);
});

describe('cart: add, change, remove (issue 5, part 1)', () => {
  it('adds from the design page, counts without the engraving line and keeps the spec shape', async () => {
    const b = await buyer();
    const first = await addToCart(b, {
      variantId: plain[0].id,
      quantity: 2,
      ringSize: 'N',
      engravingText: 'Forever',
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('The item has been added to your cart.');
    const entry = first.body.data.data[0];
    expect(entry.cart_count).toBe(2);
    const [line, engraving] = entry.order_detail;
    expect(line).toMatchObject({
      variant_id: plain[0].id,
      design_number: plain[0].designNumber,
      variant_sku: plain[0].sku,
      order_quantity: 2,
      ring_size: 'N',
      engraving_text: 'Forever',
      order_type: 'stock',
      delivery: '24-72 hours',
      is_engraving_charge: false,
      price: Number(plain[0].trade),
      price_type: 'trade',
    });
    expect(typeof line.productName).toBe('string');
    expect(engraving).toMatchObject({
      productName: 'Engraving charges',
      is_engraving_charge: true,
      order_quantity: 2,
      price: 10,
    });

    // The same variant with the same choices adds to its line; other choices make another line.
    await addToCart(b, { variantId: plain[0].id, quantity: 1, ringSize: 'N', engravingText: 'Forever' });
    const second = await addToCart(b, { variantId: plain[1].id, quantity: 3 });
    const cart = second.body.data.data[0];
    expect(cart.cart_count).toBe(6);
    expect(cart.order_detail.filter((l) => !l.is_engraving_charge).map((l) => l.order_quantity)).toEqual([
      3, 3,
    ]);
    expect(cart.order_detail.find((l) => l.is_engraving_charge)?.order_quantity).toBe(3);
    expect((await b.api.get<{ data: { count: number } }>('/api/cartproducts/count')).body.data.count).toBe(6);
  });

  it('changes and removes lines; dropping the engraving drops its charge', async () => {
    const b = await buyer();
    const added = await addToCart(b, { variantId: plain[0].id, quantity: 1, engravingText: 'AB' });
    const lineId = added.body.data.data[0].order_detail[0]._id;
    const changed = await b.api.request<{
      data: { data: Array<{ cart_count: number; order_detail: unknown[] }> };
    }>('PUT', `/api/cartproducts/${lineId}`, { json: { quantity: 4, engravingText: '' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.data[0].cart_count).toBe(4);
    expect(changed.body.data.data[0].order_detail).toHaveLength(1);
    const removed = await b.api.request<{
      data: { data: Array<{ cart_count: number; messages: unknown[] }> };
    }>('DELETE', `/api/cartproducts/${lineId}`);
    expect(removed.body.data.data[0]).toMatchObject({
      cart_count: 0,
      messages: [{ code: 'CART_EMPTY', message: 'Your cart is empty', blocking: true }],
    });
    const other = await buyer();
    expect((await other.api.request('DELETE', `/api/cartproducts/${lineId}`)).status).toBe(404);
  });

  it('refuses bad input naming the field, and carts without a selected customer', async () => {
    const b = await buyer();
    const bad = await addToCart(b, { variantId: plain[0].id, quantity: 0, engravingText: 'x'.repeat(41) });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['engravingText', 'quantity']);
    const unknown = await addToCart(b, { variantId: '00000000-0000-4000-8000-00000000dead', quantity: 1 });
    expect(unknown.status).toBe(404);
    const noCustomer = b.api.with({ 'x-customer-id': '' });
    const refused = await noCustomer.post('/api/cartproducts/add-to-cart', {
      variantId: plain[0].id,
      quantity: 1,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'ORDERS_CUSTOMER_REQUIRED',
      message: 'Please select a customer first.',
    });
  });
});

describe('cart checks with the spec messages (issue 5, part 2)', () => {
  it('"Price is changed, please verify before ordering" until the buyer accepts the new price', async () => {
    const b = await buyer();
    await addToCart(b, { variantId: plain[2].id, quantity: 1 });
    await sql(database, 'update catalogue.variants set trade_price = trade_price + 1 where id = $1', [
      plain[2].id,
    ]);
    try {
      const cart = await cartOf(b);
      expect(cart.order_detail[0].messages).toEqual([
        { code: 'PRICE_CHANGED', message: 'Price is changed, please verify before ordering', blocking: true },
      ]);
      expect(cart.can_place_order).toBe(false);
      const refused = await placeOrder(b);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'ORDERS_CART_NOT_READY',
        errors: {
          [`lines.${cart.order_detail[0]._id}`]: ['Price is changed, please verify before ordering'],
        },
      });
      const accepted = await b.api.post<{
        data: { data: Array<{ can_place_order: boolean; order_detail: Array<{ price: number }> }> };
      }>('/api/cartproducts/accept-prices', {});
      expect(accepted.status).toBe(200);
      expect(accepted.body.data.data[0].can_place_order).toBe(true);
      expect(accepted.body.data.data[0].order_detail[0].price).toBeCloseTo(Number(plain[2].trade) + 1, 2);
    } finally {
      await sql(database, 'update catalogue.variants set trade_price = $2 where id = $1', [
        plain[2].id,
        plain[2].trade,
      ]);
    }
  });

  it('stock shortfalls: select an available quantity, or remove the item; placing makes the rest special', async () => {
    const b = await buyer();
    await setStock(admin, plain[3].id, 2);
    await addToCart(b, { variantId: plain[3].id, quantity: 3 });
    let cart = await cartOf(b);
    expect(cart.order_detail[0]).toMatchObject({ available_quantity: 2, order_type: 'stock' });
    expect(cart.order_detail[0].messages).toEqual([
      {
        code: 'SELECT_AVAILABLE_QUANTITY',
        message: 'Desired Stock is not available, please select an available quantity',
        blocking: false,
      },
    ]);
    await setStock(admin, plain[3].id, 0);
    cart = await cartOf(b);
    expect(cart.order_detail[0].messages.map((m) => m.message)).toEqual([
      'Desired Stock is not available, please remove this item from Cart',
    ]);
    // Spec rule: what is not in stock becomes a special-order line (4-5 weeks).
    const placed = await placeOrder(b);
    expect(placed.status).toBe(200);
    expect(placed.body.data).toMatchObject({
      status: 7,
      status_label: 'Special order for Approval',
      special_order_lines: 1,
    });
    expect(placed.body.data.se_order_number).toMatch(/^SE\d{5,}$/);
    await setStock(admin, plain[3].id, 10);
  });

  it('special offers: "The special offer is out of stock" and "Special offer max available quantity = {n}"', async () => {
    const b = await buyer();
    const tooMany = await addToCart(b, { variantId: offer.id, quantity: 4 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({
      code: 'ORDERS_SPECIAL_OFFER_UNAVAILABLE',
      message: 'Special offer max available quantity = 3',
    });
    const special = await addToCart(b, { variantId: offer.id, quantity: 1, orderType: 'special' });
    expect(special.status).toBe(400);
    expect(special.body.errors).toHaveProperty('orderType');

    expect((await addToCart(b, { variantId: offer.id, quantity: 3 })).status).toBe(200);
    await setStock(admin, offer.id, 2);
    let cart = await cartOf(b);
    expect(cart.order_detail[0].messages).toEqual([
      {
        code: 'SPECIAL_OFFER_MAX_QUANTITY',
        message: 'Special offer max available quantity = 2',
        blocking: true,
      },
    ]);
    await setStock(admin, offer.id, 0);
    cart = await cartOf(b);
    expect(cart.order_detail[0].messages).toEqual([
      { code: 'SPECIAL_OFFER_OUT_OF_STOCK', message: 'The special offer is out of stock', blocking: true },
    ]);
    const refused = await placeOrder(b);
    expect(refused.status).toBe(409);
    expect(Object.values(refused.body.errors ?? {})).toEqual([['The special offer is out of stock']]);
    const none = await b.api.get(`/api/cartproducts/count`);
    expect(none.body).toMatchObject({ data: { count: 3 } });
    await setStock(admin, offer.id, 3);
  });

  it('"Your cart is empty" when placing with nothing in the cart', async () => {
    const b = await buyer();
    const empty = await placeOrder(b);
    expect(empty.status).toBe(409);
    expect(empty.body).toMatchObject({ code: 'ORDERS_CART_EMPTY', message: 'Your cart is empty' });
  });

  it('shows the messages in the caller language', async () => {
    const b = await buyer();
    await addToCart(b, { variantId: plain[1].id, quantity: 99 });
    const cart = await b.api
      .with({ 'x-language-code': 'sv' })
      .get<{ data: { data: Array<{ order_detail: Array<{ messages: Array<{ message: string }> }> }> } }>(
        `/api/cartproducts/get-cart-list/${b.userId}`,
      );
    expect(cart.body.data.data[0].order_detail[0].messages[0].message).toBe(
      'Önskat lager finns inte, välj ett tillgängligt antal',
    );
  });
});

describe('prices in the cart follow the price status (enforced by the server)', () => {
  it('status 0: no price key at all; 1: the RRP the catalogue shows; 2: trade', async () => {
    const hidden = await buyer('0');
    await addToCart(hidden, { variantId: plain[0].id, quantity: 2, engravingText: 'X' });
    const hiddenCart = await hidden.api.get(`/api/cartproducts/get-cart-list/${hidden.userId}`);
    expect(findPriceKeys(hiddenCart.body)).toEqual([]);
    expect(JSON.stringify(hiddenCart.body)).not.toMatch(/net_total|engraving_cost|carriage|vat/);

    const retail = await buyer('1');
    await addToCart(retail, { variantId: plain[0].id, quantity: 2 });
    const line = (await cartOf(retail)).order_detail[0];
    // Lund Goldsmiths: markup 2.5, VAT-applicable, 20 %.
    expect(line).toMatchObject({ price_type: 'rrp', price: expectedRrp(plain[0].trade, 2.5, 20, true) });
    const design = await retail.api.get<{ data: { variants: Array<{ _id: string; price: number }> } }>(
      `/api/designs/${plain[0].designId}`,
    );
    expect(design.body.data.variants.find((v) => v._id === plain[0].id)?.price).toBe(line['price']);
    const summary = await retail.api.post<{ data: Record<string, unknown> }>('/api/orders/order-summary', {});
    expect(summary.body.data['totals']).toBeUndefined();
  });
});

describe('checkout form rules (spec section 5)', () => {
  it('special instructions with the allowed characters only, postage with at most two decimals', async () => {
    const b = await buyer();
    await addToCart(b, { variantId: plain[1].id, quantity: 1 });
    const bad = await placeOrder(b, undefined, {
      ...CHECKOUT,
      postage: 4.555,
      specialInstructions: 'Deliver at 10:00 <b>please</b>',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      postage: ['Postage contain only two digit after Decimal Point'],
      specialInstructions: [
        'The special instructions field may only contain letters, digits, underscore, spaces and * @ = + ; ( ) , / - & # \' ".',
      ],
    });
    const wrongAddress = await placeOrder(b, undefined, { ...CHECKOUT, shippingAddressId: 'elsewhere' });
    expect(wrongAddress.status).toBe(400);
    expect(wrongAddress.body.errors).toHaveProperty('shippingAddressId');
    const badKey = await b.api.request('POST', '/api/orders/place-order', {
      json: CHECKOUT,
      headers: { 'idempotency-key': 'not a key' },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body).toMatchObject({
      errors: { 'idempotency-key': [expect.stringContaining('Idempotency-Key')] },
    });

    const summary = await b.api.post<{ data: { totals: Record<string, number> } }>(
      '/api/orders/order-summary',
      {
        shippingOption: 'express',
        postage: 4.5,
      },
    );
    const net = Number(plain[1].trade);
    expect(summary.body.data.totals).toMatchObject({ net_total: net, carriage: 20, postage: 4.5 });
    const ok = await placeOrder(b, undefined, {
      ...CHECKOUT,
      postage: '4.50',
      specialInstructions:
        'Leave with reception (desk #2) - ask for O\'Brien; "fragile" & insured @ 0 + 1 = 2',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Order Placed');
    expect(ok.body.data.message).toBe(
      `Thank you! Your order has been placed successfully. Your order number is ${ok.body.data.order_number}.`,
    );
  });
});
