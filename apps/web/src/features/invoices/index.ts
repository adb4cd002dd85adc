/** The public face of this feature: what other features may import. */
export { INVOICE_TONES, invoicePdfPath } from './InvoicesPages';
export { PdfButton } from './PdfButton';
export { downloadPdf } from './invoicesSagas';
export { invoicePdfRequested } from './invoicesSlice';
