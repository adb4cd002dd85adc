import type { VariantForOrder } from '@atelier/contracts/catalogue';
import { PriceStatus, type RequestContext } from '@atelier/contracts/common';
import type { PriceType } from '@atelier/contracts/orders';
import { type Database, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CatalogueClient } from '../catalogue/catalogue.client';
import { InventoryService, type StockLevel } from '../inventory/inventory.service';
import { cartLines, type CartLineRow, carts } from '../schema/orders.schema';
import type { LineFinding } from './cart-checks';
import { evaluateLines, knownFacts, regularPenceOf, variantIdsOf } from './cart-evaluation';
import type { PresentedLine } from './cart-response';

/** A cart with its lines checked against the catalogue and the stock, as every cart answer shows it. */
export interface EvaluatedCart {
  cart: { id: string; customerId: string | null } | null;
  lines: CartLineRow[];
  presented: PresentedLine[];
  facts: Map<string, VariantForOrder>;
  levels: Map<string, StockLevel>;
  findings: Map<string, LineFinding[]>;
  priceType: PriceType | null;
}

/** The order of a cart's lines in every answer: as added, the engraving-charges line last. */
const LINE_ORDER = [asc(cartLines.isEngravingCharge), asc(cartLines.createdAt), asc(cartLines.id)] as const;

/** A cart already read under its lock by a command, so answering it reads nothing again. */
export interface CartAsRead {
  cart: { id: string; customerId: string | null };
  lines: CartLineRow[];
  levels: ReadonlyMap<string, StockLevel>;
}

/**
 * Reads a cart and what it is worth now, and changes nothing in it: the cart commands answer with it
 * and the checkout orders from it. The checks themselves are pure (`cart-evaluation.ts`); this class
 * gathers their inputs (the lines, the catalogue's facts, the stock levels, the visible prices).
 */
