import type { CustomerRegisteredEvent } from '@atelier/contracts/identity';
import type { OrderPlacedEvent } from '@atelier/contracts/orders';
import type { SelleaseCustomerRegisteredBody, SelleaseOrderPlacedBody } from '@atelier/contracts/sync';

const pounds = (pence: number): number => Math.round(pence) / 100;

/** Our placed-order event as Sellease reads it: our order number, its account number, money in pounds. */
export function orderPlacedBody(event: OrderPlacedEvent): SelleaseOrderPlacedBody {
  return {
    orderId: event.orderId,
    orderNumber: event.orderNumber,
    customerAcNo: event.customerAcNo,
    customerName: event.customerName,
    orderType: event.orderType,
    placedAt: event.placedAt,
    grandTotal: pounds(event.grandTotalPence),
    lines: event.lines.map((line) => ({
      lineNumber: line.lineNumber,
      sku: line.sku,
      designNumber: line.designNumber,
      designName: line.designName,
      quantity: line.quantity,
      orderType: line.orderType,
      netTotal: pounds(line.netPence),
    })),
  };
}

/** A registration as Sellease reads it (the applicant's language stays ours). */
export function customerRegisteredBody(event: CustomerRegisteredEvent): SelleaseCustomerRegisteredBody {
  return {
    customerId: event.customerId,
    company: event.company,
    contactName: event.contactName,
    email: event.email,
    currency: event.currency,
    companyPhone: event.companyPhone,
    mobile: event.mobile,
    website: event.website,
    vatNumber: event.vatNumber,
    address: { ...event.address },
    registeredAt: event.registeredAt,
  };
}
