import type { QuickOrderRowDto, QuickOrderVariant } from '@atelier/contracts/orders';

/** The attributes a design's variants differ by, in the order the buyer chooses them. */
export const VARIANT_FACETS = ['karat', 'shade', 'quality', 'carat'] as const;
export type VariantFacet = (typeof VARIANT_FACETS)[number];
export type VariantPicks = Partial<Record<VariantFacet, string>>;

/** A row on the quick-order page: what the buyer typed, pasted or uploaded. */
export interface QuickOrderDraft {
  code: string;
  quantity: string;
  variantId?: string;
  /** The karat, shade, quality and carat chosen so far when a design number has several variants. */
  picks?: VariantPicks;
}

const HEADER_WORDS = new Set(['code', 'sku', 'design', 'design_number', 'design number', 'quantity', 'qty']);

/**
 * Table cells (from a paste, a CSV or a spreadsheet) as rows: the first cell is the design number or SKU,
 * the second the quantity (1 when missing); empty rows and a header row are skipped.
 */
export function rowsFromCells(cells: ReadonlyArray<readonly string[]>): QuickOrderDraft[] {
  return cells
    .map((row) => row.map((cell) => cell.trim()))
    .filter((row) => (row[0] ?? '') !== '')
    .filter((row, index) => !(index === 0 && HEADER_WORDS.has(row[0].toLowerCase())))
    .map((row) => ({ code: row[0], quantity: row[1] && row[1] !== '' ? row[1] : '1' }));
}

/** Pasted or uploaded text as rows: one a line, cells split by tab, semicolon or comma. */
export function parsePastedRows(text: string): QuickOrderDraft[] {
  return rowsFromCells(
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .map((line) => line.split(/\t|;|,/).map((cell) => cell.trim().replace(/^"|"$/g, ''))),
  );
}

/** The rows to send: blank rows are left out, cells trimmed to the server's lengths. */
export function toRequestRows(rows: readonly QuickOrderDraft[]): QuickOrderRowDto[] {
  return rows.map((row) => ({
    code: row.code.trim().slice(0, 100),
    quantity: row.quantity.trim().slice(0, 12),
    ...(row.variantId ? { variantId: row.variantId } : {}),
  }));
}

export const isBlank = (row: QuickOrderDraft): boolean =>
  row.code.trim() === '' && row.quantity.trim() === '';

/** A variant's value of one attribute, as the pickers show and compare it. */
export function facetValue(variant: QuickOrderVariant, facet: VariantFacet): string {
  return facet === 'carat' ? `${variant.total_carat}` : variant[facet];
}

const matches = (variant: QuickOrderVariant, picks: VariantPicks, except?: VariantFacet): boolean =>
  VARIANT_FACETS.every(
    (facet) => facet === except || !picks[facet] || facetValue(variant, facet) === picks[facet],
  );

/**
 * The values each attribute can still take given the other choices (so a choice never leads to a
 * variant that does not exist); an attribute all variants share is left out, there is nothing to choose.
 */
export function facetChoices(
  options: readonly QuickOrderVariant[],
  picks: VariantPicks,
): Array<{ facet: VariantFacet; values: string[] }> {
  return VARIANT_FACETS.flatMap((facet) => {
    const all = new Set(options.map((o) => facetValue(o, facet)));
    if (all.size < 2) return [];
    const values = [
      ...new Set(options.filter((o) => matches(o, picks, facet)).map((o) => facetValue(o, facet))),
    ].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
    return [{ facet, values }];
  });
}

/** The one variant the choices name, or undefined while they still fit several (or none). */
export function pickedVariant(
  options: readonly QuickOrderVariant[],
  picks: VariantPicks,
): QuickOrderVariant | undefined {
  const fitting = options.filter((o) => matches(o, picks));
  return fitting.length === 1 ? fitting[0] : undefined;
}
