import type { VariantStockFact } from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { MAX_STOCK_TAKE_LINES, OrdersEvents, type StockChangedEvent } from '@atelier/contracts/orders';
import { type Database, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { enqueueEvent, enqueueEvents } from '../outbox/outbox';
import { queryRows, textArray } from '../shared/query';
import { inventory, type InventoryRow } from '../schema/orders.schema';
import { stockAfterReserving } from './stock-reservation.rules';

export interface StockLevel {
  onHand: number;
  reserved: number;
  available: number;
}

export function levelOf(row: Pick<InventoryRow, 'onHand' | 'reserved'>): StockLevel {
  return { onHand: row.onHand, reserved: row.reserved, available: row.onHand - row.reserved };
}

function stockChangedOf(
  row: Pick<InventoryRow, 'variantId' | 'sku' | 'onHand' | 'reserved' | 'version'>,
): StockChangedEvent {
  return {
    variantId: row.variantId,
    sku: row.sku,
    onHand: row.onHand,
    reserved: row.reserved,
    available: row.onHand - row.reserved,
    version: row.version,
  };
}

/** An inventory row as a set-based update returns it (snake case, the version as PostgreSQL sends it). */
interface ReturnedStock {
  variant_id: string;
  sku: string;
  on_hand: number;
  reserved: number;
  version: string | number;
}

function stockChangedOfReturned(row: ReturnedStock): StockChangedEvent {
  return stockChangedOf({
    variantId: row.variant_id,
    sku: row.sku,
    onHand: row.on_hand,
    reserved: row.reserved,
    version: Number(row.version),
  });
}

/**
 * The stock authority. Rows are made lazily from the catalogue's figure the first time orders needs a
 * variant (ON CONFLICT DO NOTHING: whoever is first wins, and from then on this row is the truth).
 * Every change happens inside the caller's transaction and announces itself through the outbox.
 */
@Injectable()
export class InventoryService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async ensure(ctx: RequestContext, facts: Iterable<VariantStockFact>): Promise<void> {
    const values = [...facts].map((fact) => ({
      tenantId: ctx.tenantId,
      variantId: fact.variant_id,
      sku: fact.sku,
      designId: fact.design_id,
      designNumber: fact.design_number,
      onHand: Math.max(0, fact.stock_quantity),
      isSpecialOffer: fact.is_special_offer,
    }));
    if (values.length === 0) return;
    await this.database.db.insert(inventory).values(values).onConflictDoNothing();
  }

  async levels(tenantId: string, variantIds: readonly string[], db: Database = this.database.db) {
    const levels = new Map<string, StockLevel>();
    if (variantIds.length === 0) return levels;
    const rows = await db
      .select({ variantId: inventory.variantId, onHand: inventory.onHand, reserved: inventory.reserved })
      .from(inventory)
      .where(and(eq(inventory.tenantId, tenantId), inArray(inventory.variantId, [...new Set(variantIds)])));
    for (const row of rows) levels.set(row.variantId, levelOf(row));
    return levels;
  }

  /** Locks the rows for the rest of the transaction, in variant id order so that no two orders deadlock. */
  async lock(
    tx: Database,
    tenantId: string,
    variantIds: readonly string[],
  ): Promise<Map<string, InventoryRow>> {
    const locked = new Map<string, InventoryRow>();
    const ids = [...new Set(variantIds)].sort();
    if (ids.length === 0) return locked;
    const rows = await tx
      .select()
      .from(inventory)
      .where(
        and(eq(inventory.tenantId, tenantId), sql`${inventory.variantId} = ANY(${textArray(ids)}::uuid[])`),
      )
      .orderBy(asc(inventory.variantId))
      .for('update');
    for (const row of rows) locked.set(row.variantId, row);
    return locked;
  }

  /**
   * Changes a variant's stock (reserved and/or on hand) by deltas, within the check constraint (never
   * negative, never more reserved than held), and queues orders.stock.changed with the new version.
   */
  async adjust(
    tx: Database,
    ctx: RequestContext,
    variantId: string,
    change: { reserved?: number; onHand?: number },
  ): Promise<InventoryRow> {
    const [row] = await tx
      .update(inventory)
      .set({
        reserved: sql`${inventory.reserved} + ${change.reserved ?? 0}`,
        onHand: sql`${inventory.onHand} + ${change.onHand ?? 0}`,
        version: sql`${inventory.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(inventory.tenantId, ctx.tenantId), eq(inventory.variantId, variantId)))
      .returning();
    if (!row) throw new Error(`No inventory row for variant ${variantId}`);
    await this.announce(tx, ctx, row);
    return row;
  }

  /**
   * The reservation of a placement as one statement, made but not run (the placement folds it into its
   * own), and the stock events it announces. The rows must be locked by the caller, which is why their
   * new figures are known before the statement runs. The statement answers one row per variant changed.
   */
  reservationOf(
    ctx: RequestContext,
    locked: ReadonlyMap<string, Pick<InventoryRow, 'variantId' | 'sku' | 'onHand' | 'reserved' | 'version'>>,
    reserve: ReadonlyArray<readonly [variantId: string, quantity: number]>,
  ): { statement: SQL; events: StockChangedEvent[] } {
    const ids = `{${reserve.map(([variantId]) => variantId).join(',')}}`;
    const quantities = `{${reserve.map(([, quantity]) => quantity).join(',')}}`;
    return {
      statement: sql`UPDATE orders.inventory AS i
          SET reserved = i.reserved + s.quantity, version = i.version + 1, updated_at = now()
          FROM unnest(${ids}::uuid[], ${quantities}::int[]) AS s(variant_id, quantity)
          WHERE i.tenant_id = ${ctx.tenantId} AND i.variant_id = s.variant_id
          RETURNING i.variant_id`,
      events: stockAfterReserving(locked, reserve).map(stockChangedOf),
    };
  }

  /** A stock take: what is on hand now (reserved pieces stay reserved). */
  async setOnHand(
    tx: Database,
    ctx: RequestContext,
    variantId: string,
    onHand: number,
  ): Promise<InventoryRow> {
    const [row] = await tx
      .update(inventory)
      .set({ onHand, version: sql`${inventory.version} + 1`, updatedAt: new Date() })
      .where(and(eq(inventory.tenantId, ctx.tenantId), eq(inventory.variantId, variantId)))
      .returning();
    if (!row) throw new Error(`No inventory row for variant ${variantId}`);
    await this.announce(tx, ctx, row);
    return row;
  }

  /**
   * A stock take of many variants in one statement: on hand becomes the count, never below what open
   * orders hold reserved; only rows whose figure changes are written, and they are announced together
   * in orders.stock.levels-changed. Unknown variants are skipped.
   *
   * The statement takes its row locks as it goes rather than first in variant id order (which cost a
   * locking read and a second write of every row): the figure is worked out on the row as locked, and
   * a deadlock with a placement is retried by the caller's transaction.
   */
  async countMany(
    tx: Database,
    ctx: RequestContext,
    counts: ReadonlyArray<{ variantId: string; onHand: number }>,
  ): Promise<StockChangedEvent[]> {
    if (counts.length === 0) return [];
    const ids = `{${counts.map((count) => count.variantId).join(',')}}`;
    const figures = `{${counts.map((count) => count.onHand).join(',')}}`;
    const rows = await queryRows<ReturnedStock>(
      tx,
      sql`UPDATE orders.inventory AS i
          SET on_hand = greatest(s.on_hand, i.reserved), version = i.version + 1, updated_at = now()
          FROM unnest(${ids}::uuid[], ${figures}::int[]) AS s(variant_id, on_hand)
          WHERE i.tenant_id = ${ctx.tenantId} AND i.variant_id = s.variant_id
            AND i.on_hand <> greatest(s.on_hand, i.reserved)
          RETURNING i.variant_id, i.sku, i.on_hand, i.reserved, i.version`,
    );
    const events = rows.map(stockChangedOfReturned);
    // One event per batch, not per variant: each event is an outbox row, a delivery and a ledger row.
    const batches = [];
    for (let i = 0; i < events.length; i += MAX_STOCK_TAKE_LINES)
      batches.push({ levels: events.slice(i, i + MAX_STOCK_TAKE_LINES) });
    await enqueueEvents(tx, ctx, OrdersEvents.StockLevelsChanged, batches);
    return events;
  }

  private async announce(tx: Database, ctx: RequestContext, row: InventoryRow): Promise<void> {
    await enqueueEvent(tx, ctx, OrdersEvents.StockChanged, stockChangedOf(row));
  }
}
