import { CommonErrorCode } from '@atelier/contracts/common';
import { CommonException } from '@atelier/platform';
import { isTransient } from './inbound.service';

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
