import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { bespokeOrder } from '../../test/bespoke-fixtures';
import { logInBuyer } from '../../test/catalogue-fixtures';
import { checkoutOptions } from '../../test/orders-fixtures';
import { createFullStore, createTestServices, renderWithStore } from '../../test/test-utils';
import { BespokeDetailPage } from './BespokeDetailPage';

function renderDetail(services = createTestServices()) {
  const store = createFullStore(services);
  logInBuyer(store, 2);
  renderWithStore(
    <Routes>
      <Route path="/bespoke-orders/:bespokeId" element={<BespokeDetailPage />} />
    </Routes>,
    { route: '/bespoke-orders/b-1', services, store },
  );
  return services;
}

describe('/bespoke-orders/:id, the request’s history', () => {
  it('shows quotes and messages in order, with accept and decline under the open quote only', async () => {
    const services = createTestServices();
    services.api.getBespokeOrder.mockResolvedValue({ status: true, data: bespokeOrder() });
    renderDetail(services);
    const history = await screen.findByRole('list', { name: 'History' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent?.slice(0, 12))).toEqual([
      expect.stringContaining('Quote 1'),
      expect.stringContaining('You'),
      expect.stringContaining('Quote 2'),
    ]);
    expect(within(entries[0]).getByText('Replaced by a newer quote')).toBeTruthy();
    expect(within(entries[0]).queryByRole('button')).toBeNull();
    expect(within(entries[2]).getByText('Hand engraved')).toBeTruthy();
    expect(
      within(entries[2])
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept quote', 'Decline quote']);
  });

  it('accepts the open quote with an address and shipping, then links to its order', async () => {
    const services = createTestServices();
    const accepted = bespokeOrder({
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
      order: { _id: 'o-9', order_number: 'AT00099', status: 1, status_label: 'Pending Order' },
    });
    services.api.getBespokeOrder
      .mockResolvedValueOnce({ status: true, data: bespokeOrder() })
      .mockResolvedValue({ status: true, data: accepted });
    services.api.getCheckoutOptions.mockResolvedValue({ status: true, data: checkoutOptions() });
    services.api.answerBespokeQuote.mockResolvedValue({ status: true, data: accepted, message: 'Accepted' });
    renderDetail(services);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept quote 2' });
    expect(await within(dialog).findByRole('radio', { name: /14 Hatton Garden/ })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(within(dialog).getByRole('radio', { name: /Next-day courier/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and place the order' }));
    await waitFor(() =>
      expect(services.api.answerBespokeQuote).toHaveBeenCalledWith('b-1', 'q-2', 'accept', {
        body: { shippingAddressId: 'primary', shippingOption: 'express' },
        idempotencyKey: expect.stringMatching(/^bespoke-[A-Za-z0-9_\-:.]+$/),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Special order line' })).toBeTruthy();
    expect(screen.getByText('Ordered')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'AT00099' }).getAttribute('href')).toBe('/order-details/o-9');
    expect(screen.getByText('Pending Order')).toBeTruthy();
  });

  it('declines without a dialog', async () => {
    const services = createTestServices();
    services.api.getBespokeOrder.mockResolvedValue({ status: true, data: bespokeOrder() });
    services.api.answerBespokeQuote.mockResolvedValue({ status: true, data: bespokeOrder(), message: 'No' });
    renderDetail(services);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline quote' }));
    await waitFor(() =>
      expect(services.api.answerBespokeQuote).toHaveBeenCalledWith('b-1', 'q-2', 'decline', undefined),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a message and shows the server’s field error under the field', async () => {
    const services = createTestServices();
    services.api.getBespokeOrder.mockResolvedValue({ status: true, data: bespokeOrder() });
    services.api.postBespokeMessage.mockResolvedValue({
      status: true,
      data: bespokeOrder(),
      message: 'Sent',
    });
    renderDetail(services);
    fireEvent.change(await screen.findByRole('textbox', { name: /Message/ }), {
      target: { value: '  Could it be ready in October? ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(services.api.postBespokeMessage).toHaveBeenCalledWith('b-1', {
        body: 'Could it be ready in October?',
      }),
    );
  });
});
