import type { CustomerListItem } from '@atelier/contracts/identity';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { orderDetail, orderLine, orderRow, paged } from '../../test/orders-fixtures';
import {
  createFullStore,
  createTestServices,
  recordSaga,
  stateAfter,
  type TestServices,
} from '../../test/test-utils';
import { AdminMenu } from '../admin-menu';
import { adminPermissionsApi } from '../admin-menu';
import { loginSucceeded } from '../../app/auth/authSlice';
import { downloadPdf } from '../invoices';
import { invoicePdfRequested } from '../invoices';
import { AdminOrderPage } from './AdminOrderPage';
import { AdminOrdersPage } from './AdminOrdersPage';

const ORDER_ID = '5d0f0000-0000-4000-8000-000000000001';
const CUSTOMER_ID = '00000000-0000-4000-8000-000000000201';

const lund: CustomerListItem = {
  _id: CUSTOMER_ID,
  acNo: 'LND0042',
  company: 'Lund Goldsmiths Ltd',
  contactName: 'Beatrice Lund',
  email: 'buyer@demo.test',
  emailVerified: true,
  companyPhone: null,
  city: 'London',
  country: 'United Kingdom',
  status: 'approved',
  markup: 2.5,
  isVatApplicable: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  reviewedAt: null,
};

function adminStore(services: TestServices, permissions = [{ key: 'orders', label: 'Orders' }]) {
  const store = createFullStore(services);
  store.dispatch(
    loginSucceeded({
      token: 't',
      user: {
        _id: 'a-1',
        email: 'admin@demo.test',
        first_name: 'Alva',
        last_name: 'Holm',
        role: 'super-admin',
      },
    }),
  );
  store.dispatch(
    adminPermissionsApi.util.upsertQueryEntries([
      { endpointName: 'ownAdminPermissions', arg: 'a-1', value: permissions },
    ]),
  );
  return store;
}

