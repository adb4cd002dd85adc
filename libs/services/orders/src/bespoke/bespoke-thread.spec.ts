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

  it('lets the buyer answer only the open quote, once', () => {
    expect(answerOutcome('open', null, 'accept')).toEqual({ quoteStatus: 'accepted', lineStatus: 'ordered' });
    expect(answerOutcome('open', null, 'decline')).toEqual({ quoteStatus: 'declined', lineStatus: null });
    expect(answerOutcome('superseded', null, 'accept')).toBeNull();
    expect(answerOutcome('declined', null, 'accept')).toBeNull();
    expect(answerOutcome('open', 'other', 'accept')).toBeNull();
  });
});
