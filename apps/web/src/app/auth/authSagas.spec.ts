import Cookies from 'js-cookie';
import { ApiError } from '../../api/client';
import type { LoginResponse } from '../../api/types';
import {
  createTestServices,
  initialState,
  recordSaga,
  stateAfter,
  typesOf,
  type TestServices,
} from '../../test/test-utils';
import { cartCountLoaded } from '../cart/cartSlice';
import { loadCartCount } from '../cart/cartSagas';
import { languageDetected } from '../language/languageSlice';
import { notificationShown } from '../notifications/notificationsSlice';
import { pricePopupOpened, priceSessionReset } from '../session/sessionSlice';
import { checkLoginGate, expireSession, handleGuardRejection, login, logout } from './authSagas';
import {
  guardRejected,
  loginFailed,
  loginRejected,
  loginRequested,
  loginSucceeded,
  logoutRequested,
  sessionCleared,
  sessionExpired,
} from './authSlice';

const user = { _id: 'u-1', email: 'buyer@demo.test', first_name: 'Bea', last_name: 'Buyer' };

function loginAnswer(role: string): LoginResponse {
  return { status: true, message: 'Logged in', data: { role, token: 'jwt-1', user } };
}

function loggedInState(role = 'client-super-admin') {
  return stateAfter(loginSucceeded({ token: 'jwt-1', user: { ...user, role } }));
}

function notificationsIn(actions: { type: string; payload?: unknown }[]) {
  return actions.filter((action) => action.type === notificationShown.type).map((action) => action.payload);
}

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
});

describe('login saga (spec §4)', () => {
  const credentials = { email: 'buyer@demo.test', password: 'Buyer#2026' };

  it('resets the price cookies, stores the token and opens the price popup for client-super-admin', async () => {
    Cookies.set('priceStatus', '2');
    Cookies.set('isPriceSet', 'true');
    Cookies.set('selectedCustomer', '{"id":"old"}');
    services.api.login.mockResolvedValue(loginAnswer('client-super-admin'));

    const { dispatched, state } = await recordSaga(
      login,
      services,
      initialState(),
      loginRequested({ ...credentials, mode: 'storefront' }),
    );

    expect(services.api.login).toHaveBeenCalledWith(credentials);
    expect(Cookies.get('priceStatus')).toBe('0');
    expect(Cookies.get('isPriceSet')).toBe('false');
    expect(Cookies.get('selectedCustomer')).toBe('');
    expect(window.localStorage.getItem('atelier.token')).toBe('jwt-1');
    expect(typesOf(dispatched)).toEqual([priceSessionReset.type, loginSucceeded.type, pricePopupOpened.type]);
    // The popup reads the customers itself (mappedCustomersApi).
    expect(state.auth.user).toEqual({ ...user, role: 'client-super-admin' });
    expect(state.session.pricePopupOpen).toBe(true);
    expect(services.navigate).not.toHaveBeenCalled();
  });

  it('logs any other role out of the storefront with a red "Invalid Access"', async () => {
    services.api.login.mockResolvedValue(loginAnswer('super-admin'));
    const { dispatched, state } = await recordSaga(
      login,
      services,
      initialState(),
      loginRequested({ ...credentials, mode: 'storefront' }),
    );
    expect(notificationsIn(dispatched)).toEqual([
      expect.objectContaining({ kind: 'error', key: 'invalidAccess', text: null }),
    ]);
    expect(dispatched).toContainEqual(logoutRequested({ destination: 'home' }));
    expect(state.session.pricePopupOpen).toBe(false);
  });

  it('shows a {status:false} message under the form and stores nothing', async () => {
    services.api.login.mockResolvedValue({
      status: false,
      message: 'These credentials do not match our records.',
    });
    const { dispatched, state } = await recordSaga(
      login,
      services,
      initialState(),
      loginRequested({ ...credentials, mode: 'storefront' }),
    );
    expect(dispatched).toContainEqual(loginRejected('These credentials do not match our records.'));
    expect(state.auth.loginError).toBe('These credentials do not match our records.');
    expect(state.auth.token).toBeNull();
    expect(window.localStorage.getItem('atelier.token')).toBeNull();
  });

  it('turns an HTTP error into a red notification with the server message', async () => {
    services.api.login.mockRejectedValue(new ApiError('The email field must be a valid email.', 400));
    const { dispatched } = await recordSaga(
      login,
      services,
      initialState(),
      loginRequested({ ...credentials, mode: 'storefront' }),
    );
    expect(typesOf(dispatched)).toContain(loginFailed.type);
    expect(notificationsIn(dispatched)).toEqual([
      expect.objectContaining({ kind: 'error', text: 'The email field must be a valid email.' }),
    ]);
  });

  it('uses the error text when the failure has no server message', async () => {
    services.api.login.mockRejectedValue(new TypeError('Failed to fetch'));
    const { dispatched } = await recordSaga(
      login,
      services,
      initialState(),
      loginRequested({ ...credentials, mode: 'storefront' }),
    );
    expect(notificationsIn(dispatched)).toEqual([expect.objectContaining({ text: 'Failed to fetch' })]);
  });

  it('sends admins from /admin-login to /admin-home in the current language', async () => {
    services.api.login.mockResolvedValue(loginAnswer('admin'));
    await recordSaga(
      login,
      services,
      stateAfter(languageDetected('sv')),
      loginRequested({ ...credentials, mode: 'admin' }),
    );
    expect(services.navigate).toHaveBeenCalledWith('/swe/admin-home');
  });

  it('refuses a customer on the admin login with "Invalid Access !" and a logout', async () => {
    services.api.login.mockResolvedValue(loginAnswer('client-super-admin'));
    const { dispatched } = await recordSaga(
      login,
      services,
      initialState(),
      loginRequested({ ...credentials, mode: 'admin' }),
    );
    expect(notificationsIn(dispatched)).toEqual([expect.objectContaining({ key: 'invalidAccessGuard' })]);
    expect(dispatched).toContainEqual(logoutRequested({ destination: 'stay' }));
    expect(services.navigate).not.toHaveBeenCalled();
  });
});

