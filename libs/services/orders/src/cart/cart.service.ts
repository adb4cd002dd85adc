import type { VariantForOrder } from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import {
  type AcceptCartPricesDto,
  type AddToCartDto,
  type CartCount,
  type CartListResponse,
  ENGRAVING_CHARGE_PENCE,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  OrdersErrorCode,
  type UpdateCartLineMessage,
} from '@atelier/contracts/orders';
import { type Database, DATABASE, type DatabaseHandle, validationException } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { CatalogueClient } from '../catalogue/catalogue.client';
import { InventoryService } from '../inventory/inventory.service';
import { OrdersException } from '../orders.exception';
import { cartLines, type CartLineRow, carts } from '../schema/orders.schema';
import { requireCustomer, requireUser } from '../shared/context';
import { variantDescription } from '../shared/format';
import { withRetry } from '../shared/query';
import {
  type PlannedCartLine,
  planCartWrites,
  type ResolvedRow,
  type RowProblem,
} from '../quick-order/quick-order-rows';
import { isOfferFact, offerAllowance } from './cart-checks';
import { cartCount, toCartListResponse } from './cart-response';
import { type CartAsRead, CartEvaluator } from './cart.evaluator';
import { variantIdsOf } from './cart-evaluation';
import { engravingChargeChange, withWrittenLine } from './cart-lines.rules';

/** The gateway checks this too; the service owns the rule, whoever sends the message. */
export function assertOwnCart(ctx: Pick<RequestContext, 'userId'>, userId: string): void {
  if (ctx.userId === null || userId !== ctx.userId) {
    throw new OrdersException(OrdersErrorCode.NotOwnCart, 'error.notOwnUser');
  }
}

const blank = (value: string | undefined): string | null | undefined =>
  value === undefined ? undefined : value.trim() === '' ? null : value.trim();

function specialOfferShort(available: number): OrdersException {
  return available <= 0
    ? new OrdersException(OrdersErrorCode.SpecialOfferUnavailable, 'orders.cart.specialOfferOutOfStock')
    : new OrdersException(OrdersErrorCode.SpecialOfferUnavailable, 'orders.cart.specialOfferMax', {
        n: available,
      });
}

/**
 * The cart commands (add, change, remove, clear, accept prices) and the cart as the buyer sees it; what
 * a cart is worth is the CartEvaluator's, which the checkout reads too, so neither calls the other.
 */
