import { disclosedName, type VariantForOrder } from '@atelier/contracts/catalogue';
import type { LanguageCode } from '@atelier/contracts/common';
import {
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  type OrderLineType,
  type QuickOrderProblem,
  type QuickOrderVariant,
} from '@atelier/contracts/orders';
import { isOfferFact, offerAllowance } from '../cart/cart-checks';

/** A row as the buyer sent it (every cell text). */
export interface QuickOrderInput {
  code: string;
  quantity: string;
  karat?: string;
  shade?: string;
  quality?: string;
  carat?: string;
  variantId?: string;
}

export interface RowProblem {
  problem: QuickOrderProblem;
  field: 'code' | 'quantity' | 'variant';
  /** Parameters of the reason's message ({code}, {max}, {n}). */
  params?: Record<string, string | number>;
}

export interface ResolvedRow {
  row: number;
  code: string;
  quantity: number | null;
  fact: VariantForOrder | null;
  options: VariantForOrder[];
  problem: RowProblem | null;
}

export const norm = (value: string | undefined): string => (value ?? '').trim().toUpperCase();

/** A whole number from 1 to the line maximum, or null. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= MAX_LINE_QUANTITY ? n : null;
}

/** The catalogue's answer indexed by upper-cased SKU and design number. */
export function indexFacts(facts: readonly VariantForOrder[]): {
  bySku: Map<string, VariantForOrder>;
  byDesign: Map<string, VariantForOrder[]>;
} {
  const bySku = new Map<string, VariantForOrder>();
  const byDesign = new Map<string, VariantForOrder[]>();
  for (const fact of facts) {
    bySku.set(norm(fact.sku), fact);
    const key = norm(fact.design_number);
    byDesign.set(key, [...(byDesign.get(key) ?? []), fact]);
  }
  for (const list of byDesign.values()) list.sort((a, b) => a.sku.localeCompare(b.sku));
  return { bySku, byDesign };
}

const sameText = (wanted: string | undefined, actual: string): boolean =>
  norm(wanted) === '' || norm(wanted) === norm(actual);

const sameCarat = (wanted: string | undefined, actual: number): boolean => {
  const text = (wanted ?? '').trim().replace(',', '.');
  if (text === '') return true;
  const n = Number(text);
  return Number.isFinite(n) && Math.abs(n - actual) < 0.005;
};

/** The variants of a design that match the karat, shade, quality and carat the row names. */
export function matchVariants(
  options: readonly VariantForOrder[],
  input: QuickOrderInput,
): VariantForOrder[] {
  if (input.variantId) return options.filter((o) => o.variant_id === input.variantId);
  return options.filter(
    (o) =>
      sameText(input.karat, o.karat) &&
      sameText(input.shade, o.shade) &&
      sameText(input.quality, o.quality) &&
      sameCarat(input.carat, o.total_carat),
  );
}

/** Finds each row's variant (a SKU names one; a design number with its choices names one of the design's). */
export function resolveRows(
  inputs: readonly QuickOrderInput[],
  facts: ReturnType<typeof indexFacts>,
): ResolvedRow[] {
  return inputs.map((input, index): ResolvedRow => {
    const row = index + 1;
    const code = input.code.trim();
    const quantity = parseQuantity(input.quantity);
    const base = { row, code, quantity, fact: null, options: [] as VariantForOrder[] };
    if (code === '') return { ...base, problem: { problem: 'code_required', field: 'code' } };
    const bySku = facts.bySku.get(norm(code));
    const options = bySku
      ? (facts.byDesign.get(norm(bySku.design_number)) ?? [bySku])
      : facts.byDesign.get(norm(code));
    if (!options || options.length === 0) {
      return { ...base, problem: { problem: 'unknown', field: 'code', params: { code } } };
    }
    const orderable = options.filter((o) => !o.retired);
    if (orderable.length === 0) {
      return { ...base, options: [], problem: { problem: 'retired', field: 'code', params: { code } } };
    }
    const chosen = bySku && !input.variantId ? [bySku] : matchVariants(orderable, input);
    const withOptions = { ...base, options: orderable };
    if (chosen.length === 0)
      return { ...withOptions, problem: { problem: 'no_such_variant', field: 'variant' } };
    if (chosen.length > 1)
      return { ...withOptions, problem: { problem: 'choose_variant', field: 'variant' } };
    const fact = chosen[0];
    if (fact.retired)
      return { ...withOptions, problem: { problem: 'retired', field: 'code', params: { code } } };
    if (quantity === null) {
      return {
        ...withOptions,
        fact,
        problem: { problem: 'quantity', field: 'quantity', params: { max: MAX_LINE_QUANTITY } },
      };
    }
    return { ...withOptions, fact, problem: null };
  });
}

