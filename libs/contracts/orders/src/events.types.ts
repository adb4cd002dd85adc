import type { OrderLineType, OrderStatus, OrderType } from './orders.constants';

export interface OrderPlacedEvent {
  orderId: string;
  orderNumber: string;
  customerId: string;
  userId: string;
  status: OrderStatus;
  orderType: OrderType;
  placedAt: string;
  lines: Array<{ variantId: string | null; sku: string | null; quantity: number; orderType: OrderLineType }>;
  grandTotalPence: number;
}

/**
 * A variant's stock as orders (the stock authority) holds it after a change. Absolute values with a
 * version that only grows, so a consumer applies the newest and ignores older or repeated ones.
 */
export interface StockChangedEvent {
  variantId: string;
  sku: string;
  onHand: number;
  reserved: number;
  available: number;
  version: number;
}
