import { REGISTRATION_FIELDS, requiredFields } from '@atelier/contracts/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../api/client';
import { createTestServices, renderWithStore, type TestServices } from '../../test/test-utils';
import { RegistrationPage } from './RegistrationPage';

const LABELS: Record<string, string> = {
  companyName: 'Company name',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  city: 'City',
  county: 'County',
  postCode: 'Post code',
  country: 'Country',
  currency: 'Currency',
  companyPhone: 'Company phone',
  website: 'Website',
  mobile: 'Mobile',
  vatNumber: 'VAT number',
  references: 'References',
  comments: 'Comments',
  contactName: 'Contact name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
};

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
  services.api.getCurrencies.mockResolvedValue({
    status: true,
    data: [
      { _id: 1, code: 'GBP', name: 'Pound sterling', symbol: '£', is_default: true, sort_order: 1 },
      { _id: 2, code: 'EUR', name: 'Euro', symbol: '€', is_default: false, sort_order: 2 },
    ],
  });
});

function field(name: string): HTMLElement {
  return screen.getByLabelText(LABELS[name], { exact: true });
}

function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) fireEvent.change(field(name), { target: { value } });
}

const VALID = {
  companyName: 'Berg Jewellers',
  addressLine1: '1 Stonegate',
  city: 'York',
  postCode: 'YO1 8AS',
  country: 'United Kingdom',
  companyPhone: '+44 (0)1904 123456',
  contactName: 'Agnes Berg',
  email: 'agnes@berg.example',
  password: 'Gold#2026',
  confirmPassword: 'Gold#2026',
};

async function renderPage() {
  const view = renderWithStore(<RegistrationPage />, { services });
  await waitFor(() => expect((field('currency') as HTMLSelectElement).value).toBe('GBP'));
  return view;
}

describe('RegistrationPage (/user-registration)', () => {
  it('labels every field of spec §3 and marks the required ones with the red asterisk', async () => {
    await renderPage();
    const required = requiredFields(REGISTRATION_FIELDS);
    for (const name of Object.keys(REGISTRATION_FIELDS)) {
      const input = field(name);
      const row = input.closest('.field')?.querySelector('.field__label-row');
      expect({ name, asterisk: row?.querySelector('.required-mark')?.textContent ?? null }).toEqual({
        name,
        asterisk: required.includes(name) ? '*' : null,
      });
      expect({ name, required: input.getAttribute('aria-required') }).toEqual({
        name,
        required: required.includes(name) ? 'true' : null,
      });
    }
  });

  it('shows the shared rules’ messages under the fields and sends nothing while any is broken', async () => {
    await renderPage();
    fill({ ...VALID, contactName: "Agnes O'Brien", postCode: 'YO1_8AS', confirmPassword: 'Gold#2027' });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(
      screen.getByText('The contact name field may only contain alphabetic characters and spaces.'),
    ).toBeTruthy();
    expect(
      screen.getByText('The post code field may only contain letters, digits, spaces and dashes.'),
    ).toBeTruthy();
    expect(
      screen.getByText('The passwords do not match. Please ensure both passwords are the same.'),
    ).toBeTruthy();
    expect(field('contactName').getAttribute('aria-invalid')).toBe('true');
    expect(field('contactName').getAttribute('aria-describedby')).toBeTruthy();
    // The first refused field in the page's order gets the focus.
    expect(document.activeElement).toBe(field('postCode'));
    expect(services.api.register).not.toHaveBeenCalled();
  });

  it('checks a field when it is left, before any submit', async () => {
    await renderPage();
    fireEvent.change(field('password'), { target: { value: 'abc' } });
    fireEvent.blur(field('password'));
    expect(screen.getByText('The password field must be at least 6 characters.')).toBeTruthy();
    expect(screen.queryByText('The company name field is required.')).toBeNull();
  });

  it('registers and shows the server’s thank-you message', async () => {
    services.api.register.mockResolvedValue({
      status: true,
      message:
        'Thank you for registering. We have sent you an email to verify your address; you can log in once your account is approved.',
      data: { email: 'agnes@berg.example', status: 'pending' },
    });
    await renderPage();
    fill({ ...VALID, companyName: '  Berg Jewellers  ' });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    await screen.findByRole('heading', { name: 'Thank you for registering' });
    expect(screen.getByText(/We have sent you an email to verify your address/)).toBeTruthy();
    expect(services.api.register).toHaveBeenCalledWith(
      expect.objectContaining({ companyName: 'Berg Jewellers', currency: 'GBP', password: 'Gold#2026' }),
    );
    const body = services.api.register.mock.calls[0][0];
    expect(body.website).toBeUndefined();
  });

  it('puts the server’s field errors under their fields (409 email taken)', async () => {
    services.api.register.mockRejectedValue(
      new ApiError('Some fields are not valid.', 409, {
        code: 'IDENTITY_EMAIL_TAKEN',
        errors: { email: ['This email is already registered.'] },
      }),
    );
    const { store } = await renderPage();
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    const message = await screen.findByText('This email is already registered.');
    expect(field('email').getAttribute('aria-describedby')).toContain(
      message.closest('.field__errors')?.id ?? '?',
    );
    expect(store.getState().notifications.items).toEqual([]);

    // Editing the field clears the server's message for it.
    fireEvent.change(field('email'), { target: { value: 'agnes2@berg.example' } });
    expect(screen.queryByText('This email is already registered.')).toBeNull();
  });

  it('shows a failure without field errors (rate limit) as the red notification', async () => {
    services.api.register.mockRejectedValue(
      new ApiError('Too many requests. Please try again in 12 minutes.', 429, { code: 'RATE_LIMITED' }),
    );
    const { store } = await renderPage();
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(store.getState().notifications.items.map((item) => [item.kind, item.text])).toEqual([
        ['error', 'Too many requests. Please try again in 12 minutes.'],
      ]),
    );
    expect(within(document.body).getByRole('button', { name: 'Register' })).toBeTruthy();
  });
});
