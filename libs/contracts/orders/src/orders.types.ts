export interface CartLine {
  _id: string;
  productName: string;
  order_quantity: number;
  is_engraving_charge: boolean;
}

/** Spec section 7: the storefront reads `data.data[0].order_detail`. */
export interface CartListResponse {
  data: Array<{ _id: string | null; customer_id: string | null; order_detail: CartLine[] }>;
}
