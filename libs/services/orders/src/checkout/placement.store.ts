import type { AppliedDiscount, VariantMetalPrice } from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import {
  ENGRAVING_CHARGE_PENCE,
  type OrderPlaced,
  OrdersEvents,
  type ShippingAddressView,
} from '@atelier/contracts/orders';
import { type Database, outboxInsertOf } from '@atelier/platform';
import { Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { VatTerms } from '../customers/customer-directory';
import { InventoryService } from '../inventory/inventory.service';
import { cartLines, type CartLineRow, type InventoryRow, orderLines, outbox } from '../schema/orders.schema';
import { computeTotals } from '../shared/money';
import { discountColumns, metalColumns } from './line-discount';
import { answerStatement, type IdempotencyScope } from './idempotency.store';
import {
  firstStatusStatement,
  insertOrderHeadWith,
  numberOrder,
  type OrderHead,
  orderPlacedEvent,
} from './order-head.store';
import { placedAnswer, withReference } from './placed-answer';
import type { PlacementPlan } from './placement.plan';
import { carriageOf } from './shipping';

/** A cart line that orders a variant (not the engraving-charges line). */
export type ItemLine = CartLineRow & { variantId: string };

export type AcceptedPlan = Extract<PlacementPlan<ItemLine>, { ok: true }>;

/** Who orders, where to and how: read before the transaction, written onto the order. */
export interface PlacementTerms {
  customerId: string;
  userId: string;
  account: { company: string; acNo: string; name: string; email: string };
  address: ShippingAddressView;
  vat: VatTerms;
  shippingOption: string;
  postagePence: number;
  specialInstructions: string | null;
}

/**
 * Writes an accepted placement plan inside the caller's transaction: the numbers, then in one statement
 * the lines, the first status, the stock reservations, the events (outbox), the emptied cart, the
 * idempotency answer and the order row with the customer's reference number. That number comes from a
 * gap-free counter whose row stays locked until commit, so every order of the customer queues behind it;
 * taking it in the last statement keeps that queue as short as one statement and the commit. One
 * statement rather than one per table: each round trip cost more CPU in the service and the database
 * than the work it carried.
 */
@Injectable()
export class PlacementStore {
  constructor(private readonly inventory: InventoryService) {}

  async write(
    tx: Database,
    ctx: RequestContext,
    cartId: string,
    plan: AcceptedPlan,
    terms: PlacementTerms & {
      facts: ReadonlyMap<
        string,
        {
          item: string;
          lab_grown: boolean;
          discount: AppliedDiscount | null;
          metal_price: VariantMetalPrice | null;
        }
      >;
    },
    idempotency: IdempotencyScope | null,
    locked: ReadonlyMap<string, InventoryRow>,
  ): Promise<OrderPlaced> {
    const { lines, status, orderType } = plan;
    const priced = lines.map((l) => ({
      unitPence: l.source.unitTradePence,
      quantity: l.quantity,
      engravePencePerPiece: l.source.engravingText ? ENGRAVING_CHARGE_PENCE : 0,
    }));
    const head: OrderHead = {
      ...terms,
      status,
      orderType,
      totals: computeTotals(
        priced,
        carriageOf(terms.shippingOption),
        terms.postagePence,
        terms.vat.vatBasisPoints,
      ),
      withSeNumber: lines.some((l) => l.orderType === 'special'),
    };
    const numbers = await numberOrder(tx, head.withSeNumber);
    const placed = lines.map((l, i) => ({
      lineNumber: i + 1,
      variantId: l.source.variantId,
      sku: l.source.variantSku,
      quantity: l.quantity,
      orderType: l.orderType,
      designId: l.source.designId,
      designNumber: l.source.designNumber ?? '',
      designName: l.source.productName,
      category: terms.facts.get(l.source.variantId)?.item ?? '',
      metal: l.source.metal,
      karat: l.source.karat,
      netPence: l.source.unitTradePence * l.quantity,
    }));
    const answer = placedAnswer(ctx.language, head, numbers, placed);
    const reservation = this.inventory.reservationOf(ctx, locked, plan.reserve);
    const events = outboxInsertOf(tx, outbox, ctx, [
      ...reservation.events.map((payload) => ({ event: OrdersEvents.StockChanged, payload })),
      { event: OrdersEvents.OrderPlaced, payload: orderPlacedEvent(head, numbers, placed) },
    ]);
    const linesInsert = tx
      .insert(orderLines)
      .values(
        lines.map((l, i) => ({
          tenantId: ctx.tenantId,
          orderId: numbers.id,
          lineNumber: i + 1,
          variantId: l.source.variantId,
          designId: l.source.designId,
          designNumber: l.source.designNumber ?? '',
          designName: l.source.productName,
          description: l.source.description ?? '',
          imageKey: l.source.imageKey,
          sku: l.source.variantSku,
          metal: l.source.metal,
          karat: l.source.karat,
          shade: l.source.shade,
          quality: l.source.quality,
          totalCarat: l.source.totalCarat,
          size: l.source.size,
          ringSize: l.source.ringSize,
          engravingText: l.source.engravingText,
          certificateNumber: l.source.certificateNumber,
          orderType: l.orderType,
          isSpecialOffer: l.source.isSpecialOffer,
          // The catalogue's word at placement; the cart's own when the design is gone.
          isLabGrown: terms.facts.get(l.source.variantId)?.lab_grown ?? l.source.isLabGrown,
          quantity: l.quantity,
          reservedQty: l.orderType === 'stock' ? l.quantity : 0,
          unitPence: l.source.unitTradePence,
          ...discountColumns(terms.facts.get(l.source.variantId)?.discount ?? null),
          ...metalColumns(terms.facts.get(l.source.variantId)?.metal_price ?? null),
          engravePencePerPiece: l.source.engravingText ? ENGRAVING_CHARGE_PENCE : 0,
        })),
      )
      .returning({ id: orderLines.id });
    const emptyCart = tx
      .delete(cartLines)
      .where(eq(cartLines.cartId, cartId))
      .returning({ id: cartLines.id });
    // Every write of the placement in the header's statement: the order row still comes last (see
    // above), and the lines' and history's keys to it are checked at commit.
    const { referenceNumber, written } = await insertOrderHeadWith(tx, ctx, head, numbers, [
      reservation.statement,
      linesInsert.getSQL(),
      firstStatusStatement(tx, ctx, numbers.id, head),
      events.statement,
      emptyCart.getSQL(),
      ...(idempotency ? [answerStatement(tx, idempotency, numbers.id, answer)] : []),
    ]);
    const [reservedRows] = written;
    if (reservedRows !== plan.reserve.length) throw new Error('No inventory row for a variant to reserve');
    return withReference(answer, referenceNumber);
  }
}
