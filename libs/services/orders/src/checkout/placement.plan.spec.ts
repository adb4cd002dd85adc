import type { VariantForOrder } from '@atelier/contracts/catalogue';
import { CART_MESSAGE_KEYS, OrderStatus } from '@atelier/contracts/orders';
import { type PlanCartLine, planPlacement } from './placement.plan';

function fact(variantId: string, overrides: Partial<VariantForOrder> = {}): VariantForOrder {
  return {
    variant_id: variantId,
    sku: `SKU-${variantId}`,
    design_id: 'd',
    design_number: 'R1001',
    design_name: 'Ring',
    lab_grown: false,
    item: 'Rings',
    metal: 'Gold',
    karat: '18K',
    shade: 'Yellow',
    quality: 'VS',
    total_carat: 0.5,
    trade_pence: 10_000,
    stock_quantity: 0,
    is_special_offer: false,
    is_clearance: false,
    offer: null,
    discount: null,
    certificate_number: null,
    image_key: null,
    metal_price: null,
    retired: false,
    ...overrides,
  };
}

const line = (
  id: string,
  variantId: string,
  quantity: number,
  overrides: Partial<PlanCartLine> = {},
): PlanCartLine => ({
  id,
  variantId,
  quantity,
  orderType: 'stock',
  unitTradePence: 10_000,
  ...overrides,
});

describe('planPlacement', () => {
  it('reserves what is in stock and turns the rest of a line into a special-order line', () => {
    const plan = planPlacement(
      [line('l1', 'b', 3), line('l2', 'a', 1)],
      new Map([
        ['a', fact('a')],
        ['b', fact('b')],
      ]),
      new Map([
        ['a', 5],
        ['b', 2],
      ]),
    );
    expect(plan).toMatchObject({
      ok: true,
      lines: [
        { source: { id: 'l1' }, orderType: 'stock', quantity: 2 },
        { source: { id: 'l1' }, orderType: 'special', quantity: 1 },
        { source: { id: 'l2' }, orderType: 'stock', quantity: 1 },
      ],
      status: OrderStatus.PartialSOForApprove,
      orderType: 'mixed',
      // Locked and reserved in variant id order, whatever the cart's order.
      reserve: [
        ['a', 1],
        ['b', 2],
      ],
    });
  });

  it('makes a stock-only order when everything is in stock', () => {
    const plan = planPlacement([line('l1', 'a', 2)], new Map([['a', fact('a')]]), new Map([['a', 2]]));
    expect(plan).toMatchObject({ ok: true, status: OrderStatus.PendingOrder, orderType: 'stock' });
  });

  it('refuses lines whose design was retired or whose price changed, with the spec messages', () => {
    const plan = planPlacement(
      [line('l1', 'a', 1), line('l2', 'b', 1, { unitTradePence: 9_000 })],
      new Map([
        ['a', fact('a', { retired: true })],
        ['b', fact('b')],
      ]),
      new Map([
        ['a', 5],
        ['b', 5],
      ]),
    );
    expect(plan).toEqual({
      ok: false,
      problems: {
        'lines.l1': [{ key: CART_MESSAGE_KEYS.DESIGN_UNAVAILABLE }],
        'lines.l2': [{ key: CART_MESSAGE_KEYS.PRICE_CHANGED }],
      },
    });
  });

  it('refuses a special offer short of stock instead of making it a special order', () => {
    const plan = planPlacement(
      [line('l1', 'a', 3)],
      new Map([['a', fact('a', { is_special_offer: true })]]),
      new Map([['a', 1]]),
    );
    expect(plan.ok).toBe(false);
    if (!plan.ok) expect(Object.keys(plan.problems)).toEqual(['lines.l1']);
  });

  it('shares the stock of one variant between its lines and reserves it once', () => {
    const plan = planPlacement(
      [line('l1', 'a', 2), line('l2', 'a', 2)],
      new Map([['a', fact('a')]]),
      new Map([['a', 3]]),
    );
    expect(plan).toMatchObject({
      ok: true,
      lines: [
        { source: { id: 'l1' }, orderType: 'stock', quantity: 2 },
        { source: { id: 'l2' }, orderType: 'stock', quantity: 1 },
        { source: { id: 'l2' }, orderType: 'special', quantity: 1 },
      ],
      reserve: [['a', 3]],
    });
  });

  it('refuses a line whose variant the catalogue no longer knows', () => {
    const plan = planPlacement([line('l1', 'gone', 1)], new Map(), new Map([['gone', 5]]));
    expect(plan).toMatchObject({
      ok: false,
      problems: { 'lines.l1': [{ key: CART_MESSAGE_KEYS.DESIGN_UNAVAILABLE }] },
    });
  });
});
