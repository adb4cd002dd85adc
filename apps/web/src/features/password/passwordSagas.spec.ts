import { ApiError } from '../../api/client';
import { readRefreshToken, readToken, writeRefreshToken, writeToken } from '../../shared/storage';
import {
  createTestServices,
  initialState,
  recordSaga,
  stateAfter,
  type TestServices,
} from '../../test/test-utils';
import { loginSucceeded } from '../../app/auth/authSlice';
import { changePassword, requestResetLink, resetPassword } from './passwordSagas';
import { forgotPasswordSubmitted, passwordChangeSubmitted, resetPasswordSubmitted } from './passwordSlice';

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
});

describe('password sagas', () => {
  it('forgot-password shows the same answer whatever the email', async () => {
    services.api.forgotPassword.mockResolvedValue({
      status: true,
      message: 'If an account exists for this email, we have sent it a link to reset the password.',
    });
    const { state } = await recordSaga(
      requestResetLink,
      services,
      initialState(),
      forgotPasswordSubmitted('x@y.example'),
    );
    expect(services.api.forgotPassword).toHaveBeenCalledWith('x@y.example');
    expect(state.password.forgot).toEqual({
      status: 'succeeded',
      errors: null,
      message: 'If an account exists for this email, we have sent it a link to reset the password.',
    });
  });

  it('a used or expired reset link gets its own panel, not field errors', async () => {
    services.api.resetPassword.mockRejectedValue(
      new ApiError('This link is invalid or has expired.', 400, { code: 'IDENTITY_LINK_INVALID' }),
    );
    const { state } = await recordSaga(
      resetPassword,
      services,
      initialState(),
      resetPasswordSubmitted({ token: 'used', password: 'Silver#2027', confirmPassword: 'Silver#2027' }),
    );
    expect(state.password.reset).toMatchObject({
      status: 'failed',
      linkInvalid: true,
      message: 'This link is invalid or has expired.',
    });
    expect(state.notifications.items).toEqual([]);
  });

  it('change-password replaces both stored tokens with the answer’s', async () => {
    writeToken('old-access');
    writeRefreshToken('old-refresh');
    services.api.changePassword.mockResolvedValue({
      status: true,
      message: 'Your password has been changed.',
      data: { role: 'client-super-admin', token: 'new-access', refreshToken: 'new-refresh' },
    });
    const start = stateAfter(
      loginSucceeded({
        token: 'old-access',
        user: { _id: 'u', email: 'a@b.example', first_name: 'A', last_name: 'B', role: 'client-super-admin' },
      }),
    );
    const { state } = await recordSaga(
      changePassword,
      services,
      start,
      passwordChangeSubmitted({
        currentPassword: 'Gold#2026',
        password: 'Silver#2027',
        confirmPassword: 'Silver#2027',
      }),
    );
    expect(readToken()).toBe('new-access');
    expect(readRefreshToken()).toBe('new-refresh');
    expect(state.auth.token).toBe('new-access');
    expect(state.password.change.status).toBe('succeeded');
    expect(state.notifications.items.map((item) => item.text)).toEqual(['Your password has been changed.']);
  });

  it('a wrong current password is shown under that field', async () => {
    services.api.changePassword.mockRejectedValue(
      new ApiError('Some fields are not valid.', 400, {
        code: 'IDENTITY_WRONG_PASSWORD',
        errors: { currentPassword: ['The current password is incorrect.'] },
      }),
    );
    const { state } = await recordSaga(
      changePassword,
      services,
      initialState(),
      passwordChangeSubmitted({
        currentPassword: 'x',
        password: 'Silver#2027',
        confirmPassword: 'Silver#2027',
      }),
    );
    expect(state.password.change.errors).toEqual({ currentPassword: ['The current password is incorrect.'] });
    expect(state.notifications.items).toEqual([]);
  });
});
