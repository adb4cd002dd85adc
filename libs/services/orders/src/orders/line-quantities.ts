import type { FieldIssue } from '@atelier/contracts/common';

/** One entry of a request that takes pieces from order or appro lines. */
export interface LineRequest {
  lineId: string;
  quantity: number;
}

export type LinePlan =
  | { kind: 'ok'; totals: Map<string, number> }
  | { kind: 'unknown-line'; lineId: string }
  | { kind: 'over'; issues: Record<string, FieldIssue[]> };

/**
 * What a request takes from each line, summed over its entries: the same line named twice takes both
 * quantities, so it can never bill or release more than the line still has. An entry that takes the
 * line past what it has is reported at its own path (`lines.{i}.quantity` by default).
 */
export function planLineQuantities(
  entries: readonly LineRequest[],
  available: (lineId: string) => number | undefined,
  field: (index: number) => string = (index) => `lines.${index}.quantity`,
): LinePlan {
  const totals = new Map<string, number>();
  const issues: Record<string, FieldIssue[]> = {};
  for (const [index, entry] of entries.entries()) {
    const max = available(entry.lineId);
    if (max === undefined) return { kind: 'unknown-line', lineId: entry.lineId };
    const total = (totals.get(entry.lineId) ?? 0) + entry.quantity;
    if (total > max) {
      const left = Math.max(0, max - (totals.get(entry.lineId) ?? 0));
      issues[field(index)] = [{ key: 'orders.quantityOverPending', params: { max: left } }];
    }
    totals.set(entry.lineId, total);
  }
  if (Object.keys(issues).length > 0) return { kind: 'over', issues };
  for (const [lineId, total] of totals) if (total === 0) totals.delete(lineId);
  return { kind: 'ok', totals };
}
