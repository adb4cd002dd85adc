import type { BespokeLineStatus, BespokeQuoteStatus, BespokeThreadEntry } from '@atelier/contracts/orders';

type Dated<T> = { at: Date; entry: T };

/** Messages and quote versions as one history, oldest first (a quote before a message at the same instant). */
export function threadOf(
  messages: ReadonlyArray<Dated<BespokeThreadEntry>>,
  quotes: ReadonlyArray<Dated<BespokeThreadEntry>>,
): BespokeThreadEntry[] {
  return [...quotes, ...messages]
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.index - b.index)
    .map((item) => item.entry);
}

/**
 * What the buyer's answer does: only the open quote of a request with none accepted can be answered;
 * accepted, it becomes the special order line (ordered), declined it stays in the history as declined.
 */
export function answerOutcome(
  quoteStatus: BespokeQuoteStatus,
  acceptedQuoteId: string | null,
  answer: 'accept' | 'decline',
): { quoteStatus: BespokeQuoteStatus; lineStatus: BespokeLineStatus | null } | null {
  if (quoteStatus !== 'open' || acceptedQuoteId) return null;
  return answer === 'accept'
    ? { quoteStatus: 'accepted', lineStatus: 'ordered' }
    : { quoteStatus: 'declined', lineStatus: null };
}
