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
