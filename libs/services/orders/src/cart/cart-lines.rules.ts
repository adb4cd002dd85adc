import type { CartLineRow } from '../schema/orders.schema';

type OrderedLine = Pick<CartLineRow, 'id' | 'isEngravingCharge' | 'createdAt'>;

/**
 * A cart's lines in the order every answer shows them, as `linesOf` reads them: in the order added,
 * the engraving-charges line last. Ids break ties the way PostgreSQL compares uuids (their text in
 * lower case sorts as their bytes do).
 */
export function inCartOrder<T extends OrderedLine>(lines: readonly T[]): T[] {
  return [...lines].sort(
    (a, b) =>
      Number(a.isEngravingCharge) - Number(b.isEngravingCharge) ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** The cart's lines after one was written (a new line, or a line whose quantity or price changed). */
export function withWrittenLine<T extends OrderedLine>(lines: readonly T[], written: T): T[] {
  return inCartOrder([...lines.filter((l) => l.id !== written.id), written]);
}

type EngravingLine = Pick<CartLineRow, 'id' | 'quantity' | 'isEngravingCharge' | 'engravingText'>;

/** What keeps the engraving-charges line right: one charge per engraved piece, no line without one. */
export type EngravingChargeChange =
  | { kind: 'none' }
  | { kind: 'insert'; quantity: number }
  | { kind: 'update'; lineId: string; quantity: number }
  | { kind: 'delete'; lineId: string };

/**
 * The change the engraving-charges line needs after the cart's lines changed, from the lines as they
 * now are (read or written under the cart's lock): most carts engrave nothing and need none.
 */
export function engravingChargeChange(lines: readonly EngravingLine[]): EngravingChargeChange {
  const engraved = lines
    .filter((l) => !l.isEngravingCharge && l.engravingText !== null)
    .reduce((sum, l) => sum + l.quantity, 0);
  const existing = lines.find((l) => l.isEngravingCharge);
  if (engraved > 0 && existing) {
    return existing.quantity === engraved
      ? { kind: 'none' }
      : { kind: 'update', lineId: existing.id, quantity: engraved };
  }
  if (engraved > 0) return { kind: 'insert', quantity: engraved };
  return existing ? { kind: 'delete', lineId: existing.id } : { kind: 'none' };
}
