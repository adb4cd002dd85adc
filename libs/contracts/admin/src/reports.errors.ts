/** Error codes of the admin service's reporting calls (mapped to HTTP in the gateway). */
export enum ReportsErrorCode {
  /** The date range ends before it starts. */
  InvalidRange = 'REPORTS_INVALID_RANGE',
}
