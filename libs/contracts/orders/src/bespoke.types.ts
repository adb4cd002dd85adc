import type { BespokeLineStatus, BespokeQuoteStatus, BespokeStatus, OrderStatus } from './orders.constants';

export interface BespokeOrderView {
  _id: string;
  reference_number: string;
  status: BespokeStatus;
  status_label: string;
  description: string;
  design_reference: string | null;
  metal: string | null;
  karat: string | null;
  size: string | null;
  quantity: number;
  /** The customer's own budget (pounds), as they gave it. */
  budget: number | null;
  required_by: string | null;
  notes: string | null;
  admin_note: string | null;
  /** GET this (with the usual headers) for the stored, re-encoded image. */
  image_url: string;
  image_width: number;
  image_height: number;
  created_at: string;
  date: string;
  customer_id: string;
  customer_name: string;
  /** The quote the buyer answers now, if any. */
  open_quote_id: string | null;
  /** The special order line an accepted quote became (null until one is accepted). */
  line: BespokeLineView | null;
  /** The order in the order history that line is on (null until a quote is accepted). */
  order: BespokeOrderLink | null;
  /** Messages and quote versions in the order they happened, oldest first. */
  thread: BespokeThreadEntry[];
}

export interface BespokeQuoteView {
  _id: string;
  version: number;
  status: BespokeQuoteStatus;
  status_label: string;
  price: number;
  metal: string;
  /** Quoted with lab-grown stones: shown with the disclosure badge. */
  labGrown: boolean;
  delivery_date: string;
  note: string | null;
  /** GET this for the quote's sketch or photo; null without one. */
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  answered_at: string | null;
}

export interface BespokeMessageView {
  _id: string;
  /** Who wrote it: the buyer's side or the wholesaler's staff. */
  from: 'customer' | 'staff';
  author_name: string;
  body: string;
}

export type BespokeThreadEntry =
  | { kind: 'message'; at: string; date: string; message: BespokeMessageView }
  | { kind: 'quote'; at: string; date: string; quote: BespokeQuoteView };

export interface BespokeLineView {
  quote_id: string;
  status: BespokeLineStatus;
  status_label: string;
  quantity: number;
  unit_price: number;
  metal: string;
  /** The accepted quote was for lab-grown stones: the line shows the disclosure badge. */
  labGrown: boolean;
  delivery_date: string;
}

/** The order an accepted quote placed, as the bespoke thread links to it. */
export interface BespokeOrderLink {
  _id: string;
  order_number: string;
  status: OrderStatus;
  status_label: string;
}

/** The bespoke request an order came from, as the order detail links back to it. */
export interface OrderBespokeLink {
  _id: string;
  reference_number: string;
  quote_version: number;
  line_status: BespokeLineStatus | null;
  line_status_label: string | null;
}

export interface BespokeImage {
  contentType: string;
  /** Base64 of the bytes; messages are JSON. */
  data: string;
}
