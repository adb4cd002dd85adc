import type { BespokeThreadEntry } from '@atelier/contracts/orders';
import { answerOutcome, threadOf } from './bespoke-thread';

function message(id: string, at: Date): { at: Date; entry: BespokeThreadEntry } {
  return {
    at,
    entry: {
      kind: 'message',
      at: at.toISOString(),
      date: '',
      message: { _id: id, from: 'customer', author_name: 'A', body: id },
    },
  };
}

describe('bespoke thread', () => {
  it('interleaves messages and quotes by time, oldest first', () => {
    const thread = threadOf(
      [message('m1', new Date(1000)), message('m2', new Date(3000))],
      [message('q', new Date(2000)), message('q2', new Date(3000))],
    );
    expect(thread.map((e) => (e.kind === 'message' ? e.message._id : 'quote'))).toEqual([
      'm1',
      'q',
      'q2',
      'm2',
    ]);
  });

  it('lets the buyer answer only the open quote, once, and says why not otherwise', () => {
    expect(answerOutcome('open', null, 'accept')).toEqual({
      ok: true,
      quoteStatus: 'accepted',
      lineStatus: 'ordered',
    });
    expect(answerOutcome('open', null, 'decline')).toEqual({
      ok: true,
      quoteStatus: 'declined',
      lineStatus: null,
    });
    expect(answerOutcome('superseded', null, 'accept')).toEqual({ ok: false, reason: 'superseded' });
    expect(answerOutcome('declined', null, 'accept')).toEqual({ ok: false, reason: 'declined' });
    expect(answerOutcome('open', 'other', 'accept')).toEqual({ ok: false, reason: 'alreadyAccepted' });
    expect(answerOutcome('accepted', 'this', 'decline')).toEqual({ ok: false, reason: 'alreadyAccepted' });
  });
});
