import type { VariantForOrder } from '@atelier/contracts/catalogue';
import { type RequestContext, translate } from '@atelier/contracts/common';
import {
  type CheckoutOptions,
  type CheckoutSummary,
  type CheckoutSummaryDto,
  ENGRAVING_CHARGE_PENCE,
  type OrderPlaced,
  type OrderPlacedEvent,
  OrdersErrorCode,
  OrdersEvents,
  padReference,
  type PlaceOrderMessage,
  SHIPPING_OPTIONS,
} from '@atelier/contracts/orders';
import { type Database, DATABASE, type DatabaseHandle, validationException } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { emptyCartMessages, toCartLine } from '../cart/cart-response';
import { CartService } from '../cart/cart.service';
import { CatalogueClient } from '../catalogue/catalogue.client';
import { CustomerDirectory, shippingAddressesOf, type VatTerms } from '../customers/customer-directory';
import { InventoryService } from '../inventory/inventory.service';
import { OrdersException } from '../orders.exception';
import { enqueueEvent } from '../outbox/outbox';
import {
  cartLines,
  type CartLineRow,
  carts,
  counters,
  idempotencyKeys,
  orderHeaders,
  orderLines,
  orderStatusHistory,
} from '../schema/orders.schema';
import { requireCustomer, requireUser } from '../shared/context';
import { displayDate, orderNumberText, seOrderNumberText, statusLabel } from '../shared/format';
import { computeTotals, penceToPounds, poundsToPence } from '../shared/money';
import { queryRows, withRetry } from '../shared/query';
import { IDEMPOTENCY_KEY_PATTERN, requestHash } from './idempotency';
import { planPlacement } from './placement-plan';
import { carriageOf, shippingOptionView, showsTradeMoney } from './shipping';

/** A variant reached the cart after the facts were read: read them and try again. */
class MissingFacts extends Error {
  constructor(readonly variantIds: string[]) {
    super('variant facts missing');
  }
}

type Placement = { kind: 'placed' | 'replayed'; response: OrderPlaced };

