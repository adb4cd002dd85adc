export interface InventoryView {
  variant_id: string;
  sku: string;
  design_number: string;
  on_hand: number;
  reserved: number;
  available: number;
  version: number;
  is_special_offer: boolean;
  updated_at: string;
}

/** What a stock take changed: SKUs orders knows (or the catalogue has), and SKUs nobody has. */
export interface StockTakeResult {
  applied: Array<{ sku: string; variantId: string; onHand: number }>;
  unknown: string[];
}
