import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { once } from 'node:events';

export type TableFileFormat = 'csv' | 'xlsx';
export type TableFileCell = string | number;

/** A table file to stream: its header row and its rows page by page, as the owning service pages them. */
export interface TableFile {
  /** File name without the extension; the day is added ("designs-2026-05-01.csv"). */
  name: string;
  format: TableFileFormat;
  /** The XLSX sheet's name. */
  sheet: string;
  header: readonly string[];
  pages: AsyncIterator<ReadonlyArray<readonly TableFileCell[]>>;
}

/**
 * Streams a table as CSV (csv-stringify) or XLSX (exceljs's streaming writer) page by page, waiting
 * for the socket to drain, so no file is ever held whole in memory. The first page is asked for before
 * any header is sent: a refusal (permission, validation) still answers as a proper JSON error.
 */
export async function streamTableFile(response: Response, file: TableFile): Promise<void> {
  const first = await file.pages.next();
  const pages = async function* () {
    if (first.done) return;
    yield first.value;
    for (let page = await file.pages.next(); !page.done; page = await file.pages.next()) yield page.value;
  };
  const stamp = new Date().toISOString().slice(0, 10);
  response.setHeader('Content-Disposition', `attachment; filename="${file.name}-${stamp}.${file.format}"`);
  if (file.format === 'csv') {
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    const csv = stringify({ header: true, columns: [...file.header] });
    csv.pipe(response);
    for await (const rows of pages()) {
      for (const row of rows) if (!csv.write(row)) await once(csv, 'drain');
    }
    csv.end();
    await once(response, 'finish');
    return;
  }
  response.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: response, useStyles: false });
  const sheet = workbook.addWorksheet(file.sheet);
  sheet.addRow([...file.header]).commit();
  for await (const rows of pages()) {
    for (const row of rows) sheet.addRow([...row]).commit();
  }
  sheet.commit();
  await workbook.commit();
}
