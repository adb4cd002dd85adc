import { MAX_LINE_QUANTITY } from '@atelier/contracts/orders';

/** One piece going into an order list. */
export interface OrderListItem {
  variantId: string;
  quantity: number;
}

/** The dialog's choice that creates a list instead of adding to an existing one. */
export const NEW_LIST = 'new';

/** The list the dialog adds to: the buyer's pick, else the first list, else a new one. */
export function listChoice(picked: string | null, lists: ReadonlyArray<{ id: string }>): string {
  if (picked === NEW_LIST) return NEW_LIST;
  if (picked && lists.some((list) => list.id === picked)) return picked;
  return lists[0]?.id ?? NEW_LIST;
}

/**
 * Lines (of a cart or an order) as list items: one per variant with the quantities summed, lines without
 * a variant (bespoke, engraving charges) left out, as a list holds catalogue pieces only; a sum above
 * the line maximum is capped, as the list's line would refuse it.
 */
export function toListItems(
  lines: ReadonlyArray<{ variantId: string | null; quantity: number; skip?: boolean }>,
): OrderListItem[] {
  const byVariant = new Map<string, number>();
  for (const line of lines) {
    if (!line.variantId || line.skip || line.quantity < 1) continue;
    byVariant.set(line.variantId, (byVariant.get(line.variantId) ?? 0) + line.quantity);
  }
  return [...byVariant].map(([variantId, quantity]) => ({
    variantId,
    quantity: Math.min(quantity, MAX_LINE_QUANTITY),
  }));
}
