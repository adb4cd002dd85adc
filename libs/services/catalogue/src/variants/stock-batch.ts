import type { StockChangedEvent } from '@atelier/contracts/orders';

/** The message id a stock event is known by (its broker id, else its variants and versions). */
export function stockMessageId(events: readonly StockChangedEvent[], messageId: string | undefined): string {
  return messageId ?? events.map((event) => `${event.variantId}:${event.version}`).join(',');
}

/** Of several events for the same variant only the newest version counts. */
export function newestPerVariant(events: readonly StockChangedEvent[]): StockChangedEvent[] {
  const newest = new Map<string, StockChangedEvent>();
  for (const event of events) {
    const seen = newest.get(event.variantId);
    if (!seen || event.version > seen.version) newest.set(event.variantId, event);
  }
  return [...newest.values()];
}

/** A variant's stock before and after a batch. */
export interface StockMove {
  designId: string;
  before: number;
  after: number;
}

/**
 * The designs whose "in stock" changed with the batch: a variant going from none to some or from some
 * to none (the design's flag and badge, and a unique piece's place in search, follow it).
 */
export function designsFlipped(moves: readonly StockMove[]): string[] {
  const designs = new Set<string>();
  for (const move of moves) if (move.before > 0 !== move.after > 0) designs.add(move.designId);
  return [...designs];
}
