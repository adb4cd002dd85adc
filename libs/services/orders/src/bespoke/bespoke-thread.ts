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

/** Why a quote can no longer be answered: the request has an accepted quote, or this one was answered or replaced. */
export type ClosedQuoteReason = 'alreadyAccepted' | 'declined' | 'superseded';

/**
 * What the buyer's answer does: only the open quote of a request with none accepted can be answered;
 * accepted, it becomes the special order line (ordered), declined it stays in the history as declined.
 * Otherwise the reason it is closed (an accepted request first: that is what a second accept meets).
 */
export function answerOutcome(
  quoteStatus: BespokeQuoteStatus,
  acceptedQuoteId: string | null,
  answer: 'accept' | 'decline',
):
  | { ok: true; quoteStatus: BespokeQuoteStatus; lineStatus: BespokeLineStatus | null }
  | { ok: false; reason: ClosedQuoteReason } {
  if (acceptedQuoteId || quoteStatus === 'accepted') return { ok: false, reason: 'alreadyAccepted' };
  if (quoteStatus === 'declined') return { ok: false, reason: 'declined' };
  if (quoteStatus !== 'open') return { ok: false, reason: 'superseded' };
  return answer === 'accept'
    ? { ok: true, quoteStatus: 'accepted', lineStatus: 'ordered' }
    : { ok: true, quoteStatus: 'declined', lineStatus: null };
}
