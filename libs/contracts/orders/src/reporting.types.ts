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