@Injectable()
export class CartEvaluator {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly catalogue: CatalogueClient,
    private readonly inventory: InventoryService,
  ) {}

  private get db() {
    return this.database.db;
  }

  /** The caller's cart for the customer selected in the request context. */
  async findCart(
    db: Database,
    ctx: RequestContext,
  ): Promise<{ id: string; customerId: string | null } | null> {
    if (!ctx.userId) return null;
    const [cart] = await db
      .select({ id: carts.id, customerId: carts.customerId })
      .from(carts)
      .where(
        and(
          eq(carts.tenantId, ctx.tenantId),
          eq(carts.userId, ctx.userId),
          ctx.customerId === null ? isNull(carts.customerId) : eq(carts.customerId, ctx.customerId),
        ),
      )
      .limit(1);
    return cart ?? null;
  }

  /**
   * The cart locked for the rest of the transaction (placing an order from it), with its lines, in one
   * statement: only the cart row is locked, the lines come with it.
   */
  async lockCart(
    tx: Database,
    ctx: RequestContext,
    userId: string,
    customerId: string,
  ): Promise<{ id: string; lines: CartLineRow[] } | null> {
    // PostgreSQL names the locked table by its unqualified name or alias only, hence the alias.
    const cart = alias(carts, 'cart');
    const rows = await tx
      .select({ id: cart.id, line: cartLines })
      .from(cart)
      .leftJoin(cartLines, eq(cartLines.cartId, cart.id))
      .where(and(eq(cart.tenantId, ctx.tenantId), eq(cart.userId, userId), eq(cart.customerId, customerId)))
      .orderBy(...LINE_ORDER)
      .for('update', { of: cart });
    const [first] = rows;
    if (!first) return null;
    return { id: first.id, lines: rows.flatMap((row) => (row.line ? [row.line] : [])) };
  }

  /** The variants in the caller's cart, in one read (what the checkout asks the catalogue about). */
  async cartVariantIds(db: Database, ctx: RequestContext): Promise<string[]> {
    if (!ctx.userId || !ctx.customerId) return [];
    const rows = await db
      .selectDistinct({ variantId: cartLines.variantId })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(
        and(
          eq(carts.tenantId, ctx.tenantId),
          eq(carts.userId, ctx.userId),
          eq(carts.customerId, ctx.customerId),
          eq(cartLines.isEngravingCharge, false),
          isNotNull(cartLines.variantId),
        ),
      );
    return rows.flatMap((row) => (row.variantId ? [row.variantId] : []));
  }

  /** In the order added; the engraving-charges line last, under the engraved lines. */
  linesOf(db: Database, cartId: string): Promise<CartLineRow[]> {
    return db
      .select()
      .from(cartLines)
      .where(eq(cartLines.cartId, cartId))
      .orderBy(...LINE_ORDER);
  }

  /** Reads the cart and runs the spec's checks: catalogue prices now, stock held by orders. */
  async evaluate(
    ctx: RequestContext,
    known?: ReadonlyMap<string, VariantForOrder>,
    read?: CartAsRead,
  ): Promise<EvaluatedCart> {
    const cart = read ? read.cart : ctx.userId ? await this.findCart(this.db, ctx) : null;
    const lines = read ? read.lines : cart ? await this.linesOf(this.db, cart.id) : [];
    const variantIds = variantIdsOf(lines);
    const facts = knownFacts(known, variantIds);
    const missing = variantIds.filter((id) => !facts.has(id));
    if (missing.length > 0)
      for (const [id, fact] of await this.catalogue.variants(ctx, missing)) facts.set(id, fact);
    const levels =
      read && variantIds.every((id) => read.levels.has(id))
        ? new Map(read.levels)
        : await this.levelsFor(ctx, facts);
    // The prices before the buyer's discounts ride along in the same call (was/now on the lines).
    const regulars = lines.map((line) => regularPenceOf(line, facts));
    const extra = regulars.flatMap((pence) => (pence === null ? [] : [{ unitTradePence: pence }]));
    const { priceType, visible: all } = await this.visiblePrices(ctx, [...lines, ...extra]);
    const visible = all.slice(0, lines.length);
    let next = lines.length;
    const wasVisible = regulars.map((pence) => (pence === null ? null : (all[next++] ?? null)));
    const { findings, presented } = evaluateLines(lines, facts, levels, visible, wasVisible);
    return { cart, lines, presented, facts, levels, findings, priceType };
  }

  /** Stock levels held by orders, made from the catalogue's figures for variants it has not seen yet. */
  async levelsFor(
    ctx: RequestContext,
    facts: ReadonlyMap<string, VariantForOrder>,
  ): Promise<Map<string, StockLevel>> {
    const ids = [...facts.keys()];
    let levels = await this.inventory.levels(ctx.tenantId, ids);
    const missing = ids.filter((id) => !levels.has(id)).map((id) => facts.get(id) as VariantForOrder);
    if (missing.length > 0) {
      await this.inventory.ensure(ctx, missing);
      levels = await this.inventory.levels(ctx.tenantId, ids);
    }
    return levels;
  }

  /**
   * What the caller may see per line: nothing at status 0, the captured trade price at status 2, and
   * at status 1 the RRP of it as the catalogue computes RRP (one formula for every page).
   */
  async visiblePrices(
    ctx: RequestContext,
    lines: ReadonlyArray<Pick<CartLineRow, 'unitTradePence'>>,
  ): Promise<{ priceType: PriceType | null; visible: Array<number | null> }> {
    if (ctx.priceStatus === PriceStatus.Trade) {
      return { priceType: 'trade', visible: lines.map((l) => l.unitTradePence) };
    }
    if (ctx.priceStatus !== PriceStatus.Retail || lines.length === 0) {
      return { priceType: null, visible: lines.map(() => null) };
    }
    const priced = await this.catalogue.visiblePrices(
      ctx,
      lines.map((l) => ({ tradePence: l.unitTradePence })),
    );
    return { priceType: priced.price_type, visible: priced.lines.map((l) => l.pence) };
  }
}
