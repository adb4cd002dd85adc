export interface CartLine {
  _id: string;
  productName: string;
  /** The variant ordered (metal, karat, size...), when the line is for one. */
  variant_sku: string | null;
  order_quantity: number;
  /** The engraving-charge line: the cart count leaves it out (spec section 4, Cart). */
  is_engraving_charge: boolean;
  engraving_text: string | null;
}

/** Spec section 7: the storefront reads `data.data[0].order_detail`. */
export interface CartListResponse {
  data: Array<{ _id: string | null; customer_id: string | null; order_detail: CartLine[] }>;
}
