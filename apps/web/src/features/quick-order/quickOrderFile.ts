import { parsePastedRows, rowsFromCells, type QuickOrderDraft } from './quickOrderRows';

/** Reading the file is most of the work; the rest of the bar is parsing it. */
const READ_SHARE = 0.9;

export const QUICK_ORDER_FILE_TYPES =
  '.csv,.txt,.tsv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const isSpreadsheet = (name: string): boolean => /\.xlsx$/i.test(name);

/** The file's bytes, reporting the share read as it goes. */
function readBytes(file: File, onProgress: (fraction: number) => void): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * READ_SHARE);
    };
    reader.onload = () => {
      if (reader.result instanceof ArrayBuffer) resolve(reader.result);
      else reject(new Error('The file could not be read.'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * A CSV or XLSX file as quick-order rows, read in the browser as pasted text is (the first sheet of a
 * workbook; the first column the code, the second the quantity). The spreadsheet library is loaded only
 * when a workbook is chosen, so the page itself stays small.
 */
export async function readQuickOrderFile(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<QuickOrderDraft[]> {
  const bytes = await readBytes(file, onProgress);
  if (!isSpreadsheet(file.name)) {
    const rows = parsePastedRows(new TextDecoder().decode(bytes));
    onProgress(1);
    return rows;
  }
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const cells: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    cells.push([row.getCell(1).text ?? '', row.getCell(2).text ?? '']);
  });
  onProgress(1);
  return rowsFromCells(cells);
}
