import type { PriceType } from './cart.types';
import type { ApproStatus } from './orders.constants';

export interface ApproLineView {
  _id: string;
  variant_id: string | null;
  design_number: string;
  /** The design's name, with "Lab grown" in the caller's language when sent out with a lab-grown stone. */
  design_name: string;
  /** Sent out with a lab-grown stone (kept from issue): the line shows the disclosure badge. */
  labGrown: boolean;
  description: string;
  sku: string | null;
  quantity_out: number;
  quantity_returned: number;
  quantity_invoiced: number;
  quantity_outstanding: number;
  price?: number;
  price_type?: PriceType;
}

export interface ApproView {
  _id: string;
  appro_number: string;
  status: ApproStatus;
  status_label: string;
  issued_at: string;
  issued_date: string;
  due_date: string;
  /** The due-back date as YYYY-MM-DD (due_date is for display). */
  due_on: string;
  /** Pieces still out after the due-back date. */
  overdue: boolean;
  /** When each reminder mail was raised (ISO), null until then. */
  reminded_before_at: string | null;
  reminded_due_at: string | null;
  notes: string | null;
  customer_id: string;
  customer_name: string;
  total_out: number;
  total_outstanding: number;
  lines: ApproLineView[];
}

export interface ApproRemindersRun {
  /** Reminders raised by this run (each appro's 'before' and 'due' reminders go once). */
  raised: number;
}
