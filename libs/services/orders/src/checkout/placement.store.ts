import type { AppliedDiscount, VariantMetalPrice } from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import {
  ENGRAVING_CHARGE_PENCE,
  type OrderPlaced,
  type ShippingAddressView,
} from '@atelier/contracts/orders';
import type { Database } from '@atelier/platform';
import { Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { VatTerms } from '../customers/customer-directory';
import { InventoryService } from '../inventory/inventory.service';
import { cartLines, type CartLineRow, orderLines } from '../schema/orders.schema';
import { computeTotals } from '../shared/money';
import { discountColumns, metalColumns } from './line-discount';
import { type IdempotencyScope, recordAnswer } from './idempotency.store';
import {
  enqueuePlaced,
  insertFirstStatus,
  insertOrderHead,
  numberOrder,
  type OrderHead,
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
 * Writes an accepted placement plan inside the caller's transaction: the numbers, the lines, the first
 * status, the stock reservations, the OrderPlaced event (outbox), the emptied cart, the idempotency
 * answer, and last the order row with the customer's reference number. That number comes from a
 * gap-free counter whose row stays locked until commit, so every order of the customer queues behind it;
 * taking it in the last statement keeps that queue as short as one statement and the commit.
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
    // The order row comes last (see above); the lines' and history's keys to it are checked at commit.
    await tx.insert(orderLines).values(
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
    );
    await insertFirstStatus(tx, ctx, numbers.id, head);
    await this.inventory.reserveMany(tx, ctx, plan.reserve);

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
    await enqueuePlaced(tx, ctx, head, numbers, placed);
    await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
    const answer = placedAnswer(ctx.language, head, numbers, placed);
    if (idempotency) await recordAnswer(tx, idempotency, numbers.id, answer);

    const referenceNumber = await insertOrderHead(tx, ctx, head, numbers);
    return withReference(answer, referenceNumber);
  }
}