function keyReused(): OrdersException {
  return new OrdersException(OrdersErrorCode.IdempotencyKeyReused, 'orders.idempotencyKeyReused');
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

@Injectable()
export class CheckoutService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly carts: CartService,
    private readonly catalogue: CatalogueClient,
    private readonly inventory: InventoryService,
    private readonly directory: CustomerDirectory,
  ) {}

  private get db() {
    return this.database.db;
  }

  /** The address tab: the customer's shipping addresses and the shipping options. */
  async options(ctx: RequestContext): Promise<CheckoutOptions> {
    const customerId = requireCustomer(ctx);
    const [account, vat] = await Promise.all([
      this.directory.account(ctx),
      this.directory.vatTerms(ctx, customerId),
    ]);
    const money = showsTradeMoney(ctx.priceStatus);
    return {
      shipping_addresses: shippingAddressesOf(account),
      shipping_options: SHIPPING_OPTIONS.map((o) => shippingOptionView(ctx.language, o.code, money)),
      ...(money ? { vat_rate_percent: vat.vatRatePercent } : {}),
      is_vat_applicable: vat.isVatApplicable,
    };
  }

  /** The confirm tab: the lines as they will be ordered and, with trade prices, every total. */
  async summary(ctx: RequestContext, dto: CheckoutSummaryDto): Promise<CheckoutSummary> {
    const customerId = requireCustomer(ctx);
    const option = dto.shippingOption ?? 'standard';
    const [evaluated, vat] = await Promise.all([
      this.carts.evaluate(ctx),
      this.directory.vatTerms(ctx, customerId),
    ]);
    const options = { language: ctx.language, priceStatus: ctx.priceStatus, priceType: evaluated.priceType };
    const lines = evaluated.presented.map((line) => toCartLine(line, options));
    const summary: CheckoutSummary = {
      lines,
      cart_count: lines.reduce((sum, l) => sum + (l.is_engraving_charge ? 0 : l.order_quantity), 0),
      can_place_order: lines.length > 0 && !lines.some((l) => l.messages.some((m) => m.blocking)),
      messages: emptyCartMessages(ctx.language, lines.length),
      shipping_option: shippingOptionView(ctx.language, option, showsTradeMoney(ctx.priceStatus)),
    };
    if (showsTradeMoney(ctx.priceStatus)) {
      const items = evaluated.lines.filter((l) => !l.isEngravingCharge);
      const totals = computeTotals(
        items.map((l) => ({
          unitPence: l.unitTradePence,
          quantity: l.quantity,
          engravePencePerPiece: l.engravingText ? ENGRAVING_CHARGE_PENCE : 0,
        })),
        carriageOf(option),
        dto.postage !== undefined ? poundsToPence(dto.postage) : 0,
        vat.vatBasisPoints,
      );
      summary.totals = {
        net_total: penceToPounds(totals.netPence),
        total_engraving_cost: penceToPounds(totals.engravingPence),
        carriage: penceToPounds(totals.carriagePence),
        postage: penceToPounds(totals.postagePence),
        total_vat: penceToPounds(totals.vatPence),
        grand_total: penceToPounds(totals.grandPence),
      };
    }
    return summary;
  }

  /**
   * Places the order from the cart in one transaction: the idempotency record, the order and its
   * lines, the stock reservations and the events (outbox) commit together or not at all. Remote calls
   * (catalogue, identity, admin) happen before the transaction, never inside it.
   */
  async place(ctx: RequestContext, message: PlaceOrderMessage): Promise<OrderPlaced> {
    const customerId = requireCustomer(ctx);
    const userId = requireUser(ctx);
    const key = message.idempotencyKey;
    if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw validationException({ 'idempotency-key': [{ key: 'validation.idempotencyKey' }] });
    }
    const postagePence = message.postage !== undefined ? poundsToPence(message.postage) : 0;
    const specialInstructions = message.specialInstructions?.trim() || null;
    const hash = requestHash({
      customerId,
      shippingAddressId: message.shippingAddressId,
      shippingOption: message.shippingOption,
      postagePence,
      specialInstructions,
    });
    if (key) {
      const replay = await this.replay(this.db, ctx.tenantId, userId, key, hash);
      if (replay) return replay;
    }

    const cart = await this.carts.findCart(this.db, ctx);
    const preLines = cart ? await this.carts.linesOf(this.db, cart.id) : [];
    const [facts, account, vat] = await Promise.all([
      this.catalogue.variants(ctx, variantIdsOf(preLines)),
      this.directory.account(ctx),
      this.directory.vatTerms(ctx, customerId),
    ]);
    await this.carts.levelsFor(ctx, facts);
    const address = shippingAddressesOf(account).find((a) => a._id === message.shippingAddressId);
    if (!address) throw validationException({ shippingAddressId: [{ key: 'validation.oneOf' }] });

    for (let attempt = 1; ; attempt += 1) {
      try {
        const placement = await withRetry(() =>
          this.db.transaction((tx) =>
            this.placeInTransaction(tx, ctx, {
              customerId,
              userId,
              key,
              hash,
              facts,
              vat,
              address,
              account: {
                company: account.company,
                acNo: account.acNo,
                name: account.first_name,
                email: account.email,
              },
              shippingOption: message.shippingOption,
              postagePence,
              specialInstructions,
            }),
          ),
        );
        return placement.response;
      } catch (error) {
        if (!(error instanceof MissingFacts) || attempt >= 3) throw error;
        const more = await this.catalogue.variants(ctx, error.variantIds);
        for (const [id, fact] of more) facts.set(id, fact);
        await this.carts.levelsFor(ctx, more);
      }
    }
  }

  private async replay(
    db: Database,
    tenantId: string,
    userId: string,
    key: string,
    hash: string,
  ): Promise<OrderPlaced | null> {
    const [row] = await db
      .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.tenantId, tenantId),
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.key, key),
        ),
      )
      .limit(1);
    if (!row) return null;
    if (row.requestHash !== hash) throw keyReused();
    return row.response as unknown as OrderPlaced;
  }

  private async placeInTransaction(
    tx: Database,
    ctx: RequestContext,
    input: {
      customerId: string;
      userId: string;
      key: string | undefined;
      hash: string;
      facts: Map<string, VariantForOrder>;
      vat: VatTerms;
      address: ReturnType<typeof shippingAddressesOf>[number];
      account: { company: string; acNo: string; name: string; email: string };
      shippingOption: string;
      postagePence: number;
      specialInstructions: string | null;
    },
  ): Promise<Placement> {
    const { customerId, userId, key, facts } = input;
    if (key) {
      // A concurrent request with the same key waits here (unique key) until the first one ends.
      const inserted = await tx
        .insert(idempotencyKeys)
        .values({ tenantId: ctx.tenantId, userId, key, requestHash: input.hash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length === 0) {
        const replay = await this.replay(tx, ctx.tenantId, userId, key, input.hash);
        if (replay) return { kind: 'replayed', response: replay };
      }
    }

    const [cart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(
        and(eq(carts.tenantId, ctx.tenantId), eq(carts.userId, userId), eq(carts.customerId, customerId)),
      )
      .for('update');
    const lines = cart ? await this.carts.linesOf(tx, cart.id) : [];
    const items = lines.filter(
      (l): l is CartLineRow & { variantId: string } => !l.isEngravingCharge && l.variantId !== null,
    );
    if (!cart || items.length === 0)
      throw new OrdersException(OrdersErrorCode.CartEmpty, 'orders.cart.empty');
    const missing = variantIdsOf(items).filter((id) => !facts.has(id));
    if (missing.length > 0) throw new MissingFacts(missing);

    const locked = await this.inventory.lock(tx, ctx.tenantId, variantIdsOf(items));
    const unknown = variantIdsOf(items).filter((id) => !locked.has(id));
    if (unknown.length > 0) throw new MissingFacts(unknown);
    const plan = planPlacement(
      items,
      facts,
      new Map([...locked].map(([id, row]) => [id, row.onHand - row.reserved])),
    );
    if (!plan.ok) {
      throw new OrdersException(OrdersErrorCode.CartNotReady, 'orders.cart.notReady', {}, plan.problems);
    }
    const { lines: newLines, status, orderType } = plan;
    const orderNumber = await nextNumber(tx, 'order_number_seq');
    const seOrderNumber = newLines.some((l) => l.orderType === 'special')
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
    const carriagePence = carriageOf(input.shippingOption);
    const priced = newLines.map((l) => ({
      unitPence: l.source.unitTradePence,
      quantity: l.quantity,
      engravePencePerPiece: l.source.engravingText ? ENGRAVING_CHARGE_PENCE : 0,
    }));
    const totals = computeTotals(priced, carriagePence, input.postagePence, input.vat.vatBasisPoints);

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
        placedByName: input.account.name,
        placedByEmail: input.account.email,
        customerName: input.account.company,
        customerAcNo: input.account.acNo,
        shippingAddress: input.address,
        shippingOption: input.shippingOption,
        specialInstructions: input.specialInstructions,
        isVatApplicable: input.vat.isVatApplicable,
        vatBasisPoints: input.vat.vatBasisPoints,
        carriagePence,
        postagePence: input.postagePence,
        netPence: totals.netPence,
        engravingPence: totals.engravingPence,
        vatPence: totals.vatPence,
        grandPence: totals.grandPence,
      })
      .returning({ id: orderHeaders.id, placedAt: orderHeaders.placedAt });
    await tx.insert(orderLines).values(
      newLines.map((l, i) => ({
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
        quantity: l.quantity,
        reservedQty: l.orderType === 'stock' ? l.quantity : 0,
        unitPence: l.source.unitTradePence,
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
      customerName: input.account.company,
      lines: newLines.map((l, i) => ({
        lineNumber: i + 1,
        variantId: l.source.variantId,
        sku: l.source.variantSku,
        quantity: l.quantity,
        orderType: l.orderType,
        designId: l.source.designId,
        designNumber: l.source.designNumber ?? '',
        designName: l.source.productName,
        category: facts.get(l.source.variantId)?.item ?? '',
        metal: l.source.metal,
        karat: l.source.karat,
        netPence: l.source.unitTradePence * l.quantity,
      })),
      grandTotalPence: totals.grandPence,
    };
    await enqueueEvent(tx, ctx, OrdersEvents.OrderPlaced, event);
    await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));

    const response: OrderPlaced = {
      order_id: order.id,
      order_number: orderNumberShown,
      reference_number: padReference(counter.value),
      se_order_number: seOrderNumberText(seOrderNumber),
      status,
      status_label: statusLabel(ctx.language, status),
      order_type: orderType,
      special_order_lines: newLines.filter((l) => l.orderType === 'special').length,
      message: translate(ctx.language, 'orders.placedMessage', { number: orderNumberShown }),
      placed_at: order.placedAt.toISOString(),
      order_date: displayDate(order.placedAt),
    };
    if (key) {
      await tx
        .update(idempotencyKeys)
        .set({ orderId: order.id, response: { ...response } })
        .where(
          and(
            eq(idempotencyKeys.tenantId, ctx.tenantId),
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
          ),
        );
    }
    return { kind: 'placed', response };
  }
}

function variantIdsOf(lines: ReadonlyArray<Pick<CartLineRow, 'variantId' | 'isEngravingCharge'>>): string[] {
  return [...new Set(lines.flatMap((l) => (l.variantId && !l.isEngravingCharge ? [l.variantId] : [])))];
}
