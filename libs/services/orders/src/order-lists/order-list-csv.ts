import { parse } from 'csv-parse/sync';
import type { QuickOrderInput } from '../quick-order/quick-order-rows';

const CODE_COLUMNS = ['code', 'sku', 'design_number', 'design number', 'design'];

/**
 * The rows of an imported CSV (comma, semicolon or tab separated, header row first): the code is the
 * first of code, sku or design_number present; quantity, karat, shade, quality and carat by name.
 * Null when the header lacks a code or a quantity column.
 */
export function parseOrderListCsv(text: string): QuickOrderInput[] | null {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes('\t')
    ? '\t'
    : firstLine.includes(';') && !firstLine.includes(',')
      ? ';'
      : ',';
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch {
    return null;
  }
  if (records.length === 0) return null;
  const header = records[0].map((h) => h.trim().toLowerCase());
  const codeAt = CODE_COLUMNS.map((c) => header.indexOf(c)).find((i) => i >= 0);
  const quantityAt = ['quantity', 'qty'].map((c) => header.indexOf(c)).find((i) => i >= 0);
  if (codeAt === undefined || quantityAt === undefined) return null;
  const at = (name: string) => header.indexOf(name);
  const cell = (record: string[], index: number) =>
    index >= 0 ? (record[index] ?? '').slice(0, 100) : undefined;
  return records.slice(1).map((record) => ({
    code: cell(record, codeAt) ?? '',
    quantity: (cell(record, quantityAt) ?? '').slice(0, 12),
    karat: cell(record, at('karat')),
    shade: cell(record, at('shade')),
    quality: cell(record, at('quality')),
    carat: cell(record, at('carat')),
  }));
}
