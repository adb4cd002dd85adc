import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestServices, customer, renderWithStore } from '../../test/test-utils';
import { PricePopup } from './PricePopup';
import { loginSucceeded } from '../../app/auth/authSlice';
import { pricePopupOpened } from '../../app/session/sessionSlice';

const buyer = {
  _id: 'u-1',
  email: 'b@x.test',
  first_name: 'Bea',
  last_name: 'B',
  role: 'client-super-admin',
};

/** A buyer just signed in: the popup opens and reads the user's customers from the server. */
async function openPopup(
  customers = [customer({ _id: 'c1' }), customer({ _id: 'c2', company: 'Nordic Gems', acNo: 'AC002' })],
) {
  const services = createTestServices();
  services.api.getMappedCustomers.mockResolvedValue({ status: true, data: customers });
  const view = renderWithStore(<PricePopup />, { services });
  act(() => {
    view.store.dispatch(loginSucceeded({ token: 'jwt-1', user: buyer }));
    view.store.dispatch(pricePopupOpened());
  });
  const dialog = await screen.findByRole('dialog', { name: 'Select price and customer' });
  await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
  expect(services.api.getMappedCustomers).toHaveBeenCalledWith('u-1');
  return { ...view, dialog };
}

describe('PricePopup', () => {
  it('offers the three price types in a labelled radio group', async () => {
    const { dialog } = await openPopup();
    const group = within(dialog).getByRole('radiogroup', { name: 'Price type' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Show trade price', 'Show RRP price', "Don't display price"]);
  });

  it('requires a price type and, with several customers, a customer', async () => {
    const { dialog, store } = await openPopup();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('The price type field is required.')).toBeTruthy();
    expect(within(dialog).getByText('The customer field is required.')).toBeTruthy();
    expect(store.getState().session.pricePopupOpen).toBe(true);
  });

  it('lists only primary customers and preselects a single one', async () => {
    const { dialog } = await openPopup([
      customer({ _id: 'p1' }),
      customer({ _id: 'x', is_primary_address: false }),
    ]);
    const select = within(dialog).getByLabelText('Customer');
    expect(within(select).getAllByRole('option')).toHaveLength(1);
    expect((select as HTMLSelectElement).value).toBe('p1');
  });

  it('names each option by its company', async () => {
    const { dialog } = await openPopup();
    expect(within(dialog).getByRole('option', { name: 'Nordic Gems' })).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'Goldsmiths of Bath' })).toBeTruthy();
  });

  it('submits the chosen price and customer', async () => {
    const { dialog, store } = await openPopup();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Show RRP price' }));
    fireEvent.change(within(dialog).getByLabelText('Customer'), { target: { value: 'c2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const state = store.getState().session;
    expect(state.pricePopupOpen).toBe(false);
    expect(state.priceStatus).toBe(1);
    expect(state.selectedCustomer?.id).toBe('c2');
  });
});
