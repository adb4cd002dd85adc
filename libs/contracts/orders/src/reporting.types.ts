import type { OrderPlacedLine } from './events.types';
import type { OrderType } from './orders.constants';

/** An order as the reporting read model is rebuilt from: header and lines with what was cancelled. */
export interface ReportingOrder {
  orderId: string;
  orderNumber: string;
  customerId: string;
  customerName: string;
  orderType: OrderType;
  placedAt: string;
  lines: Array<Omit<OrderPlacedLine, 'category'> & { canceledQty: number }>;
}

/** Back-office work waiting in orders, counted for the dashboard. */
export interface PendingOrderWork {
  ordersAwaitingPricingApproval: number;
  openChangeRequests: number;
  bespokeRequests: number;
  approsDueBack: number;
}

/** A design and how many pieces of it were ordered in the period asked. */
export interface DesignSales {
  designId: string;
  quantity: number;
}

/** A customer's orders with pieces still pending and appros not yet closed. */
export interface CustomerOpenWork {
  openOrders: number;
  openAppros: number;
}