/** A cart line as the planner needs it. */
export interface PlannedCartLine {
  id: string;
  variantId: string | null;
  quantity: number;
  orderType: OrderLineType;
  isEngravingCharge: boolean;
  size: string | null;
  ringSize: string | null;
  engravingText: string | null;
}

export type CartWrite =
  | { kind: 'update'; lineId: string; quantity: number; fact: VariantForOrder }
  | { kind: 'insert'; quantity: number; orderType: OrderLineType; fact: VariantForOrder };

export interface QuickOrderPlan {
  /** Row number to its problem (rows resolved without one may still meet a cart rule here). */
  problems: Map<number, RowProblem>;
  writes: CartWrite[];
}

/**
 * The cart's rules over all the valid rows at once, in row order: the special offer's limit (stock and
 * the offer's maximum, counting what the cart and earlier rows hold), the line maximum when rows merge
 * into one line, and the cart's line limit. Plain variants go on a stock line while any is available,
 * otherwise on a special-order line, as adding from the design page does.
 */
export function planCartWrites(
  rows: readonly ResolvedRow[],
  lines: readonly PlannedCartLine[],
  available: ReadonlyMap<string, number>,
): QuickOrderPlan {
  const problems = new Map<number, RowProblem>();
  const pending = new Map<string, CartWrite>();
  let lineCount = lines.filter((l) => !l.isEngravingCharge).length;
  const inCartOf = (variantId: string) =>
    lines
      .filter((l) => l.variantId === variantId && !l.isEngravingCharge)
      .reduce((s, l) => s + l.quantity, 0);
  for (const row of rows) {
    if (row.problem) {
      problems.set(row.row, row.problem);
      continue;
    }
    const fact = row.fact as VariantForOrder;
    const quantity = row.quantity as number;
    const stock = available.get(fact.variant_id) ?? 0;
    const offer = isOfferFact(fact);
    const orderType: OrderLineType = offer || stock > 0 ? 'stock' : 'special';
    const key = `${fact.variant_id}:${orderType}`;
    const earlier = pending.get(key);
    if (offer) {
      const inCart = inCartOf(fact.variant_id) + (earlier ? earlier.quantity - baseOf(earlier, lines) : 0);
      const allowed = offerAllowance(stock - inCart, fact.offer?.max_quantity, inCart);
      if (quantity > allowed) {
        problems.set(
          row.row,
          allowed <= 0
            ? { problem: 'offer_out_of_stock', field: 'quantity' }
            : { problem: 'offer_limit', field: 'quantity', params: { n: allowed } },
        );
        continue;
      }
    }
    const existing = lines.find(
      (l) =>
        !l.isEngravingCharge &&
        l.variantId === fact.variant_id &&
        l.size === null &&
        l.ringSize === null &&
        l.engravingText === null &&
        l.orderType === orderType,
    );
    const before = earlier ? earlier.quantity : (existing?.quantity ?? 0);
    if (before + quantity > MAX_LINE_QUANTITY) {
      problems.set(row.row, { problem: 'quantity', field: 'quantity', params: { max: MAX_LINE_QUANTITY } });
      continue;
    }
    if (!earlier && !existing && lineCount >= MAX_CART_LINES) {
      problems.set(row.row, { problem: 'cart_full', field: 'code', params: { max: MAX_CART_LINES } });
      continue;
    }
    if (earlier) earlier.quantity += quantity;
    else if (existing)
      pending.set(key, { kind: 'update', lineId: existing.id, quantity: before + quantity, fact });
    else {
      pending.set(key, { kind: 'insert', quantity, orderType, fact });
      lineCount += 1;
    }
  }
  return { problems, writes: [...pending.values()] };
}

/** What the cart held of a pending write's line before the quick order (its base to count from). */
function baseOf(write: CartWrite, lines: readonly PlannedCartLine[]): number {
  return write.kind === 'update' ? (lines.find((l) => l.id === write.lineId)?.quantity ?? 0) : 0;
}

export function toQuickOrderVariant(fact: VariantForOrder, language: LanguageCode): QuickOrderVariant {
  return {
    variant_id: fact.variant_id,
    sku: fact.sku,
    design_number: fact.design_number,
    design_name: disclosedName(fact.design_name, fact.lab_grown, language),
    labGrown: fact.lab_grown,
    karat: fact.karat,
    shade: fact.shade,
    quality: fact.quality,
    total_carat: fact.total_carat,
    image_key: fact.image_key,
    is_special_offer: isOfferFact(fact),
  };
}
