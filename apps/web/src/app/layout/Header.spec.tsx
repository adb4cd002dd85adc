import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from '../../test/test-utils';
import { loginSucceeded } from '../auth/authSlice';
import { cartCountLoaded } from '../cart/cartSlice';
import { menuLoaded } from '../../features/menu/menuSlice';
import { priceSelectionApplied } from '../session/sessionSlice';
import { Header } from './Header';

const buyer = {
  _id: 'u1',
  email: 'buyer@demo.test',
  first_name: 'Bea',
  last_name: 'Buyer',
  role: 'client-super-admin',
};

describe('Header', () => {
  it('offers Login and a Cart link when logged out; a menu click opens the login modal state', () => {
    const { store } = renderWithStore(<Header />);
    act(() => {
      store.dispatch(menuLoaded([{ _id: 'm1', title: 'Rings', url_path: 'rings', menu: [] }]));
    });
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart 0' }).textContent).toContain('0');
    expect(screen.queryByLabelText('Signed in as')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Rings' }));
    expect(store.getState().auth.loginModalOpen).toBe(true);
    expect(store.getState().auth.redirectTo).toBe('/design-category/rings');
  });

  it('shows the first name, price mode, cart count and account menu when logged in', () => {
    const { store } = renderWithStore(<Header />);
    act(() => {
      store.dispatch(loginSucceeded({ token: 'jwt', user: buyer }));
      store.dispatch(priceSelectionApplied({ priceStatus: 2, customer: null }));
      store.dispatch(cartCountLoaded(3));
    });
    expect(screen.getByLabelText('Signed in as').textContent).toBe('Bea');
    expect(screen.getByLabelText('Price mode').textContent).toBe('Trade');
    expect(screen.getByRole('link', { name: 'Cart 3' }).textContent).toContain('3');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'Order history' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('labels retail prices and hides order history outside trade mode', () => {
    const { store } = renderWithStore(<Header />);
    act(() => {
      store.dispatch(loginSucceeded({ token: 'jwt', user: buyer }));
      store.dispatch(priceSelectionApplied({ priceStatus: 1, customer: null }));
    });
    expect(screen.getByLabelText('Price mode').textContent).toBe('Retail');
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.queryByRole('link', { name: 'Order history' })).toBeNull();
  });

  it('offers the price switch, showing the current choice, only to a logged-in buyer', () => {
    const { store } = renderWithStore(<Header />);
    expect(screen.queryByRole('button', { name: 'Change prices and customer' })).toBeNull();
    act(() => {
      store.dispatch(loginSucceeded({ token: 'jwt', user: buyer }));
      store.dispatch(priceSelectionApplied({ priceStatus: 0, customer: null }));
    });
    const button = screen.getByRole('button', { name: 'Change prices and customer' });
    expect(button.textContent).toBe('No prices');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    act(() => {
      store.dispatch(priceSelectionApplied({ priceStatus: 2, customer: null }));
    });
    expect(button.textContent).toBe('Trade');
  });

  it('lists every account link, Invoices and Logout included, in trade mode', () => {
    const { store } = renderWithStore(<Header />);
    act(() => {
      store.dispatch(loginSucceeded({ token: 'jwt', user: buyer }));
      store.dispatch(priceSelectionApplied({ priceStatus: 2, customer: null }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'Invoices' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });
});
