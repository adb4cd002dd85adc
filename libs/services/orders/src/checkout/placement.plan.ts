import type { VariantForOrder } from '@atelier/contracts/catalogue';
import type { FieldIssue } from '@atelier/contracts/common';
import {
  CART_MESSAGE_KEYS,
  type OrderStatus,
  type OrderType,
  type OrderLineType,
} from '@atelier/contracts/orders';
import { allocate, isOfferFact } from '../cart/cart-checks';

const offerFact = (fact: VariantForOrder | undefined): boolean => (fact ? isOfferFact(fact) : false);
import { orderTypeOf, placedStatus } from '../orders/order-status';

/** What placement needs of a cart line (the stored row has more; it is carried through as `source`). */
export interface PlanCartLine {
  id: string;
  variantId: string;
  quantity: number;
  orderType: OrderLineType;
  unitTradePence: number;
}

export interface PlannedLine<L extends PlanCartLine> {
  source: L;
  orderType: 'stock' | 'special';
  quantity: number;
}

export type PlacementPlan<L extends PlanCartLine> =
  | { ok: false; problems: Record<string, FieldIssue[]> }
  | {
      ok: true;
      lines: PlannedLine<L>[];
      status: OrderStatus;
      orderType: OrderType;
      /** Pieces to reserve per variant, in variant id order (the order rows are locked in). */
      reserve: Array<[variantId: string, quantity: number]>;
    };

/**
 * The order a cart becomes, decided from the cart, the catalogue's facts and the stock available under
 * lock, with no I/O: a retired design or a changed price refuses the line (spec §8 messages); what is in
 * stock is reserved, and the rest of a stock line becomes a special-order line; a special offer short of
 * stock refuses the order. The caller checks that every variant has its facts and stock row first.
 */
export function planPlacement<L extends PlanCartLine>(
  items: readonly L[],
  facts: ReadonlyMap<string, VariantForOrder>,
  available: ReadonlyMap<string, number>,
): PlacementPlan<L> {
  const problems: Record<string, FieldIssue[]> = {};
  const add = (lineId: string, issue: FieldIssue): void => {
    problems[`lines.${lineId}`] = [...(problems[`lines.${lineId}`] ?? []), issue];
  };
  for (const line of items) {
    const fact = facts.get(line.variantId);
    if (!fact || fact.retired) add(line.id, { key: CART_MESSAGE_KEYS.DESIGN_UNAVAILABLE });
    else if (fact.trade_pence !== line.unitTradePence) add(line.id, { key: CART_MESSAGE_KEYS.PRICE_CHANGED });
  }
  const allocation = allocate(
    items.map((line) => ({
      id: line.id,
      variantId: line.variantId,
      quantity: line.quantity,
      orderType: line.orderType,
      isSpecialOffer: offerFact(facts.get(line.variantId)),
      maxQuantity: facts.get(line.variantId)?.offer?.max_quantity ?? null,
    })),
    available,
  );
  if (!allocation.ok) {
    for (const [lineId, finding] of allocation.problems) {
      add(lineId, {
        key: CART_MESSAGE_KEYS[finding.code],
        params: finding.n === undefined ? {} : { n: finding.n },
      });
    }
  }
  if (!allocation.ok || Object.keys(problems).length > 0) return { ok: false, problems };

  const byId = new Map(items.map((line) => [line.id, line]));
  const lines: PlannedLine<L>[] = [];
  for (const part of allocation.lines) {
    const source = byId.get(part.id);
    if (!source) continue;
    if (part.stockQty > 0) lines.push({ source, orderType: 'stock', quantity: part.stockQty });
    if (part.specialQty > 0) lines.push({ source, orderType: 'special', quantity: part.specialQty });
  }
  const reserve = new Map<string, number>();
  for (const line of lines) {
    if (line.orderType === 'stock') {
      reserve.set(line.source.variantId, (reserve.get(line.source.variantId) ?? 0) + line.quantity);
    }
  }
  return {
    ok: true,
    lines,
    status: placedStatus(lines),
    orderType: orderTypeOf(lines),
    reserve: [...reserve].sort(([a], [b]) => a.localeCompare(b)),
  };
}
