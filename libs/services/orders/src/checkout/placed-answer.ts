import { type LanguageCode, translate } from '@atelier/contracts/common';
import {
  type OrderPlaced,
  type OrderPlacedLine,
  type OrderStatus,
  type OrderType,
  padReference,
} from '@atelier/contracts/orders';
import { displayDate, orderNumberText, seOrderNumberText, statusLabel } from '../shared/format';

/** An order's numbers, taken before its header is written: the id, the sequences' numbers, the time. */
export interface OrderNumbers {
  id: string;
  /** The transaction's time, which is the order's placing time. */
  placedAt: Date;
  orderNumber: number;
  seOrderNumber: number | null;
}

/** The buyer's answer to a placement but its reference number, which the header's last write takes. */
export type PlacedAnswer = Omit<OrderPlaced, 'reference_number'>;

/** What every placement answers the buyer, from the order's numbers and head. */
export function placedAnswer(
  language: LanguageCode,
  head: { status: OrderStatus; orderType: OrderType },
  numbers: OrderNumbers,
  lines: ReadonlyArray<Pick<OrderPlacedLine, 'orderType'>>,
): PlacedAnswer {
  const orderNumber = orderNumberText(numbers.orderNumber);
  return {
    order_id: numbers.id,
    order_number: orderNumber,
    se_order_number: seOrderNumberText(numbers.seOrderNumber),
    status: head.status,
    status_label: statusLabel(language, head.status),
    order_type: head.orderType,
    special_order_lines: lines.filter((line) => line.orderType === 'special').length,
    message: translate(language, 'orders.placedMessage', { number: orderNumber }),
    placed_at: numbers.placedAt.toISOString(),
    order_date: displayDate(numbers.placedAt),
  };
}

/** The full answer, once the reference number is known (a stored answer gets it from its order). */
export function withReference(answer: PlacedAnswer, referenceNumber: number): OrderPlaced {
  return { ...answer, reference_number: padReference(referenceNumber) };
}
