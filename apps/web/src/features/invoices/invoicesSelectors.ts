import type { RootState } from '../../app/store';

export const selectInvoicesList = (state: RootState) => state.invoices.list;
export const selectInvoiceDetail = (state: RootState) => state.invoices.detail;
export const selectPdfDownloading = (path: string) => (state: RootState) =>
  state.invoices.downloading.includes(path);
