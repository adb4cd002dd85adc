import { Role } from '@atelier/contracts/common';
import type { AdminPermission, AdminUserView } from '@atelier/contracts/identity';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../api/client';
import { createTestServices, renderWithStore, type TestServices } from '../../test/test-utils';
import { AdminManagementPage } from './AdminManagementPage';
import { AdminUserListPage } from './AdminUserListPage';

const admin = (overrides: Partial<AdminUserView> = {}): AdminUserView => ({
  _id: 'a-1',
  firstName: 'Ann',
  lastName: 'Smith',
  email: 'ann@demo.test',
  role: Role.Admin,
  status: 'active',
  permissions: ['orders'],
  createdAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

const CATALOGUE: AdminPermission[] = [
  { key: 'orders', label: 'Orders' },
  { key: 'customers', label: 'Customers' },
];

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
  services.api.getPermissionCatalogue.mockResolvedValue({ status: true, data: CATALOGUE });
  services.api.listAdminUsers.mockResolvedValue({
    status: true,
    data: [
      admin(),
      admin({ _id: 'a-2', firstName: 'Bo', lastName: 'Lund', email: 'bo@demo.test', permissions: [] }),
    ],
  });
});

describe('admin users', () => {
  it('lists the admins with their permissions by name', async () => {
    renderWithStore(<AdminUserListPage />, { services });
    const table = await screen.findByRole('table', { name: 'Admin users' });
    const ann = await within(table).findByRole('row', { name: /Ann Smith/ });
    expect(ann.textContent).toContain('Orders');
    expect(within(table).getByRole('row', { name: /Bo Lund/ }).textContent).toContain('—');
  });

  it('deletes an admin after confirming, then lists the admins again', async () => {
    services.api.deleteAdminUser.mockResolvedValue({
      status: true,
      message: 'The admin user has been deleted.',
    });
    const { store } = renderWithStore(<AdminUserListPage />, { services });
    const row = await screen.findByRole('row', { name: /Bo Lund/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(services.api.deleteAdminUser).toHaveBeenCalledWith('a-2'));
    await waitFor(() => expect(services.api.listAdminUsers).toHaveBeenCalledTimes(2));
    expect(store.getState().notifications.items.map((item) => item.text)).toEqual([
      'The admin user has been deleted.',
    ]);
  });

  it("refuses a new admin's fields with the server's sentences and shows the server's own refusals", async () => {
    services.api.createAdminUser.mockRejectedValue(
      new ApiError('Bad request', 409, { errors: { email: ['This email address is already registered.'] } }),
    );
    renderWithStore(<AdminManagementPage />, { services, route: '/Admin/admin-management' });
    fireEvent.click(screen.getByRole('button', { name: 'Add admin user' }));
    const first = screen.getByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(first);
    expect(services.api.createAdminUser).not.toHaveBeenCalled();

    fireEvent.change(first, { target: { value: 'Cara' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'ann@demo.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Secret#2026' } });
    fireEvent.change(screen.getByLabelText(/Confirm password/), { target: { value: 'Secret#2026' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Orders' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add admin user' }));
    await waitFor(() => expect(services.api.createAdminUser).toHaveBeenCalled());
    expect(services.api.createAdminUser.mock.calls[0]?.[0]).toMatchObject({
      firstName: 'Cara',
      email: 'ann@demo.test',
      role: 'admin',
      permissions: ['orders'],
    });
    expect(await screen.findByText('This email address is already registered.')).toBeTruthy();
  });
});
