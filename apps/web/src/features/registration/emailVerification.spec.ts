import { ApiError } from '../../api/client';
import { createTestServices, initialState, recordSaga, type TestServices } from '../../test/test-utils';
import { verifyEmail } from './registrationSagas';
import { emailVerificationRequested } from './registrationSlice';

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
});

describe('email verification (/email-verification/{id})', () => {
  it('sends the link’s token once and keeps the server’s answer', async () => {
    services.api.verifyEmail.mockResolvedValue({
      status: true,
      message: 'Your email address is verified. You can now log in.',
      data: { verified: true, approved: true },
    });
    const first = await recordSaga(verifyEmail, services, initialState(), emailVerificationRequested('tok'));
    expect(first.state.registration.verification).toEqual({
      token: 'tok',
      status: 'verified',
      message: 'Your email address is verified. You can now log in.',
      approved: true,
    });
    // A second request for the same link (StrictMode, a re-render) is not sent: the link is single use.
    await recordSaga(verifyEmail, services, first.state, emailVerificationRequested('tok'));
    expect(services.api.verifyEmail).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s one answer for an unknown, used or expired link', async () => {
    services.api.verifyEmail.mockRejectedValue(
      new ApiError('This link is invalid or has expired.', 400, { code: 'IDENTITY_LINK_INVALID' }),
    );
    const { state } = await recordSaga(
      verifyEmail,
      services,
      initialState(),
      emailVerificationRequested('bad'),
    );
    expect(state.registration.verification).toMatchObject({
      status: 'failed',
      message: 'This link is invalid or has expired.',
    });
  });
});
