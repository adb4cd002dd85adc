import { withInvoices } from './invoicesSlice';

export const selectPdfDownloading = (path: string) =>
  withInvoices((state) => state.invoices.downloading.includes(path));
