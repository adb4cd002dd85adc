import { stateAfter } from '../../test/test-utils';
import {
  selectFirstName,
  selectFullName,
  selectIsAdminUser,
  selectIsLoggedIn,
  selectLoginError,
  selectLoginModalOpen,
  selectLoginPending,
  selectRedirectTo,
  selectEndedByLogout,
} from './authSelectors';
import {
  guardsRearmed,
  loginFailed,
  loginModalClosed,
  loginModalOpened,
  loginRejected,
  loginRequested,
  loginSucceeded,
  sessionCleared,
  sessionRestored,
  userInfoLoaded,
} from './authSlice';

const buyer = {
  _id: 'u1',
  email: 'buyer@demo.test',
  first_name: 'Bea',
  last_name: 'Buyer',
  role: 'client-super-admin',
};

describe('auth slice', () => {
  it('starts logged out with the modal closed', () => {
    const state = stateAfter();
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(selectLoginModalOpen(state)).toBe(false);
    expect(selectFirstName(state)).toBe('');
  });

  it('opens the modal remembering where to go after login', () => {
    const state = stateAfter(loginModalOpened({ redirectTo: '/de/search-designs/new_arrival' }));
    expect(selectLoginModalOpen(state)).toBe(true);
    expect(selectRedirectTo(state)).toBe('/de/search-designs/new_arrival');
  });

  it('tracks a login request and shows a {status:false} message', () => {
    const pending = stateAfter(
      loginModalOpened(),
      loginRequested({ email: 'a@b.co', password: 'x', mode: 'storefront' }),
    );
    expect(selectLoginPending(pending)).toBe(true);
    const rejected = stateAfter(
      loginModalOpened(),
      loginRequested({ email: 'a@b.co', password: 'x', mode: 'storefront' }),
      loginRejected('Invalid email or password'),
    );
    expect(selectLoginPending(rejected)).toBe(false);
    expect(selectLoginError(rejected)).toBe('Invalid email or password');
    expect(selectLoginModalOpen(rejected)).toBe(true);
  });

  it('clears the pending flag after an HTTP failure', () => {
    const state = stateAfter(
      loginRequested({ email: 'a@b.co', password: 'x', mode: 'admin' }),
      loginFailed(),
    );
    expect(selectLoginPending(state)).toBe(false);
  });

  it('stores token and user on success and closes the modal', () => {
    const state = stateAfter(loginModalOpened(), loginSucceeded({ token: 'jwt', user: buyer }));
    expect(selectIsLoggedIn(state)).toBe(true);
    expect(selectFirstName(state)).toBe('Bea');
    expect(selectFullName(state)).toBe('Bea Buyer');
    expect(selectLoginModalOpen(state)).toBe(false);
    expect(selectIsAdminUser(state)).toBe(false);
  });

  it('recognises an admin user', () => {
    const state = stateAfter(loginSucceeded({ token: 'jwt', user: { ...buyer, role: 'super-admin' } }));
    expect(selectIsAdminUser(state)).toBe(true);
  });

  it('closing the modal forgets a pending error', () => {
    const state = stateAfter(loginModalOpened(), loginRejected('nope'), loginModalClosed());
    expect(selectLoginError(state)).toBeNull();
    expect(selectLoginModalOpen(state)).toBe(false);
  });

  it('restores a session only when there is a token', () => {
    const restored = stateAfter(
      sessionRestored({ token: 't', user: buyer, priceStatus: 2, isPriceSet: true, selectedCustomer: null }),
    );
    expect(selectIsLoggedIn(restored)).toBe(true);
    const tokenless = stateAfter(
      sessionRestored({
        token: null,
        user: buyer,
        priceStatus: 0,
        isPriceSet: false,
        selectedCustomer: null,
      }),
    );
    expect(selectFirstName(tokenless)).toBe('');
  });

  it('ignores user info arriving after the session ended', () => {
    const state = stateAfter(userInfoLoaded(buyer));
    expect(selectFirstName(state)).toBe('');
  });

  it('clears everything on session end and remembers whether the app ended it', () => {
    const state = stateAfter(
      loginSucceeded({ token: 'jwt', user: buyer }),
      loginModalOpened({ redirectTo: '/x' }),
      sessionCleared({ intentional: true }),
    );
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(selectRedirectTo(state)).toBeNull();
    expect(selectEndedByLogout(state)).toBe(true);
    expect(selectEndedByLogout(stateAfter(sessionCleared({ intentional: true }), guardsRearmed()))).toBe(
      false,
    );
  });
});
