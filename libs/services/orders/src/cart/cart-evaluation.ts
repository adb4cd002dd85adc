import type { VariantForOrder } from '@atelier/contracts/catalogue';
import type { StockLevel } from '../inventory/inventory.service';
import type { CartLineRow } from '../schema/orders.schema';
import { checkLines, type LineFinding } from './cart-checks';
import type { CartLineFields, PresentedLine } from './cart-response';

/** The variants a cart's lines order, once each (the engraving-charges line orders none). */
export function variantIdsOf(
  lines: ReadonlyArray<Pick<CartLineRow, 'variantId' | 'isEngravingCharge'>>,
): string[] {
  return [...new Set(lines.flatMap((l) => (l.variantId && !l.isEngravingCharge ? [l.variantId] : [])))];
}

/** Facts already read (the variant being added) that the cart needs, so they are not asked for again. */
export function knownFacts(
  known: ReadonlyMap<string, VariantForOrder> | undefined,
  variantIds: readonly string[],
): Map<string, VariantForOrder> {
  return new Map([...(known ?? [])].filter(([id]) => variantIds.includes(id)));
}

export interface LineEvaluation {
  findings: Map<string, LineFinding[]>;
  presented: PresentedLine[];
}

/**
 * The spec's checks on each line (the catalogue's price now, stock held by orders) and each line as an
 * answer shows it: its findings, the pieces available now and the unit price the caller may see.
 */
export function evaluateLines(
  lines: readonly CartLineFields[],
  facts: ReadonlyMap<string, VariantForOrder>,
  levels: ReadonlyMap<string, StockLevel>,
  visible: ReadonlyArray<number | null>,
  wasVisible: ReadonlyArray<number | null> = [],
): LineEvaluation {
  const findings = checkLines(lines, facts, new Map([...levels].map(([id, level]) => [id, level.available])));
  const presented = lines.map((row, i) => ({
    row,
    findings: findings.get(row.id) ?? [],
    available:
      row.isEngravingCharge || !row.variantId ? null : Math.max(0, levels.get(row.variantId)?.available ?? 0),
    visiblePence: visible[i] ?? null,
    wasVisiblePence: wasVisible[i] ?? null,
  }));
  return { findings, presented };
}

/**
 * The trade price before the buyer's discount, for the cart's was/now: only while the line's price is
 * the discounted one the catalogue gives now (a stale price shows "Price is changed" instead).
 */
export function regularPenceOf(
  line: Pick<CartLineFields, 'variantId' | 'isEngravingCharge' | 'unitTradePence'>,
  facts: ReadonlyMap<string, VariantForOrder>,
): number | null {
  if (line.isEngravingCharge || !line.variantId) return null;
  const fact = facts.get(line.variantId);
  if (!fact?.discount || fact.trade_pence !== line.unitTradePence) return null;
  return fact.discount.regular_pence > line.unitTradePence ? fact.discount.regular_pence : null;
}
