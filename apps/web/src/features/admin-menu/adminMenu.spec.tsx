import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AdminPermission } from '../../api/types';
import { createFullStore, createTestServices, type TestServices } from '../../test/test-utils';
import { loginSucceeded } from '../../app/auth/authSlice';
import { AdminMenu } from './AdminMenu';
import { ADMIN_MENU, visibleMenu } from './adminMenuItems';
import { AdminPermissionGuard } from './AdminPermissionGuard';
import { adminPermissionsApi } from './adminPermissionsApi';

const CUSTOMERS: AdminPermission = { key: 'customers', label: 'Customers' };
const USERS: AdminPermission = { key: 'users', label: 'Users and permissions' };
const DESIGNS: AdminPermission = { key: 'designs', label: 'Designs' };

function setup(permissions: AdminPermission[] | null, services: TestServices = createTestServices()) {
  const store = createFullStore(services);
  store.dispatch(
    loginSucceeded({
      token: 't',
      user: { _id: 'a-1', email: 'alva@demo.test', first_name: 'Alva', last_name: 'Holm', role: 'admin' },
    }),
  );
  if (permissions)
    store.dispatch(
      adminPermissionsApi.util.upsertQueryEntries([
        { endpointName: 'ownAdminPermissions', arg: 'a-1', value: permissions },
      ]),
    );
  return { store, services };
}

describe('the back-office menu follows the admin’s permissions', () => {
  it('shows a group only to holders of its permission', () => {
    expect(visibleMenu([CUSTOMERS]).map((group) => group.permission)).toEqual(['customers']);
    expect(visibleMenu([USERS, DESIGNS]).map((group) => group.permission)).toEqual(['users']);
    expect(visibleMenu([])).toEqual([]);
    expect(visibleMenu([CUSTOMERS, USERS])).toEqual(ADMIN_MENU);
  });

  it('links every issue-4 and issue-12 customer screen under /Admin/', () => {
    const paths = ADMIN_MENU.flatMap((group) => group.items.map((item) => item.path));
    expect(paths).toEqual([
      '/Admin/pending-users',
      '/Admin/approved-customer',
      '/Admin/rejected-users',
      '/Admin/customer-list',
      '/Admin/manage-customer',
      '/Admin/approved-customer-users',
      '/Admin/manage-customer-access',
      '/Admin/update-customer-credentials',
      '/Admin/customer_remove',
      '/Admin/newsletter-subscribers',
      '/Admin/admin-user-list',
      '/Admin/admin-management',
      '/Admin/add-permissions',
      '/Admin/admin-permissions',
    ]);
  });

  it('renders only the allowed links', () => {
    const { store } = setup([CUSTOMERS]);
    render(
      <Provider store={store}>
        <MemoryRouter>
          <AdminMenu />
        </MemoryRouter>
      </Provider>,
    );
    const menu = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(menu).getByRole('link', { name: 'Pending users' }).getAttribute('href')).toBe(
      '/Admin/pending-users',
    );
    expect(within(menu).queryByRole('link', { name: 'Admin user list' })).toBeNull();
  });

  it('loads the permissions when they are not known yet', async () => {
    const services = createTestServices();
    services.api.listAdminPermissions.mockResolvedValue({ status: true, data: { data: [USERS] } });
    const { store } = setup(null, services);
    render(
      <Provider store={store}>
        <MemoryRouter>
          <AdminMenu />
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByRole('link', { name: 'Admin user list' })).toBeTruthy();
    expect(services.api.listAdminPermissions).toHaveBeenCalledWith('a-1');
  });
});

describe('AdminPermissionGuard', () => {
  function renderScreen(permissions: AdminPermission[] | null, services?: TestServices) {
    const context = setup(permissions, services);
    render(
      <Provider store={context.store}>
        <MemoryRouter initialEntries={['/Admin/pending-users']}>
          <Routes>
            <Route element={<AdminPermissionGuard permission="customers" />}>
              <Route path="/Admin/pending-users" element={<h1>Pending users</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    return context;
  }

  it('opens the screen for a holder of the permission', () => {
    renderScreen([CUSTOMERS]);
    expect(screen.getByRole('heading', { name: 'Pending users' })).toBeTruthy();
  });

  it('sends an admin without it to the admin home with "You do not have permission!"', async () => {
    const { services, store } = renderScreen([USERS]);
    expect(screen.queryByRole('heading', { name: 'Pending users' })).toBeNull();
    await waitFor(() => expect(services.navigate).toHaveBeenCalledWith('/admin-home'));
    expect(store.getState().notifications.items.map((item) => item.key)).toEqual(['noPermission']);
  });

  it('leaves the decision to the server when the permissions cannot be loaded', async () => {
    const services = createTestServices();
    services.api.listAdminPermissions.mockRejectedValue(new Error('offline'));
    renderScreen(null, services);
    expect(await screen.findByRole('heading', { name: 'Pending users' })).toBeTruthy();
    await act(async () => {
      await Promise.resolve();
    });
    expect(services.navigate).not.toHaveBeenCalled();
  });
});
