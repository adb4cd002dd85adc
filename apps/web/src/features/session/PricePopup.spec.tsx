import { act, fireEvent, screen, within } from '@testing-library/react';
import { customer, renderWithStore } from '../../test/test-utils';
import { PricePopup } from './PricePopup';
import { mappedCustomersLoaded, pricePopupOpened } from '../../app/session/sessionSlice';

function openPopup(
  customers = [customer({ _id: 'c1' }), customer({ _id: 'c2', company: 'Nordic Gems', acNo: 'AC002' })],
) {
  const view = renderWithStore(<PricePopup />);
  act(() => {
    view.store.dispatch(pricePopupOpened());
    view.store.dispatch(mappedCustomersLoaded(customers));
  });
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Select price and customer' }) };
}

describe('PricePopup', () => {
  it('offers the three price types in a labelled radio group', () => {
    const { dialog } = openPopup();
    const group = within(dialog).getByRole('radiogroup', { name: 'Price type' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Show trade price', 'Show RRP price', "Don't display price"]);
  });

  it('requires a price type and, with several customers, a customer', () => {
    const { dialog, store } = openPopup();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('The price type field is required.')).toBeTruthy();
    expect(within(dialog).getByText('The customer field is required.')).toBeTruthy();
    expect(store.getState().session.pricePopupOpen).toBe(true);
  });

  it('lists only primary customers and preselects a single one', () => {
    const { dialog } = openPopup([
      customer({ _id: 'p1' }),
      customer({ _id: 'x', is_primary_address: false }),
    ]);
    const select = within(dialog).getByLabelText('Customer');
    expect(within(select).getAllByRole('option')).toHaveLength(1);
    expect((select as HTMLSelectElement).value).toBe('p1');
  });

  it('names each option by its company', () => {
    const { dialog } = openPopup();
    expect(within(dialog).getByRole('option', { name: 'Nordic Gems' })).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'Goldsmiths of Bath' })).toBeTruthy();
  });

  it('submits the chosen price and customer', () => {
    const { dialog, store } = openPopup();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Show RRP price' }));
    fireEvent.change(within(dialog).getByLabelText('Customer'), { target: { value: 'c2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const state = store.getState().session;
    expect(state.pricePopupOpen).toBe(false);
    expect(state.priceStatus).toBe(1);
    expect(state.selectedCustomer?.id).toBe('c2');
  });
});
