import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { loginSucceeded } from '../../app/auth/authSlice';
import { approRow, bespokeOrder } from '../../test/bespoke-fixtures';
import { paged } from '../../test/orders-fixtures';
import { createFullStore, createTestServices, type TestServices } from '../../test/test-utils';
import { AdminApprosPage } from './AdminApprosPage';
import { AdminBespokeDetailPage } from './AdminBespokeDetailPage';

function renderAdmin(services: TestServices, route: string) {
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
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/Admin/bespoke-orders/:bespokeId" element={<AdminBespokeDetailPage />} />
          <Route path="/Admin/appros" element={<AdminApprosPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('back-office bespoke request page', () => {
  it('sends a quote as multipart and shows a refused price under its field', async () => {
    const services = createTestServices();
    services.api.adminGetBespokeOrder.mockResolvedValue({ status: true, data: bespokeOrder() });
    services.api.adminQuoteBespoke.mockRejectedValue(
      new ApiError('Some fields are not valid.', 400, {
        code: 'VALIDATION_FAILED',
        errors: { price: ['The price field must be a number.'] },
      }),
    );
    renderAdmin(services, '/Admin/bespoke-orders/b-1');
    fireEvent.change(await screen.findByRole('textbox', { name: /Price per piece/ }), {
      target: { value: 'abc' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Metal/ }), { target: { value: '18K gold' } });
    fireEvent.change(screen.getByLabelText(/Delivery date/), { target: { value: '2026-10-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(services.api.adminQuoteBespoke).toHaveBeenCalledTimes(1));
    const [id, form] = services.api.adminQuoteBespoke.mock.calls[0];
    expect([id, form.get('price'), form.get('metal'), form.get('deliveryDate'), form.get('image')]).toEqual([
      'b-1',
      'abc',
      '18K gold',
      '2026-10-15',
      null,
    ]);
    expect(await screen.findByText('The price field must be a number.')).toBeTruthy();
  });

  it('offers the line status instead of a new quote once a quote is accepted', async () => {
    const services = createTestServices();
    services.api.adminGetBespokeOrder.mockResolvedValue({
      status: true,
      data: bespokeOrder({
        open_quote_id: null,
        line: {
          quote_id: 'q-2',
          status: 'ordered',
          status_label: 'Ordered',
          labGrown: false,
          quantity: 2,
          unit_price: 1100,
          metal: '9K gold',
          delivery_date: '2026-10-15',
        },
      }),
    });
    services.api.adminSetBespokeLineStatus.mockResolvedValue({
      status: true,
      data: bespokeOrder(),
      message: 'Saved',
    });
    renderAdmin(services, '/Admin/bespoke-orders/b-1');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Order line status' }), {
      target: { value: 'in_production' },
    });
    expect(screen.queryByRole('button', { name: 'Send quote' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save status' }));
    await waitFor(() =>
      expect(services.api.adminSetBespokeLineStatus).toHaveBeenCalledWith('b-1', { status: 'in_production' }),
    );
  });
});

describe('back-office appros', () => {
  it('marks overdue appros, filters by overdue and sends the due reminders on demand', async () => {
    const services = createTestServices();
    services.api.adminGetAppros.mockResolvedValue({ status: true, data: paged([approRow()]) });
    services.api.adminRunApproReminders.mockResolvedValue({
      status: true,
      data: { raised: 1 },
      message: '1 sent',
    });
    services.api.listCustomers.mockResolvedValue({ status: true, data: paged([]) });
    renderAdmin(services, '/Admin/appros?status=overdue');
    expect(await screen.findByText('Overdue', { selector: '.status-pill' })).toBeTruthy();
    expect(services.api.adminGetAppros).toHaveBeenCalledWith(expect.objectContaining({ status: 'overdue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send due reminders now' }));
    await waitFor(() => expect(services.api.adminRunApproReminders).toHaveBeenCalledTimes(1));
  });
});
