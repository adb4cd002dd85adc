import { CommonErrorCode } from '@atelier/contracts/common';
import { CommonException } from '@atelier/platform';
import { isTransient, settledStatuses } from './inbound.service';

describe('isTransient', () => {
  it('retries an owning service that did not answer', () => {
    expect(
      isTransient(new CommonException(CommonErrorCode.ServiceUnavailable, 'error.serviceUnavailable')),
    ).toBe(true);
    expect(isTransient(new CommonException(CommonErrorCode.ServiceTimeout, 'error.serviceTimeout'))).toBe(
      true,
    );
  });

  it('does not retry a refusal or a bug', () => {
    expect(isTransient(new CommonException(CommonErrorCode.ValidationFailed, 'error.validation'))).toBe(
      false,
    );
    expect(isTransient(new Error('boom'))).toBe(false);
  });
});

describe('settledStatuses', () => {
  it('gives each message one status, an error over applied or stale, and leaves an unreachable one received', () => {
    const statuses = settledStatuses({
      applied: [{ messageId: 'a' }, { messageId: 'e' }],
      stale: ['s'],
      errors: [{ message: { messageId: 'e' } }, { message: { messageId: 'u' } }],
      unavailable: ['u'],
    });
    expect(new Map(statuses.map((row) => [row.message_id, row.status]))).toEqual(
      new Map([
        ['a', 'applied'],
        ['e', 'error'],
        ['s', 'stale'],
        ['u', 'received'],
      ]),
    );
  });

  it('answers nothing for an empty batch', () => {
    expect(settledStatuses({ applied: [], stale: [], errors: [], unavailable: [] })).toEqual([]);
  });
});
