import { withInvoices } from './invoicesSlice';

export const selectInvoicesList = withInvoices((state) => state.invoices.list);
export const selectInvoiceDetail = withInvoices((state) => state.invoices.detail);
export const selectPdfDownloading = (path: string) =>
  withInvoices((state) => state.invoices.downloading.includes(path));
