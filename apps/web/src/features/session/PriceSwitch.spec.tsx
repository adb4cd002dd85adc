import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { logInBuyer } from '../../test/catalogue-fixtures';
import { createFullStore, createTestServices, customer, renderWithStore } from '../../test/test-utils';
import { PriceSwitch } from './PriceSwitch';

const customers = [
  customer({ _id: 'c-1', company: 'Lund Goldsmiths Ltd', acNo: 'LND0042' }),
  customer({ _id: 'c-2', company: 'Nordic Gems', acNo: 'AC002' }),
  customer({ _id: 'c-3', company: 'Hidden Branch', is_primary_address: false }),
];

function setup(priceStatus: 0 | 1 | 2 = 1, mapped = customers) {
  const services = createTestServices();
  services.api.getMappedCustomers.mockResolvedValue({ status: true, data: mapped });
  const store = createFullStore(services);
  logInBuyer(store, priceStatus);
  return renderWithStore(<PriceSwitch />, { services, store });
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Change prices and customer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Prices and customer' });
  await within(dialog).findByRole('combobox', { name: 'Customer' });
  return dialog;
}

describe('PriceSwitch', () => {
  it('is not offered to visitors', () => {
    renderWithStore(<PriceSwitch />);
    expect(screen.queryByRole('button', { name: 'Change prices and customer' })).toBeNull();
  });

  it("opens on the session's choice, with the user's primary customers from the server", async () => {
    const { services } = setup(1);
    const dialog = await openDialog();
    expect(services.api.getMappedCustomers).toHaveBeenCalledWith('u-1');
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Show RRP price' }).checked).toBe(
      true,
    );
    const select = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Customer' });
    expect(select.value).toBe('c-1');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Lund Goldsmiths Ltd', 'Nordic Gems']);
  });

  it('applies Trade and another customer without leaving the page', async () => {
    const { store, services } = setup(1);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Show trade price' }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Customer' }), {
      target: { value: 'c-2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(store.getState().session.selectedCustomer?.id).toBe('c-2'));
    expect(store.getState().session.priceStatus).toBe(2);
    expect(screen.queryByRole('dialog', { name: 'Prices and customer' })).toBeNull();
    expect(services.navigate).not.toHaveBeenCalled();
  });

  it('offers no customer choice to a user mapped to one customer', async () => {
    setup(2, [customers[0]]);
    fireEvent.click(screen.getByRole('button', { name: 'Change prices and customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prices and customer' });
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
    expect(within(dialog).queryByRole('combobox', { name: 'Customer' })).toBeNull();
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Show trade price' }).checked).toBe(
      true,
    );
  });
});