describe('logout saga', () => {
  beforeEach(() => {
    window.localStorage.setItem('atelier.token', 'jwt-1');
    Cookies.set('priceStatus', '2');
    Cookies.set('isPriceSet', 'true');
    Cookies.set('selectedCustomer', '{"id":"c1"}');
  });

  it('calls the server, clears token and cookies, zeroes the cart and goes home', async () => {
    services.api.logout.mockResolvedValue({ status: true, message: 'Logged out' });
    const start = stateAfter(
      loginSucceeded({ token: 'jwt-1', user: { ...user, role: 'client-super-admin' } }),
      cartCountLoaded(4),
    );
    const { dispatched, state } = await recordSaga(
      logout,
      services,
      start,
      logoutRequested({ destination: 'home' }),
    );

    expect(services.api.logout).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('atelier.token')).toBeNull();
    expect(Cookies.get('priceStatus')).toBeUndefined();
    expect(Cookies.get('isPriceSet')).toBeUndefined();
    expect(Cookies.get('selectedCustomer')).toBeUndefined();
    expect(dispatched).toContainEqual(sessionCleared({ intentional: true }));
    expect(state.cart.count).toBe(0);
    expect(state.auth.token).toBeNull();
    expect(services.navigate).toHaveBeenCalledWith('/');
  });

  it('sends admins to /admin-login, in their language', async () => {
    services.api.logout.mockResolvedValue({ status: true });
    await recordSaga(
      logout,
      services,
      stateAfter(
        loginSucceeded({ token: 'jwt-1', user: { ...user, role: 'admin' } }),
        languageDetected('de'),
      ),
      logoutRequested({ destination: 'admin-login' }),
    );
    expect(services.navigate).toHaveBeenCalledWith('/de/admin-login');
  });

  it('still clears the session when the server call fails, and only logs the failure', async () => {
    services.api.logout.mockRejectedValue(new ApiError('Service unavailable', 503));
    const { state, dispatched } = await recordSaga(
      logout,
      services,
      loggedInState(),
      logoutRequested({ destination: 'home' }),
    );
    expect(state.auth.token).toBeNull();
    expect(services.log).toHaveBeenCalledWith('Logout request failed', expect.any(ApiError));
    expect(notificationsIn(dispatched)).toEqual([]);
  });
});

