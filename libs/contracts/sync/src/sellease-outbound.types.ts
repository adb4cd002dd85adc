/**
 * The queue we publish to for Sellease (under the deployment's AMQP prefix), in Sellease's own format as
 * the inbound queue: message id, type and tenant (header `x-tenant-id`) as AMQP properties, the body as
 * JSON. Persistent and publisher-confirmed; a message id is the same however often it is sent.
 */
export const SELLEASE_OUTBOUND_QUEUE = 'sellease.outbound';

/** The message types we send Sellease (the AMQP `type` property). */
export const SelleaseOutboundTypes = {
  OrderPlaced: 'order.placed',
  CustomerRegistered: 'customer.registered',
} as const;
export type SelleaseOutboundType = (typeof SelleaseOutboundTypes)[keyof typeof SelleaseOutboundTypes];

/** `order.placed`: an order as placed in the storefront; Sellease answers `order.acknowledged`. */
export interface SelleaseOrderPlacedBody {
  orderId: string;
  /** Our order number (AT00012): what Sellease's acknowledgement and status updates name. */
  orderNumber: string;
  customerAcNo: string;
  customerName: string;
  orderType: 'stock' | 'special' | 'mixed';
  placedAt: string;
  grandTotal: number;
  lines: Array<{
    lineNumber: number;
    sku: string | null;
    designNumber: string;
    designName: string;
    quantity: number;
    orderType: 'stock' | 'special';
    netTotal: number;
  }>;
}

/**
 * `customer.registered`: a company registered in the storefront, for its account to be opened; Sellease
 * answers `customer.linked` naming `customerId` and the account number it gave.
 */
export interface SelleaseCustomerRegisteredBody {
  customerId: string;
  company: string;
  contactName: string;
  email: string;
  currency: string;
  companyPhone: string;
  mobile: string | null;
  website: string | null;
  vatNumber: string | null;
  address: {
    line1: string;
    line2: string | null;
    city: string;
    county: string | null;
    postCode: string;
    country: string;
  };
  registeredAt: string;
}
