import type { ApproReminderKind, OrderLineType, OrderStatus, OrderType } from './orders.constants';

export interface OrderPlacedEvent {
  orderId: string;
  orderNumber: string;
  customerId: string;
  userId: string;
  status: OrderStatus;
  orderType: OrderType;
  placedAt: string;
  customerName: string;
  /** The customer's account number (as Sellease knows the customer). */
  customerAcNo: string;
  lines: OrderPlacedLine[];
  grandTotalPence: number;
}

/** A line as placed, with what the reporting read model groups by (so it never asks at read time). */
export interface OrderPlacedLine {
  lineNumber: number;
  variantId: string | null;
  sku: string | null;
  quantity: number;
  orderType: OrderLineType;
  designId: string | null;
  designNumber: string;
  designName: string;
  /** The design's item (rings, earrings, ...), as the catalogue names it at placement. */
  category: string;
  metal: string | null;
  karat: string | null;
  /** Trade price times pieces, before VAT, engraving and carriage. */
  netPence: number;
}

/** Pieces of an order's lines were cancelled: the cancelled pieces per line after the change. */
export interface OrderLinesCancelledEvent {
  orderId: string;
  lines: Array<{ lineNumber: number; canceledQty: number }>;
}

/** Orders of the tenant written in one go without their own events; how many. */
export interface OrdersImportedEvent {
  orders: number;
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

/**
 * Many variants' stock after one change of many (a stock take from the ERP): one event for the batch
 * rather than one per variant, so a stock take of thousands costs one outbox row and one delivery.
 */
export interface StockLevelsChangedEvent {
  levels: StockChangedEvent[];
}

/** An appro's reminder: goods on approval due back soon ('before') or today ('due'). */
export interface ApproReminderRaisedEvent {
  approId: string;
  approNumber: string;
  customerId: string;
  customerName: string;
  kind: ApproReminderKind;
  /** The due-back date, YYYY-MM-DD. */
  dueDate: string;
  /** Pieces still out when the reminder was raised. */
  piecesOut: number;
}
