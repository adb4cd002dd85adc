import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createAppStore } from '../../app/store';
import { readToken, writeToken } from '../../shared/storage';
import { createTestServices } from '../../test/test-utils';
import { AdminGuard, CustomerGuard } from './Guards';
import { loginSucceeded } from '../../app/auth/authSlice';

function renderGuard(kind: 'admin' | 'customer', role: string | null) {
  const services = createTestServices();
  const store = createAppStore(services);
  if (role) {
    writeToken('jwt-1');
    store.dispatch(
      loginSucceeded({
        token: 'jwt-1',
        user: { _id: 'u-1', email: 'a@b.example', first_name: 'A', last_name: 'B', role },
      }),
    );
  }
  const Guard = kind === 'admin' ? AdminGuard : CustomerGuard;
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/guarded']}>
        <Routes>
          <Route element={<Guard />}>
            <Route path="/guarded" element={<p>Guarded page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  const notices = () => store.getState().notifications.items.map((item) => item.key);
  return { store, services, notices };
}

describe('admin guard (spec §6: admin and super-admin)', () => {
  it.each(['admin', 'super-admin'])('lets %s in', (role) => {
    renderGuard('admin', role);
    expect(screen.getByText('Guarded page')).toBeTruthy();
  });

  it('sends another logged-in user home with "You do not have permission!"', async () => {
    const { services, notices, store } = renderGuard('admin', 'client-super-admin');
    expect(screen.queryByText('Guarded page')).toBeNull();
    await waitFor(() => expect(services.navigate).toHaveBeenCalledWith('/'));
    expect(notices()).toEqual(['noPermission']);
    expect(store.getState().auth.token).toBe('jwt-1');
  });

  it('logs out a visitor without a session with "Invalid Access !" and sends them to /admin-login', async () => {
    const { services, notices } = renderGuard('admin', null);
    await waitFor(() => expect(services.navigate).toHaveBeenCalledWith('/admin-login'));
    expect(notices()).toEqual(['invalidAccessGuard']);
    expect(readToken()).toBeNull();
  });
});

describe('customer-admin guard (spec §6: client-super-admin only)', () => {
  it('lets client-super-admin in', () => {
    renderGuard('customer', 'client-super-admin');
    expect(screen.getByText('Guarded page')).toBeTruthy();
  });

  it('sends an admin to /admin-home with "You do not have permission!"', async () => {
    const { services, notices } = renderGuard('customer', 'admin');
    await waitFor(() => expect(services.navigate).toHaveBeenCalledWith('/admin-home'));
    expect(notices()).toEqual(['noPermission']);
  });

  it('logs out a visitor without a session with "Invalid Access !" and sends them home', async () => {
    const { services, notices, store } = renderGuard('customer', null);
    await waitFor(() => expect(services.navigate).toHaveBeenCalledWith('/'));
    expect(notices()).toEqual(['invalidAccessGuard']);
    expect(store.getState().cart.count).toBe(0);
  });
});