function renderAdmin(services: TestServices, route: string) {
  const store = adminStore(services);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/Admin/orders" element={<AdminOrdersPage />} />
          <Route path="/Admin/orders/:orderId" element={<AdminOrderPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('back-office orders', () => {
  it('shows the Orders group in the menu only to holders of the orders permission', () => {
    const services = createTestServices();
    const { unmount } = render(
      <Provider store={adminStore(services)}>
        <MemoryRouter>
          <AdminMenu />
        </MemoryRouter>
      </Provider>,
    );
    const menu = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(menu).getByRole('link', { name: 'Order list' }).getAttribute('href')).toBe('/Admin/orders');
    expect(within(menu).getByRole('link', { name: 'Bespoke orders' }).getAttribute('href')).toBe(
      '/Admin/bespoke-orders',
    );
    unmount();
    render(
      <Provider store={adminStore(services, [{ key: 'customers', label: 'Customers' }])}>
        <MemoryRouter>
          <AdminMenu />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.queryByRole('link', { name: 'Order list' })).toBeNull();
  });

  it('lists every customer’s orders and filters them by customer', async () => {
    const services = createTestServices();
    services.api.adminGetOrders.mockResolvedValue({
      status: true,
      data: paged([
        {
          ...orderRow(),
          customer_id: CUSTOMER_ID,
          customer_name: 'Lund Goldsmiths Ltd',
          customer_ac_no: 'LND0042',
        },
      ]),
    });
    services.api.listCustomers.mockResolvedValue({
      status: true,
      data: {
        rows: [lund],
        count: 1,
        page: 1,
        limit: 200,
      },
    });
    renderAdmin(services, '/Admin/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(await within(table).findByRole('link', { name: 'AT00042' })).toBeTruthy();
    expect(table.textContent).toContain('LND0042');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Customer' }), {
      target: { value: CUSTOMER_ID },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(services.api.adminGetOrders).toHaveBeenLastCalledWith({
        page: 1,
        limit: 20,
        customerId: CUSTOMER_ID,
      }),
    );
  });

  it('sends new unit prices for the customer to approve', async () => {
    const services = createTestServices();
    const order = orderDetail({
      actions: [],
      lines: [orderLine(), orderLine({ _id: 'ol-2', line_number: 2, design_name: 'Halo Pendant' })],
    });
    // The order as the server has it after the change (the page reads it again).
    services.api.adminGetOrder
      .mockResolvedValueOnce({ status: true, data: order })
      .mockResolvedValue({ status: true, data: { ...order, awaiting_customer_approval: true } });
    services.api.adminUpdatePricing.mockResolvedValue({
      status: true,
      message: 'The new prices have been sent to the customer for approval.',
      data: {
        order: { ...order, awaiting_customer_approval: true },
        message: 'The new prices have been sent to the customer for approval.',
      },
    });
    renderAdmin(services, `/Admin/orders/${ORDER_ID}`);
    const panel = await screen.findByRole('region', { name: 'Update pricing' });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'New unit price for item 2' }), {
      target: { value: '1.234' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send new prices for approval' }));
    expect(
      await within(panel).findByText('Enter an amount in pounds with at most two decimals.'),
    ).toBeTruthy();
    fireEvent.change(within(panel).getByRole('textbox', { name: 'New unit price for item 2' }), {
      target: { value: '1300.50' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send new prices for approval' }));
    await waitFor(() =>
      expect(services.api.adminUpdatePricing).toHaveBeenCalledWith(ORDER_ID, {
        lines: [{ lineId: 'ol-2', unitPrice: 1300.5 }],
      }),
    );
    expect(await screen.findByText('Waiting for the customer')).toBeTruthy();
    expect(services.api.adminGetOrder).toHaveBeenCalledTimes(2);
  });

  it('asks before cancelling the order, then sends status 0', async () => {
    const services = createTestServices();
    const order = orderDetail({ actions: [] });
    services.api.adminGetOrder.mockResolvedValue({ status: true, data: order });
    services.api.adminSetOrderStatus.mockResolvedValue({
      status: true,
      message: 'The order status has been changed.',
      data: { order: { ...order, status: 0 }, message: 'The order status has been changed.' },
    });
    renderAdmin(services, `/Admin/orders/${ORDER_ID}`);
    const panel = await screen.findByRole('region', { name: 'Change status' });
    fireEvent.change(within(panel).getByRole('combobox', { name: 'New status' }), { target: { value: '0' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply status' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Change status' })).getByRole('button', {
        name: 'Apply status',
      }),
    );
    await waitFor(() =>
      expect(services.api.adminSetOrderStatus).toHaveBeenCalledWith(ORDER_ID, { status: 0 }),
    );
  });
});

describe('invoice PDFs', () => {
  it('are fetched with the auth headers and saved under the server’s name', async () => {
    const services = createTestServices();
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });
    services.api.downloadFile.mockResolvedValue({
      blob,
      filename: 'INV00012.pdf',
      contentType: 'application/pdf',
    });
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (file: Blob) => {
        created.push(file);
        return 'blob:pdf-1';
      },
      revokeObjectURL: () => undefined,
    });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const run = await recordSaga(
      downloadPdf,
      services,
      stateAfter(invoicePdfRequested({ path: '/invoices/i-1/pdf', filename: 'invoice.pdf' })),
      invoicePdfRequested({ path: '/invoices/i-1/pdf', filename: 'invoice.pdf' }),
    );
    expect(services.api.downloadFile).toHaveBeenCalledWith('/invoices/i-1/pdf');
    expect(created).toEqual([blob]);
    expect(click).toHaveBeenCalledTimes(1);
    expect(clicked[0]).toMatchObject({ download: 'INV00012.pdf', href: 'blob:pdf-1' });
    // The temporary link is gone again.
    expect(document.querySelector('a[download]')).toBeNull();
    expect(run.state.invoices.downloading).toEqual([]);
  });
});
