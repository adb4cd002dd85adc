import type { CartListResponse } from './cart.types';

/** Why a quick-order row cannot go in the cart. */
export type QuickOrderProblem =
  | 'code_required'
  | 'unknown'
  | 'retired'
  | 'quantity'
  | 'choose_variant'
  | 'no_such_variant'
  | 'offer_limit'
  | 'offer_out_of_stock'
  | 'cart_full';

export interface QuickOrderVariant {
  variant_id: string;
  sku: string;
  design_number: string;
  /** The design's name, with "Lab grown" in the caller's language when it has a lab-grown stone. */
  design_name: string;
  /** The design has a lab-grown stone: the row shows the disclosure badge. */
  labGrown: boolean;
  karat: string;
  shade: string;
  quality: string;
  total_carat: number;
  image_key: string | null;
  is_special_offer: boolean;
}

export interface QuickOrderRowResult {
  /** 1-based, as the buyer numbered the rows. */
  row: number;
  code: string;
  quantity: number | null;
  ok: boolean;
  problem: QuickOrderProblem | null;
  /** The problem in the buyer's language. */
  reason: string | null;
  /** The cell to fix: code, quantity or variant. */
  field: 'code' | 'quantity' | 'variant' | null;
  variant: QuickOrderVariant | null;
  /** The design's orderable variants, to choose from by karat, shade, quality and carat. */
  options: QuickOrderVariant[];
}

export interface QuickOrderCheck {
  rows: QuickOrderRowResult[];
  valid: number;
  invalid: number;
}

export interface QuickOrderAdded extends QuickOrderCheck {
  /** Rows put in the cart (all valid rows, in one transaction). */
  added: number;
  cart: CartListResponse;
  message: string;
}
