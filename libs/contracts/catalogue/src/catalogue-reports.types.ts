/** One cell of a report: numbers stay numbers so a spreadsheet can sum them. */
export type ReportCell = string | number;

/** One page of a catalogue report, rows in the order of its columns. */
export interface ReportPage {
  rows: ReportCell[][];
  /** Pass back as `after` for the next page; null at the end. */
  next: string | null;
}