describe('401 handling', () => {
  it('any 401 from the API clears the session locally', async () => {
    window.localStorage.setItem('atelier.token', 'jwt-1');
    services.api.getCartList.mockRejectedValue(new ApiError('Unauthorised', 401));
    const { dispatched } = await recordSaga(loadCartCount, services, loggedInState());
    expect(typesOf(dispatched)).toContain(sessionExpired.type);

    const { state } = await recordSaga(expireSession, services, loggedInState());
    expect(state.auth.token).toBeNull();
    expect(state.auth.endedByLogout).toBe(false);
    expect(window.localStorage.getItem('atelier.token')).toBeNull();
    expect(services.navigate).not.toHaveBeenCalled();
  });
});

describe('login gate', () => {
  it('logs out a logged-in user on a storefront page without the isPriceSet cookie', async () => {
    const { dispatched } = await recordSaga(checkLoginGate, services, loggedInState(), {
      type: 'layout/routeChanged',
      payload: '/swe/faq',
    });
    expect(dispatched).toEqual([logoutRequested({ destination: 'home' })]);
  });

  it('lets the user stay once a price has been chosen', async () => {
    Cookies.set('isPriceSet', 'true');
    const { dispatched } = await recordSaga(checkLoginGate, services, loggedInState(), {
      type: 'layout/routeChanged',
      payload: '/',
    });
    expect(dispatched).toEqual([]);
  });

  it('ignores admin pages, visitors, and the moment the price popup is open', async () => {
    const route = (payload: string) => ({ type: 'layout/routeChanged', payload });
    expect(
      (await recordSaga(checkLoginGate, services, loggedInState('admin'), route('/admin-home'))).dispatched,
    ).toEqual([]);
    expect((await recordSaga(checkLoginGate, services, initialState(), route('/'))).dispatched).toEqual([]);
    const popupOpen = stateAfter(
      loginSucceeded({ token: 'jwt-1', user: { ...user, role: 'client-super-admin' } }),
      pricePopupOpened(),
    );
    expect((await recordSaga(checkLoginGate, services, popupOpen, route('/'))).dispatched).toEqual([]);
  });
});

describe('guards (spec §6)', () => {
  it('admin guard without login: "Invalid Access !", logout, /admin-login', async () => {
    const { dispatched } = await recordSaga(
      handleGuardRejection,
      services,
      initialState(),
      guardRejected({ guard: 'admin', decision: 'invalid' }),
    );
    expect(notificationsIn(dispatched)).toEqual([expect.objectContaining({ key: 'invalidAccessGuard' })]);
    expect(typesOf(dispatched)).toContain(sessionCleared.type);
    expect(services.navigate).toHaveBeenCalledWith('/admin-login');
  });

  it('admin guard for a customer: "You do not have permission!" and home', async () => {
    const { dispatched } = await recordSaga(
      handleGuardRejection,
      services,
      loggedInState(),
      guardRejected({ guard: 'admin', decision: 'no-permission' }),
    );
    expect(notificationsIn(dispatched)).toEqual([expect.objectContaining({ key: 'noPermission' })]);
    expect(typesOf(dispatched)).not.toContain(sessionCleared.type);
    expect(services.navigate).toHaveBeenCalledWith('/');
  });

  it('customer guard for an admin: "You do not have permission!" and /admin-home', async () => {
    await recordSaga(
      handleGuardRejection,
      services,
      loggedInState('admin'),
      guardRejected({ guard: 'customer', decision: 'no-permission' }),
    );
    expect(services.navigate).toHaveBeenCalledWith('/admin-home');
  });
});
