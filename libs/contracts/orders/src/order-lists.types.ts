import type { QuickOrderRowResult } from './quick-order.types';

export interface OrderListSummary {
  id: string;
  name: string;
  line_count: number;
  created_at: string;
  updated_at: string;
}

export interface OrderListLineView {
  id: string;
  variant_id: string;
  sku: string;
  design_id: string;
  design_number: string;
  /** The design's name, with "Lab grown" in the caller's language when it has a lab-grown stone. */
  design_name: string;
  /** The design has a lab-grown stone (as when added): the line shows the disclosure badge. */
  labGrown: boolean;
  description: string;
  image_key: string | null;
  quantity: number;
}

export interface OrderListDetail extends OrderListSummary {
  lines: OrderListLineView[];
}

export interface OrderListImported {
  list: OrderListDetail;
  rows: QuickOrderRowResult[];
  added: number;
  invalid: number;
}
