import type { InventoryRow } from '../schema/orders.schema';

export type StockFigures = Pick<InventoryRow, 'variantId' | 'sku' | 'onHand' | 'reserved' | 'version'>;

/**
 * The locked rows' figures once the pieces are reserved (each reserved variant once, in variant id
 * order as the events leave): the update adds the quantity and bumps the version, and nobody else can
 * change a locked row before the commit.
 */
export function stockAfterReserving(
  locked: ReadonlyMap<string, StockFigures>,
  reserve: ReadonlyArray<readonly [variantId: string, quantity: number]>,
): StockFigures[] {
  const adding = new Map<string, number>();
  for (const [variantId, quantity] of reserve) adding.set(variantId, (adding.get(variantId) ?? 0) + quantity);
  return [...adding]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([variantId, quantity]) => {
      const row = locked.get(variantId);
      if (!row) throw new Error(`Inventory row of variant ${variantId} is not locked`);
      return { ...row, reserved: row.reserved + quantity, version: row.version + 1 };
    });
}
