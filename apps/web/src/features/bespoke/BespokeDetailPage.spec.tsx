import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { bespokeOrder } from '../../test/bespoke-fixtures';
import { logInBuyer } from '../../test/catalogue-fixtures';
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

  it('accepts the open quote and then shows the special order line', async () => {
    const services = createTestServices();
    const accepted = bespokeOrder({
      open_quote_id: null,
      line: {
        quote_id: 'q-2',
        status: 'ordered',
        status_label: 'Ordered',
        quantity: 2,
        unit_price: 1100,
        metal: '9K gold',
        delivery_date: '2026-10-15',
      },
    });
    services.api.getBespokeOrder
      .mockResolvedValueOnce({ status: true, data: bespokeOrder() })
      .mockResolvedValue({ status: true, data: accepted });
    services.api.answerBespokeQuote.mockResolvedValue({ status: true, data: accepted, message: 'Accepted' });
    renderDetail(services);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept quote' }));
    await waitFor(() => expect(services.api.answerBespokeQuote).toHaveBeenCalledWith('b-1', 'q-2', 'accept'));
    expect(await screen.findByRole('heading', { name: 'Special order line' })).toBeTruthy();
    expect(screen.getByText('Ordered')).toBeTruthy();
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
