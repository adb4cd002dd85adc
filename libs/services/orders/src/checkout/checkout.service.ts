import type { VariantForOrder } from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import {
  type CheckoutOptions,
  type CheckoutSummary,
  type CheckoutSummaryDto,
  ENGRAVING_CHARGE_PENCE,
  type OrderPlaced,
  OrdersErrorCode,
  type PlaceOrderMessage,
  SHIPPING_OPTIONS,
} from '@atelier/contracts/orders';
import { type Database, DATABASE, type DatabaseHandle, validationException } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { emptyCartMessages, toCartLine } from '../cart/cart-response';
import { variantIdsOf } from '../cart/cart-evaluation';
import { CartEvaluator } from '../cart/cart.evaluator';
import { CatalogueClient } from '../catalogue/catalogue.client';
import { CustomerDirectory, shippingAddressesOf } from '../customers/customer-directory';
import { InventoryService } from '../inventory/inventory.service';
import { OrdersException } from '../orders.exception';
import { requireCustomer, requireUser } from '../shared/context';
import { computeTotals, penceToPounds, poundsToPence } from '../shared/money';
import { withRetry } from '../shared/query';
import { IDEMPOTENCY_KEY_PATTERN, requestHash } from './idempotency.rules';
import { claimKey, findReplay } from './idempotency.store';
import { planPlacement } from './placement.plan';
import { type ItemLine, PlacementStore, type PlacementTerms } from './placement.store';
import { carriageOf, shippingOptionView, showsTradeMoney } from './shipping';

/** A variant reached the cart after the facts were read: read them and try again. */
class MissingFacts extends Error {
  constructor(readonly variantIds: string[]) {
    super('variant facts missing');
  }
}

type Placement = { kind: 'placed' | 'replayed'; response: OrderPlaced };

/**
 * The checkout: the address and confirm tabs, and placing the order. What the cart becomes is the
 * placement plan's (pure), writing it the placement store's, a retried request the idempotency store's.
 */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly evaluator: CartEvaluator,
    private readonly catalogue: CatalogueClient,
    private readonly inventory: InventoryService,
    private readonly directory: CustomerDirectory,
    private readonly store: PlacementStore,
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
      this.evaluator.evaluate(ctx),
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
      const replay = await findReplay(this.db, { tenantId: ctx.tenantId, userId, key }, hash);
      if (replay) return replay;
    }

    const [facts, account, vat] = await Promise.all([
      this.evaluator.cartVariantIds(this.db, ctx).then((ids) => this.catalogue.variants(ctx, ids)),
      this.directory.account(ctx),
      this.directory.vatTerms(ctx, customerId),
    ]);
    // Adding to the cart made the stock rows; one that is missing after all is made on the retry below.
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
        await this.evaluator.levelsFor(ctx, more);
      }
    }
  }

  private async placeInTransaction(
    tx: Database,
    ctx: RequestContext,
    input: PlacementTerms & {
      key: string | undefined;
      hash: string;
      facts: Map<string, VariantForOrder>;
    },
  ): Promise<Placement> {
    const { customerId, userId, key, facts } = input;
    const scope = key ? { tenantId: ctx.tenantId, userId, key } : null;
    if (scope) {
      const replay = await claimKey(tx, scope, input.hash);
      if (replay) return { kind: 'replayed', response: replay };
    }

    const cart = await this.evaluator.lockCart(tx, ctx, userId, customerId);
    const lines = cart?.lines ?? [];
    const items = lines.filter((l): l is ItemLine => !l.isEngravingCharge && l.variantId !== null);
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
    const response = await this.store.write(tx, ctx, cart.id, plan, input, scope, locked);
    return { kind: 'placed', response };
  }
}
