import type { InvoiceStatus } from './orders.constants';

export interface InvoiceLineView {
  _id: string;
  /** The line's text, with "Lab grown" in the caller's language when placed with a lab-grown stone. */
  description: string;
  /** Placed with a lab-grown stone: the line shows the disclosure badge. */
  labGrown: boolean;
  design_number: string | null;
  sku: string | null;
  quantity: number;
  unit_price: number;
  net: number;
  vat: number;
  total: number;
}

export interface InvoiceView {
  _id: string;
  invoice_number: string;
  order_id: string | null;
  order_number: string | null;
  reference_number: string | null;
  appro_id: string | null;
  status: InvoiceStatus;
  status_label: string;
  invoice_date: string;
  due_date: string;
  issued_at: string;
  customer_id: string;
  customer_name: string;
  customer_ac_no: string;
  net_total: number;
  total_vat: number;
  carriage: number;
  grand_total: number;
  vat_rate_percent: number;
  lines: InvoiceLineView[];
  pdf_url: string;
}

export interface InvoicePdf {
  filename: string;
  /** Base64 of the PDF. */
  data: string;
}
