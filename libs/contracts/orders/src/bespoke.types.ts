import type { BespokeStatus } from './orders.constants';

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
}

export interface BespokeImage {
  contentType: string;
  /** Base64 of the bytes; messages are JSON. */
  data: string;
}
