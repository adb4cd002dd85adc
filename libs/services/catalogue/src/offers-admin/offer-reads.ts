import type { OfferKind } from '@atelier/contracts/catalogue';
import type { Database } from '@atelier/platform';
import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { pgArray } from '../db/sql-arrays';
import { offers } from '../schema/catalogue.schema';

export interface ActiveOffer {
  id: string;
  kind: OfferKind;
  variantId: string;
  offerPrice: string;
  maxQuantity: number;
}

/** The offers of the given variants that are active now (by their dates), one per variant. */
export async function activeOffersOf(
  db: Database,
  tenantId: string,
  variantIds: readonly string[],
): Promise<Map<string, ActiveOffer>> {
  const found = new Map<string, ActiveOffer>();
  if (variantIds.length === 0) return found;
  const rows = await db
    .select({
      id: offers.id,
      kind: offers.kind,
      variantId: offers.variantId,
      offerPrice: offers.offerPrice,
      maxQuantity: offers.maxQuantity,
    })
    .from(offers)
    .where(
      and(
        eq(offers.tenantId, tenantId),
        sql`${offers.variantId} = ANY(${pgArray(variantIds)}::uuid[])`,
        isNull(offers.endedAt),
        lte(offers.startsAt, sql`now()`),
        gt(offers.endsAt, sql`now()`),
      ),
    )
    .orderBy(desc(offers.startsAt));
  for (const row of rows) if (!found.has(row.variantId)) found.set(row.variantId, row);
  return found;
}

/** Special offers (natural or lab-grown) make a design a special offer; clearance makes it clearance. */
export function offerFlags(kinds: Iterable<OfferKind>): { specialOffer: boolean; clearance: boolean } {
  let specialOffer = false;
  let clearance = false;
  for (const kind of kinds) {
    if (kind === 'clearance') clearance = true;
    else specialOffer = true;
  }
  return { specialOffer, clearance };
}
