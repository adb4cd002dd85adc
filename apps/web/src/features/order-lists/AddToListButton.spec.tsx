import type { OrderListDetail, OrderListSummary } from '@atelier/contracts/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { logInBuyer } from '../../test/catalogue-fixtures';
import { paged } from '../../test/orders-fixtures';
import { createFullStore, createTestServices, renderWithStore } from '../../test/test-utils';
import { AddToListButton } from './AddToListButton';

const summary = (id: string, name: string): OrderListSummary => ({
  id,
  name,
  line_count: 2,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
});
const detail = (id: string, name: string): OrderListDetail => ({ ...summary(id, name), lines: [] });
const ITEMS = [{ variantId: 'v-1', quantity: 2 }];

function setup() {
  const services = createTestServices();
  const store = createFullStore(services);
  logInBuyer(store, 2);
  services.api.getOrderLists.mockResolvedValue({ status: true, data: paged([summary('l-1', 'Weekly')]) });
  services.api.addOrderListItems.mockResolvedValue({ status: true, data: detail('l-1', 'Weekly') });
  renderWithStore(<AddToListButton items={ITEMS} label="Add to order list" />, { services, store });
  return services;
}

describe('AddToListButton', () => {
  it('adds the items to the list chosen in the dialog (the first list by default)', async () => {
    const services = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Add to order list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to an order list' });
    const weekly = await within(dialog).findByRole('radio', { name: 'Weekly (2 items)' });
    expect((weekly as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    await waitFor(() => expect(services.api.addOrderListItems).toHaveBeenCalledWith('l-1', ITEMS));
    expect((await screen.findByRole('status')).textContent).toBe('1 item added to Weekly.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the choices only once the lists have arrived, so the default cannot override a choice', async () => {
    const services = createTestServices();
    const store = createFullStore(services);
    logInBuyer(store, 2);
    let answer: (value: Awaited<ReturnType<typeof services.api.getOrderLists>>) => void = () => undefined;
    services.api.getOrderLists.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithStore(<AddToListButton items={ITEMS} label="Add to order list" />, { services, store });
    fireEvent.click(screen.getByRole('button', { name: 'Add to order list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to an order list' });
    expect((await within(dialog).findByRole('status')).textContent).toBe('Loading the lists…');
    expect(within(dialog).queryByRole('radio')).toBeNull();
    answer({ status: true, data: paged([summary('l-1', 'Weekly')]) });
    expect(await within(dialog).findByRole('radio', { name: 'A new list' })).toBeTruthy();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('creates a new list first, asking for its name', async () => {
    const services = setup();
    services.api.createOrderList.mockResolvedValue({ status: true, data: detail('l-2', 'Bridal') });
    fireEvent.click(screen.getByRole('button', { name: 'Add to order list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to an order list' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'A new list' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    expect(await within(dialog).findByText('Enter a name for the new list.')).toBeTruthy();
    expect(services.api.createOrderList).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'List name' }), {
      target: { value: ' Bridal ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    await waitFor(() => expect(services.api.addOrderListItems).toHaveBeenCalledWith('l-2', ITEMS));
    expect(services.api.createOrderList).toHaveBeenCalledWith('Bridal');
  });

  it('is disabled with nothing to add', () => {
    const services = createTestServices();
    renderWithStore(<AddToListButton items={[]} label="Add to order list" />, { services });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Add to order list' });
    expect(button.disabled).toBe(true);
  });
});
