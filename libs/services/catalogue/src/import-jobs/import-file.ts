import type { FieldIssue } from '@atelier/contracts/common';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

/** A problem with one cell of an imported file: 1-based row (the header is row 1), column, and the reason. */
export interface RowIssue {
  row: number;
  field: string;
  issue: FieldIssue;
}

/** The file's rows as column -> text (the second row of the file first). */
export type FileRecord<Column extends string> = Partial<Record<Column, string>>;

/**
 * Reads an uploaded CSV or XLSX (first sheet) into rows keyed by the header's names. Blank rows are
 * dropped; each of `columns` missing from the header is a row-1 issue, and unknown extra columns are
 * ignored. A file that cannot be read as its format is one issue on the `file` field.
 */
export async function readImportFile<Column extends string>(
  format: 'csv' | 'xlsx',
  content: Buffer,
  columns: readonly Column[],
): Promise<{ rows: FileRecord<Column>[]; headerIssues: RowIssue[] }> {
  let records: string[][];
  try {
    records = format === 'csv' ? parseCsv(content) : await parseXlsx(content);
  } catch {
    return {
      rows: [],
      headerIssues: [{ row: 1, field: 'file', issue: { key: 'catalogue.import.unreadable' } }],
    };
  }
  const [header = [], ...body] = records;
  const names = header.map((name) => name.trim());
  const headerIssues = columns
    .filter((column) => !names.includes(column))
    .map((column) => ({ row: 1, field: column, issue: { key: 'catalogue.import.missingColumn' } }));
  const rows = body
    .filter((record) => record.some((cell) => cell.trim() !== ''))
    .map(
      (record) => Object.fromEntries(names.map((name, i) => [name, record[i] ?? ''])) as FileRecord<Column>,
    );
  return { rows, headerIssues };
}

function parseCsv(content: Buffer): string[][] {
  const records: unknown = parse(content, { bom: true, relax_column_count: true, skip_empty_lines: true });
  return Array.isArray(records) ? records.filter((record): record is string[] => Array.isArray(record)) : [];
}

async function parseXlsx(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const records: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let i = 1; i <= row.cellCount; i += 1) cells.push(row.getCell(i).text ?? '');
    records.push(cells);
  });
  return records;
}
