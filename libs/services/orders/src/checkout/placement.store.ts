import type { AppliedDiscount, VariantMetalPrice } from '@atelier/contracts/catalogue';
import { type RequestContext, translate } from '@atelier/contracts/common';
import {
  ENGRAVING_CHARGE_PENCE,
  type OrderPlaced,
  type OrderPlacedEvent,
  OrdersEvents,
  padReference,
  type ShippingAddressView,
} from '@atelier/contracts/orders';
import type { Database } from '@atelier/platform';
import { Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import type { VatTerms } from '../customers/customer-directory';
import { InventoryService } from '../inventory/inventory.service';
import { enqueueEvent } from '../outbox/outbox';
import {
  cartLines,
  type CartLineRow,
  counters,
  orderHeaders,
  orderLines,
  orderStatusHistory,
} from '../schema/orders.schema';
import { displayDate, orderNumberText, seOrderNumberText, statusLabel } from '../shared/format';
import { computeTotals } from '../shared/money';
import { queryRows } from '../shared/query';
import type { PlacementPlan } from './placement.plan';
import { discountColumns, metalColumns } from './line-discount';
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

async function nextNumber(
  tx: Database,
  sequence: 'order_number_seq' | 'se_order_number_seq',
): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    tx,
    sql.raw(`select nextval('orders.${sequence}') as n`),
  );
  return Number(row.n);
}

/**
 * Writes an accepted placement plan inside the caller's transaction: the numbers, the order and its
 * lines, the first status, the stock reservations, the OrderPlaced event (outbox) and the emptied cart.
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
  ): Promise<{ orderId: string; response: OrderPlaced }> {
    const { customerId, userId } = terms;
    const { lines, status, orderType } = plan;
    const orderNumber = await nextNumber(tx, 'order_number_seq');
    const seOrderNumber = lines.some((l) => l.orderType === 'special')
      ? await nextNumber(tx, 'se_order_number_seq')
      : null;
    const [counter] = await tx
      .insert(counters)
      .values({ tenantId: ctx.tenantId, name: 'order-reference', scopeId: customerId, value: 1 })
      .onConflictDoUpdate({
        target: [counters.tenantId, counters.name, counters.scopeId],
        set: { value: sql`${counters.value} + 1` },
      })
      .returning({ value: counters.value });
    const carriagePence = carriageOf(terms.shippingOption);
    const priced = lines.map((l) => ({
      unitPence: l.source.unitTradePence,
      quantity: l.quantity,
      engravePencePerPiece: l.source.engravingText ? ENGRAVING_CHARGE_PENCE : 0,
    }));
    const totals = computeTotals(priced, carriagePence, terms.postagePence, terms.vat.vatBasisPoints);

    const [order] = await tx
      .insert(orderHeaders)
      .values({
        tenantId: ctx.tenantId,
        customerId,
        userId,
        orderNumber,
        referenceNumber: counter.value,
        seOrderNumber,
        orderType,
        status,
        placedByName: terms.account.name,
        placedByEmail: terms.account.email,
        customerName: terms.account.company,
        customerAcNo: terms.account.acNo,
        shippingAddress: terms.address,
        shippingOption: terms.shippingOption,
        specialInstructions: terms.specialInstructions,
        isVatApplicable: terms.vat.isVatApplicable,
        vatBasisPoints: terms.vat.vatBasisPoints,
        carriagePence,
        postagePence: terms.postagePence,
        netPence: totals.netPence,
        engravingPence: totals.engravingPence,
        vatPence: totals.vatPence,
        grandPence: totals.grandPence,
      })
      .returning({ id: orderHeaders.id, placedAt: orderHeaders.placedAt });
    await tx.insert(orderLines).values(
      lines.map((l, i) => ({
        tenantId: ctx.tenantId,
        orderId: order.id,
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
    await tx
      .insert(orderStatusHistory)
      .values({ tenantId: ctx.tenantId, orderId: order.id, status, byUserId: userId });

    for (const [variantId, quantity] of plan.reserve) {
      await this.inventory.adjust(tx, ctx, variantId, { reserved: quantity });
    }

    const orderNumberShown = orderNumberText(orderNumber);
    const event: OrderPlacedEvent = {
      orderId: order.id,
      orderNumber: orderNumberShown,
      customerId,
      userId,
      status,
      orderType,
      placedAt: order.placedAt.toISOString(),
      customerName: terms.account.company,
      customerAcNo: terms.account.acNo,
      lines: lines.map((l, i) => ({
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
      })),
      grandTotalPence: totals.grandPence,
    };
    await enqueueEvent(tx, ctx, OrdersEvents.OrderPlaced, event);
    await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));

    const response: OrderPlaced = {
      order_id: order.id,
      order_number: orderNumberShown,
      reference_number: padReference(counter.value),
      se_order_number: seOrderNumberText(seOrderNumber),
      status,
      status_label: statusLabel(ctx.language, status),
      order_type: orderType,
      special_order_lines: lines.filter((l) => l.orderType === 'special').length,
      message: translate(ctx.language, 'orders.placedMessage', { number: orderNumberShown }),
      placed_at: order.placedAt.toISOString(),
      order_date: displayDate(order.placedAt),
    };
    return { orderId: order.id, response };
  }
}
