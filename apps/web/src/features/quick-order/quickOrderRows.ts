import type { QuickOrderRowDto } from '@atelier/contracts/orders';

/** A row on the quick-order page: what the buyer typed, pasted or uploaded. */
export interface QuickOrderDraft {
  code: string;
  quantity: string;
  variantId?: string;
}

const HEADER_WORDS = new Set(['code', 'sku', 'design', 'design_number', 'design number', 'quantity', 'qty']);

/**
 * Pasted or uploaded text as rows: one a line, cells split by tab, semicolon or comma; the first cell
 * is the design number or SKU, the second the quantity (1 when missing). A header line is skipped.
 */
export function parsePastedRows(text: string): QuickOrderDraft[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => line.split(/\t|;|,/).map((cell) => cell.trim().replace(/^"|"$/g, '')))
    .filter((cells, index) => !(index === 0 && HEADER_WORDS.has(cells[0].toLowerCase())))
    .map((cells) => ({ code: cells[0] ?? '', quantity: cells[1] && cells[1] !== '' ? cells[1] : '1' }));
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
