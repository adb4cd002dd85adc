import type { CartEntry, CartLine } from '../../api/types';

/** Header count: the quantities of all lines, engraving charge lines excluded. */
export function countCartLines(lines: readonly CartLine[]): number {
  return lines.reduce((total, line) => {
    if (line.is_engraving_charge === true) return total;
    const quantity = Number(line.order_quantity);
    return Number.isFinite(quantity) && quantity > 0 ? total + quantity : total;
  }, 0);
}

/** The cart list answer keeps the lines in data.data[0].order_detail. */
export function countCart(entries: readonly CartEntry[] | null | undefined): number {
  return countCartLines(entries?.[0]?.order_detail ?? []);
}
