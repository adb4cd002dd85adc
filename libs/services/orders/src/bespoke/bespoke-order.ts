import { OrderStatus } from '@atelier/contracts/orders';
import { computeTotals, type Totals } from '../shared/money';

/** What of a bespoke request its order keeps. */
export interface BespokeRequestFacts {
  referenceNumber: string;
  description: string;
  karat: string | null;
  size: string | null;
  quantity: number;
}

/**
 * What of the accepted quote its order keeps: the price per piece, the metal, the delivery date and
 * whether its stones are lab grown (so the order and its invoices disclose it).
 */
export interface AcceptedQuoteFacts {
  id: string;
  version: number;
  pricePence: number;
  metal: string;
  deliveryDate: string;
  isLabGrown: boolean;
}

export interface BespokeOrderLine {
  designNumber: string;
  designName: string;
  description: string;
  metal: string;
  karat: string | null;
  size: string | null;
  quantity: number;
  unitPence: number;
  orderType: 'special';
  bespokeQuoteId: string;
  deliveryDate: string;
  labGrown: boolean;
}

export interface BespokeOrderPlan {
  line: BespokeOrderLine;
  /** Accepting the quote approved its price: the order does not ask for the pricing approval again. */
  status: OrderStatus;
  orderType: 'special';
  totals: Totals;
  /** The first status history entry's note: which quote version was accepted. */
  note: string;
}

const NAME_LENGTH = 80;

/** The line's name: the request's description on one line, shortened to what a list shows. */
export function bespokeLineName(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  return flat.length <= NAME_LENGTH ? flat : `${flat.slice(0, NAME_LENGTH - 1).trimEnd()}…`;
}

/**
 * The special order an accepted bespoke quote becomes: one made-to-order line at the quote's price,
 * metal and delivery date for the requested pieces, totalled (VAT, carriage) as a placed cart order is.
 */
export function planBespokeOrder(
  request: BespokeRequestFacts,
  quote: AcceptedQuoteFacts,
  terms: { carriagePence: number; vatBasisPoints: number },
): BespokeOrderPlan {
  const line: BespokeOrderLine = {
    designNumber: request.referenceNumber,
    designName: bespokeLineName(request.description),
    description: request.description,
    metal: quote.metal,
    karat: request.karat,
    size: request.size,
    quantity: request.quantity,
    unitPence: quote.pricePence,
    orderType: 'special',
    bespokeQuoteId: quote.id,
    deliveryDate: quote.deliveryDate,
    labGrown: quote.isLabGrown,
  };
  return {
    line,
    status: OrderStatus.PendingOrder,
    orderType: 'special',
    totals: computeTotals(
      [{ unitPence: line.unitPence, quantity: line.quantity, engravePencePerPiece: 0 }],
      terms.carriagePence,
      0,
      terms.vatBasisPoints,
    ),
    note: `Bespoke ${request.referenceNumber}: quote ${quote.version} accepted`,
  };
}
