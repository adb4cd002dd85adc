import { isValidMarkup, MARKUP_FIELDS } from '@atelier/contracts/common';
import type { AccountDetails } from '@atelier/contracts/identity';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../api/client';
import { formMessages } from '../../shared/forms/formMessages';
import { createTestServices, renderWithStore, type TestServices } from '../../test/test-utils';
import { loginSucceeded } from '../../app/auth/authSlice';
import { MyAccountPage } from './MyAccountPage';
import { markupText, markupValue } from './markupForm';
import { MarkupForm } from './MarkupForm';
import { mappedCustomersApi } from '../../app/session/mappedCustomersApi';

const DECIMALS = 'Markup contain only one digit after Decimal Point';
const BETWEEN = 'The markup field must be between 1 and 10.';

function markupMessages(markup: string): string[] {
  return formMessages(MARKUP_FIELDS, { markup }, 'en').markup ?? [];
}

describe('the markup rule (spec §5: 1 to 9 with one decimal, or 10)', () => {
  it.each(['1', '1.0', '2.5', '9.9', '10', '10.0', ' 3.5 '])('accepts %p', (markup) => {
    expect(markupMessages(markup)).toEqual([]);
    expect(isValidMarkup(markup)).toBe(true);
  });

  it.each([
    ['2.55', [DECIMALS]],
    ['2.50', [DECIMALS]],
    ['10.5', [BETWEEN]],
    ['11', [BETWEEN]],
    ['0.5', [BETWEEN]],
    ['0', [BETWEEN]],
    ['-2', [BETWEEN]],
    ['10.05', [BETWEEN, DECIMALS]],
    ['', ['The markup field is required.']],
    ['two', ['The markup field must be a number.']],
    ['2,5', ['The markup field must be a number.']],
  ])('refuses %p with the server’s messages', (markup, expected) => {
    expect(markupMessages(markup)).toEqual(expected);
  });

  it('sends the number once the rule holds', () => {
    expect(markupValue('3.5')).toBe(3.5);
    expect(markupValue('10.0')).toBe(10);
    expect(markupValue('2.55')).toBeNull();
    expect(markupText(2.5)).toBe('2.5');
  });
});

const details: AccountDetails = {
  customerId: 'c-1',
  acNo: 'BER0001',
  company: 'Berg Jewellers',
  first_name: 'Agnes',
  email: 'agnes@berg.example',
  address: null,
  markup: 2.5,
  is_vat_applicable: true,
};

const agnes = {
  _id: 'u-1',
  email: details.email,
  first_name: 'Agnes',
  last_name: 'Berg',
  role: 'client-super-admin',
} as const;

describe('MarkupForm (My Account)', () => {
  let services: TestServices;

  beforeEach(() => {
    services = createTestServices();
  });

  function renderForm() {
    const view = renderWithStore(<MarkupForm details={details} />, { services });
    act(() => {
      view.store.dispatch(loginSucceeded({ token: 't', user: agnes }));
    });
    return view;
  }

  it('refuses a second decimal with the spec’s message and sends nothing', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Markup'), { target: { value: '3.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save markup' }));
    expect(screen.getByText(DECIMALS)).toBeTruthy();
    expect(services.api.updateMarkup).not.toHaveBeenCalled();
  });

  it('saves a valid markup as a number and shows the server’s message in green', async () => {
    services.api.updateMarkup.mockResolvedValue({
      status: true,
      message: 'The markup has been saved.',
      data: { customerId: 'c-1', markup: 3.5 },
    });
    services.api.getMappedCustomers.mockResolvedValue({ status: true, data: [] });
    services.api.getAccountDetails
      .mockResolvedValueOnce({ status: true, data: details })
      .mockResolvedValueOnce({ status: true, data: { ...details, markup: 3.5 } });
    const { store } = renderWithStore(<MyAccountPage />, { services });
    act(() => {
      store.dispatch(loginSucceeded({ token: 't', user: agnes }));
    });
    // The session's customers as the price switch holds them while it is open.
    const customers = store.dispatch(mappedCustomersApi.endpoints.mappedCustomers.initiate('u-1'));
    await customers;
    expect(services.api.getMappedCustomers).toHaveBeenCalledTimes(1);
    fireEvent.change(await screen.findByLabelText('Markup'), { target: { value: '3.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save markup' }));
    // The details are read again after the save: the page shows the new markup.
    expect(await screen.findByText('× 3.5')).toBeTruthy();
    expect(services.api.updateMarkup).toHaveBeenCalledWith(3.5);
    expect(services.api.getAccountDetails).toHaveBeenCalledTimes(2);
    expect(store.getState().notifications.items.map((item) => [item.kind, item.text])).toEqual([
      ['success', 'The markup has been saved.'],
    ]);
    // The session's customers are read again so the new markup is used for RRP.
    await waitFor(() => expect(services.api.getMappedCustomers).toHaveBeenCalledTimes(2));
    expect(services.api.getMappedCustomers).toHaveBeenLastCalledWith('u-1');
    customers.unsubscribe();
  });

  it('shows the server’s error under the field', async () => {
    services.api.updateMarkup.mockRejectedValue(
      new ApiError('Some fields are not valid.', 400, {
        code: 'VALIDATION_FAILED',
        errors: { markup: [BETWEEN] },
      }),
    );
    renderForm();
    fireEvent.change(screen.getByLabelText('Markup'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save markup' }));
    expect(await screen.findByText(BETWEEN)).toBeTruthy();
  });
});