@Injectable()
export class CartService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly catalogue: CatalogueClient,
    private readonly inventory: InventoryService,
    private readonly evaluator: CartEvaluator,
  ) {}

  private get db() {
    return this.database.db;
  }

  /** The caller's cart for the customer selected in the request context. */
  async getCart(ctx: RequestContext, userId: string): Promise<CartListResponse> {
    assertOwnCart(ctx, userId);
    return this.view(ctx);
  }

  async view(
    ctx: RequestContext,
    known?: ReadonlyMap<string, VariantForOrder>,
    read?: CartAsRead,
  ): Promise<CartListResponse> {
    const evaluated = await this.evaluator.evaluate(ctx, known, read);
    return toCartListResponse(evaluated.cart, evaluated.presented, ctx.customerId, {
      language: ctx.language,
      priceStatus: ctx.priceStatus,
      priceType: evaluated.priceType,
    });
  }

  async count(ctx: RequestContext): Promise<CartCount> {
    if (!ctx.userId || !ctx.customerId) return { count: 0 };
    const cart = await this.evaluator.findCart(this.db, ctx);
    if (!cart) return { count: 0 };
    const lines = await this.db
      .select({ quantity: cartLines.quantity, isEngravingCharge: cartLines.isEngravingCharge })
      .from(cartLines)
      .where(eq(cartLines.cartId, cart.id));
    return { count: cartCount(lines) };
  }

  async add(ctx: RequestContext, dto: AddToCartDto): Promise<CartListResponse> {
    const customerId = requireCustomer(ctx);
    const userId = requireUser(ctx);
    const fact = (await this.catalogue.variants(ctx, [dto.variantId])).get(dto.variantId);
    if (!fact || fact.retired) {
      throw new OrdersException(OrdersErrorCode.VariantUnavailable, 'orders.variantUnavailable');
    }
    const offer = isOfferFact(fact);
    if (offer && dto.orderType === 'special') {
      throw validationException({ orderType: [{ key: 'orders.specialOfferNoSpecialOrder' }] });
    }
    await this.inventory.ensure(ctx, [fact]);
    const size = blank(dto.size) ?? null;
    const ringSize = blank(dto.ringSize) ?? null;
    const engravingText = blank(dto.engravingText) ?? null;
    const read = await withRetry(() =>
      this.db.transaction(async (tx) => {
        const cartId = await this.ensureCart(tx, ctx, userId, customerId);
        const lines = await this.evaluator.linesOf(tx, cartId);
        // Every line's stock in one read: the answer below needs them all, and this line's decides its type.
        const levels = await this.inventory.levels(
          ctx.tenantId,
          [...variantIdsOf(lines), fact.variant_id],
          tx,
        );
        const available = levels.get(fact.variant_id)?.available ?? 0;
        const orderType = offer ? 'stock' : (dto.orderType ?? (available > 0 ? 'stock' : 'special'));
        if (offer) {
          const inCart = lines
            .filter((l) => l.variantId === fact.variant_id && !l.isEngravingCharge)
            .reduce((sum, l) => sum + l.quantity, 0);
          const allowed = offerAllowance(available - inCart, fact.offer?.max_quantity, inCart);
          if (dto.quantity > allowed) throw specialOfferShort(allowed);
        }
        const match = lines.find(
          (l) =>
            !l.isEngravingCharge &&
            l.variantId === fact.variant_id &&
            l.size === size &&
            l.ringSize === ringSize &&
            l.engravingText === engravingText &&
            l.orderType === orderType,
        );
        let written: CartLineRow | undefined;
        if (match) {
          const quantity = match.quantity + dto.quantity;
          if (quantity > MAX_LINE_QUANTITY) {
            throw validationException({
              quantity: [{ key: 'validation.max', params: { max: MAX_LINE_QUANTITY } }],
            });
          }
          // Adding the variant again takes its price now: the buyer has seen it on the design page.
          [written] = await tx
            .update(cartLines)
            .set({ quantity, unitTradePence: fact.trade_pence, updatedAt: new Date() })
            .where(eq(cartLines.id, match.id))
            .returning();
        } else {
          if (lines.filter((l) => !l.isEngravingCharge).length >= MAX_CART_LINES) {
            throw new OrdersException(OrdersErrorCode.CartFull, 'orders.cart.full', { max: MAX_CART_LINES });
          }
          [written] = await tx
            .insert(cartLines)
            .values({
              tenantId: ctx.tenantId,
              cartId,
              productName: fact.design_name,
              isLabGrown: fact.lab_grown,
              variantSku: fact.sku,
              quantity: dto.quantity,
              engravingText,
              variantId: fact.variant_id,
              designId: fact.design_id,
              designNumber: fact.design_number,
              description: variantDescription({
                karat: fact.karat,
                shade: fact.shade,
                quality: fact.quality,
                totalCarat: fact.total_carat,
              }),
              imageKey: fact.image_key,
              metal: fact.metal,
              karat: fact.karat,
              shade: fact.shade,
              quality: fact.quality,
              totalCarat: String(fact.total_carat),
              certificateNumber: fact.certificate_number,
              size,
              ringSize,
              orderType,
              isSpecialOffer: offer,
              unitTradePence: fact.trade_pence,
            })
            .returning();
        }
        const after = written ? withWrittenLine(lines, written) : lines;
        // The cart is locked (ensureCart), so the lines in hand are the cart's: the answer is made
        // from them rather than read again after the commit.
        return {
          cart: { id: cartId, customerId },
          lines: await this.syncEngraving(tx, ctx, cartId, after),
          levels,
        };
      }),
    );
    return this.view(ctx, new Map([[fact.variant_id, fact]]), read);
  }

  /**
   * Many rows into the cart in one transaction (quick order, an order list): the cart's rules are
   * applied to all rows together against the locked cart; the rows that break one are answered with
   * their problem and the rest are written.
   */
  async addRows(
    ctx: RequestContext,
    rows: readonly ResolvedRow[],
  ): Promise<{ problems: Map<number, RowProblem>; added: number; cart: CartListResponse }> {
    const customerId = requireCustomer(ctx);
    const userId = requireUser(ctx);
    const facts = new Map<string, VariantForOrder>();
    for (const row of rows) if (row.fact && !row.problem) facts.set(row.fact.variant_id, row.fact);
    if (facts.size > 0) await this.inventory.ensure(ctx, facts.values());
    const plan = await withRetry(() =>
      this.db.transaction(async (tx) => {
        const cartId = await this.ensureCart(tx, ctx, userId, customerId);
        const lines: PlannedCartLine[] = await this.evaluator.linesOf(tx, cartId);
        const levels = await this.inventory.levels(ctx.tenantId, [...facts.keys()], tx);
        const available = new Map([...levels].map(([id, level]) => [id, level.available]));
        const planned = planCartWrites(rows, lines, available);
        const now = new Date();
        for (const write of planned.writes) {
          const fact = write.fact;
          if (write.kind === 'update') {
            await tx
              .update(cartLines)
              .set({ quantity: write.quantity, unitTradePence: fact.trade_pence, updatedAt: now })
              .where(eq(cartLines.id, write.lineId));
            continue;
          }
          await tx.insert(cartLines).values({
            tenantId: ctx.tenantId,
            cartId,
            productName: fact.design_name,
            isLabGrown: fact.lab_grown,
            variantSku: fact.sku,
            quantity: write.quantity,
            variantId: fact.variant_id,
            designId: fact.design_id,
            designNumber: fact.design_number,
            description: variantDescription({
              karat: fact.karat,
              shade: fact.shade,
              quality: fact.quality,
              totalCarat: fact.total_carat,
            }),
            imageKey: fact.image_key,
            metal: fact.metal,
            karat: fact.karat,
            shade: fact.shade,
            quality: fact.quality,
            totalCarat: String(fact.total_carat),
            certificateNumber: fact.certificate_number,
            orderType: write.orderType,
            isSpecialOffer: isOfferFact(fact),
            unitTradePence: fact.trade_pence,
          });
        }
        return planned;
      }),
    );
    const added = rows.length - plan.problems.size;
    return { problems: plan.problems, added, cart: await this.view(ctx, facts) };
  }

  /** The same rules as addRows against the cart as it is, writing nothing (the quick order's check). */
  async planRows(ctx: RequestContext, rows: readonly ResolvedRow[]): Promise<Map<number, RowProblem>> {
    requireCustomer(ctx);
    const facts = new Map<string, VariantForOrder>();
    for (const row of rows) if (row.fact && !row.problem) facts.set(row.fact.variant_id, row.fact);
    const cart = await this.evaluator.findCart(this.db, ctx);
    const lines: PlannedCartLine[] = cart ? await this.evaluator.linesOf(this.db, cart.id) : [];
    const levels = await this.inventory.levels(ctx.tenantId, [...facts.keys()]);
    // A variant orders has not stocked yet counts the catalogue's figure, as the first add would.
    const available = new Map(
      [...facts.values()].map((f) => [f.variant_id, levels.get(f.variant_id)?.available ?? f.stock_quantity]),
    );
    return planCartWrites(rows, lines, available).problems;
  }

  async update(ctx: RequestContext, message: UpdateCartLineMessage): Promise<CartListResponse> {
    requireCustomer(ctx);
    // The offer's maximum is asked before the transaction: no remote call runs inside one.
    const offers = await this.offerOfLine(ctx, message.lineId);
    await withRetry(() =>
      this.db.transaction(async (tx) => {
        const { cartId, line } = await this.lockLine(tx, ctx, message.lineId);
        if (line.isSpecialOffer && message.orderType === 'special') {
          throw validationException({ orderType: [{ key: 'orders.specialOfferNoSpecialOrder' }] });
        }
        const quantity = message.quantity ?? line.quantity;
        if (line.isSpecialOffer && line.variantId && quantity > line.quantity) {
          const available =
            (await this.inventory.levels(ctx.tenantId, [line.variantId], tx)).get(line.variantId)
              ?.available ?? 0;
          const others = (await this.evaluator.linesOf(tx, cartId))
            .filter((l) => l.variantId === line.variantId && l.id !== line.id && !l.isEngravingCharge)
            .reduce((sum, l) => sum + l.quantity, 0);
          const allowed = offerAllowance(
            available - others,
            offers.get(line.variantId)?.offer?.max_quantity,
            others,
          );
          if (quantity > allowed) throw specialOfferShort(allowed);
        }
        const size = blank(message.size);
        const ringSize = blank(message.ringSize);
        const engravingText = blank(message.engravingText);
        await tx
          .update(cartLines)
          .set({
            quantity,
            ...(size !== undefined ? { size } : {}),
            ...(ringSize !== undefined ? { ringSize } : {}),
            ...(engravingText !== undefined ? { engravingText } : {}),
            ...(message.orderType ? { orderType: message.orderType } : {}),
            updatedAt: new Date(),
          })
          .where(eq(cartLines.id, line.id));
        await this.syncEngraving(tx, ctx, cartId, await this.evaluator.linesOf(tx, cartId));
      }),
    );
    return this.view(ctx);
  }

  async remove(ctx: RequestContext, lineId: string): Promise<CartListResponse> {
    requireCustomer(ctx);
    await withRetry(() =>
      this.db.transaction(async (tx) => {
        const { cartId, line } = await this.lockLine(tx, ctx, lineId);
        await tx.delete(cartLines).where(eq(cartLines.id, line.id));
        await this.syncEngraving(tx, ctx, cartId, await this.evaluator.linesOf(tx, cartId));
      }),
    );
    return this.view(ctx);
  }

  async clear(ctx: RequestContext): Promise<CartListResponse> {
    requireCustomer(ctx);
    const cart = await this.evaluator.findCart(this.db, ctx);
    if (cart) await this.db.delete(cartLines).where(eq(cartLines.cartId, cart.id));
    return this.view(ctx);
  }

  /** "Verify before ordering": the lines take the catalogue's price now. */
  async acceptPrices(ctx: RequestContext, dto: AcceptCartPricesDto): Promise<CartListResponse> {
    requireCustomer(ctx);
    const cart = await this.evaluator.findCart(this.db, ctx);
    const wanted = dto.lineIds ? new Set(dto.lineIds) : null;
    // Without a cart no line id can be the caller's: naming one (another user's, say) is a 404.
    if (!cart && wanted && wanted.size > 0) {
      throw new OrdersException(OrdersErrorCode.CartLineNotFound, 'orders.cart.lineNotFound');
    }
    if (!cart) return this.view(ctx);
    const lines = (await this.evaluator.linesOf(this.db, cart.id)).filter(
      (l) => !l.isEngravingCharge && l.variantId && (!wanted || wanted.has(l.id)),
    );
    if (wanted && lines.length !== wanted.size) {
      throw new OrdersException(OrdersErrorCode.CartLineNotFound, 'orders.cart.lineNotFound');
    }
    const facts = await this.catalogue.variants(
      ctx,
      lines.map((l) => l.variantId as string),
    );
    await this.db.transaction(async (tx) => {
      for (const line of lines) {
        const fact = facts.get(line.variantId as string);
        // A retired design keeps its message: there is no price to accept.
        if (!fact || fact.retired || fact.trade_pence === line.unitTradePence) continue;
        await tx
          .update(cartLines)
          .set({ unitTradePence: fact.trade_pence, updatedAt: new Date() })
          .where(eq(cartLines.id, line.id));
      }
    });
    return this.view(ctx);
  }

  // ---- helpers ------------------------------------------------------------------------------------

  /** The cart row, created when missing; the upsert also locks it, so one cart changes at a time. */
  private async ensureCart(
    tx: Database,
    ctx: RequestContext,
    userId: string,
    customerId: string,
  ): Promise<string> {
    const [row] = await tx
      .insert(carts)
      .values({ tenantId: ctx.tenantId, userId, customerId })
      .onConflictDoUpdate({
        target: [carts.tenantId, carts.userId, carts.customerId],
        set: { updatedAt: new Date() },
      })
      .returning({ id: carts.id });
    return row.id;
  }

  /** The catalogue's facts of a cart line's variant (none for a line that is not the caller's). */
  private async offerOfLine(ctx: RequestContext, lineId: string): Promise<Map<string, VariantForOrder>> {
    const cart = await this.evaluator.findCart(this.db, ctx);
    if (!cart) return new Map();
    const [line] = await this.db
      .select({ variantId: cartLines.variantId })
      .from(cartLines)
      .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.id, lineId)))
      .limit(1);
    return line?.variantId ? this.catalogue.variants(ctx, [line.variantId]) : new Map();
  }

  private async lockLine(tx: Database, ctx: RequestContext, lineId: string) {
    const cart = await this.evaluator.findCart(tx, ctx);
    if (!cart) throw new OrdersException(OrdersErrorCode.CartLineNotFound, 'orders.cart.lineNotFound');
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cart.id)).for('update');
    const [line] = await tx
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.id, lineId)))
      .limit(1);
    if (!line) throw new OrdersException(OrdersErrorCode.CartLineNotFound, 'orders.cart.lineNotFound');
    if (line.isEngravingCharge) {
      throw new OrdersException(OrdersErrorCode.ActionNotAllowed, 'orders.cart.engravingLineFixed');
    }
    return { cartId: cart.id, line };
  }

  /**
   * Engraving adds one engraving-charges line: one charge per engraved piece. Takes the cart's lines as
   * they are now (under the cart's lock) and answers them with the charges line put right.
   */
  async syncEngraving(
    tx: Database,
    ctx: RequestContext,
    cartId: string,
    lines: CartLineRow[],
  ): Promise<CartLineRow[]> {
    const change = engravingChargeChange(lines);
    switch (change.kind) {
      case 'none':
        return lines;
      case 'delete':
        await tx.delete(cartLines).where(eq(cartLines.id, change.lineId));
        return lines.filter((l) => l.id !== change.lineId);
      case 'update': {
        const [row] = await tx
          .update(cartLines)
          .set({ quantity: change.quantity, unitTradePence: ENGRAVING_CHARGE_PENCE, updatedAt: new Date() })
          .where(eq(cartLines.id, change.lineId))
          .returning();
        return row ? withWrittenLine(lines, row) : lines;
      }
      case 'insert': {
        const [row] = await tx
          .insert(cartLines)
          .values({
            tenantId: ctx.tenantId,
            cartId,
            productName: 'Engraving charges',
            quantity: change.quantity,
            isEngravingCharge: true,
            orderType: 'stock',
            unitTradePence: ENGRAVING_CHARGE_PENCE,
          })
          .returning();
        return row ? withWrittenLine(lines, row) : lines;
      }
    }
  }
}
