import type { Database } from '@atelier/platform';
import { type SQL, sql } from 'drizzle-orm';
import { pgArray } from '../db/sql-arrays';
import { queryRows } from '../db/query';
import { fromCents, toCents } from '../pricing/price-math';
import { tradeCentsOf } from '../pricing/metal-price';

export interface Repriced {
  id: string;
  designId: string;
  sku: string;
  before: number;
  after: number;
}

/** The rates in force of a tenant: pence per gram by fineness (karat id). */
export async function ratesInForce(db: Database, tenantId: string): Promise<Map<number, number>> {
  const rows = await queryRows<{ karat_id: number; rate: string }>(
    db,
    sql`SELECT karat_id, rate_per_gram::text AS rate FROM catalogue.metal_rates WHERE tenant_id = ${tenantId}`,
  );
  return new Map(rows.map((row) => [row.karat_id, toCents(row.rate)]));
}

/**
 * Inside the caller's transaction: recomputes the trade price of the metal-priced variants `which`
 * selects (by fineness or by design) from the rates in force, writes those that moved (locked, set-based)
 * and answers them. Fixed designs and finenesses without a rate are left as they are.
 */
export async function repriceMetalVariants(
  tx: Database,
  tenantId: string,
  which: { karatIds: readonly number[] } | { designIds: readonly string[] },
): Promise<Repriced[]> {
  const filter: SQL =
    'karatIds' in which
      ? sql`v.karat_id = ANY(${pgArray([...which.karatIds])}::integer[])`
      : sql`v.design_id = ANY(${pgArray([...which.designIds])}::uuid[])`;
  const rows = await queryRows<{
    id: string;
    design_id: string;
    sku: string;
    trade_price: string;
    weight: string;
    stones_value: string;
    making_charge: string;
    rate: string;
  }>(
    tx,
    sql`
    SELECT v.id, v.design_id, v.sku, v.trade_price::text, v.weight::text, v.stones_value::text,
      d.making_charge::text, r.rate_per_gram::text AS rate
    FROM catalogue.variants v
    JOIN catalogue.designs d ON d.id = v.design_id AND d.pricing = 'metal'
    JOIN catalogue.metal_rates r ON r.tenant_id = v.tenant_id AND r.karat_id = v.karat_id
    WHERE v.tenant_id = ${tenantId} AND ${filter}
    ORDER BY v.id
    FOR UPDATE OF v`,
  );
  const moved: Repriced[] = [];
  for (const row of rows) {
    const before = toCents(row.trade_price);
    const after = tradeCentsOf(
      'metal',
      before,
      { weightGrams: row.weight, makingCharge: row.making_charge, stonesValue: row.stones_value },
      row.rate,
    );
    if (after !== before) {
      moved.push({ id: row.id, designId: row.design_id, sku: row.sku, before, after });
    }
  }
  if (moved.length > 0) {
    await tx.execute(sql`
      UPDATE catalogue.variants AS v SET trade_price = x.price
      FROM unnest(${pgArray(moved.map((row) => row.id))}::uuid[],
                  ${pgArray(moved.map((row) => fromCents(row.after).toFixed(2)))}::numeric[]) AS x(id, price)
      WHERE v.id = x.id AND v.tenant_id = ${tenantId}`);
  }
  return moved;
}
