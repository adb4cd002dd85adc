import { SELLEASE_INBOUND_QUEUE, SyncPatterns } from '@atelier/contracts/sync';
import { SELLEASE_EXTERNAL_QUEUE } from './external-queues';

describe('SELLEASE_EXTERNAL_QUEUE', () => {
  it('hands the raw Sellease queue to the inbound event handler', () => {
    expect(SELLEASE_EXTERNAL_QUEUE).toEqual({
      queue: SELLEASE_INBOUND_QUEUE,
      pattern: SyncPatterns.selleaseInbound,
    });
  });
});
