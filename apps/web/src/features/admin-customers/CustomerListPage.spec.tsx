import type { CustomerDetail, CustomerListItem } from '@atelier/contracts/identity';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../api/client';
import { createTestServices, renderWithStore, type TestServices } from '../../test/test-utils';
import { CustomerListPage } from './CustomerListPage';

function applicant(overrides: Partial<CustomerListItem> = {}): CustomerListItem {
  return {
    _id: 'c-1',
    acNo: null,
    company: 'Berg Jewellers',
    contactName: 'Agnes Berg',
    email: 'agnes@berg.example',
    emailVerified: false,
    companyPhone: '+44 (0)1904 123456',
    city: 'York',
    country: 'United Kingdom',
    status: 'pending',
    markup: 2.5,
    isVatApplicable: true,
    createdAt: '2026-11-21T10:00:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

function detail(item: CustomerListItem): CustomerDetail {
  return {
    ...item,
    currency: 'GBP',
    website: null,
    mobile: null,
    vatNumber: null,
    references: null,
    comments: null,
    rejectionReason: null,
    address: null,
    addresses: [],
    applicantUserId: 'u-1',
    groupId: null,
    groupName: null,
  };
}

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
  services.api.listCustomers.mockResolvedValue({
    status: true,
    data: {
      rows: [applicant(), applicant({ _id: 'c-2', company: 'Fjord Smycken' })],
      count: 2,
      page: 1,
      limit: 25,
    },
  });
});

async function openPending() {
  const view = renderWithStore(<CustomerListPage kind="pending" />, {
    services,
    route: '/Admin/pending-users',
  });
  const row = (await screen.findByText('Berg Jewellers')).closest('tr');
  if (!row) throw new Error('no row');
  return { ...view, row };
}

describe('pending-users', () => {
  it('lists the pending customers, newest first as the server sends them, with paging', async () => {
    await openPending();
    expect(services.api.listCustomers).toHaveBeenCalledWith({
      status: 'pending',
      search: undefined,
      page: 1,
      limit: 25,
    });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getAllByText('21 Nov, 2026', { selector: 'td' })).toHaveLength(2);
    expect(screen.getByText('2 records')).toBeTruthy();
  });

  it('searches through the server', async () => {
    await openPending();
    fireEvent.change(screen.getByLabelText('Search customers'), { target: { value: 'fjord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(services.api.listCustomers).toHaveBeenLastCalledWith({
        status: 'pending',
        search: 'fjord',
        page: 1,
        limit: 25,
      }),
    );
  });

  it('approves with markup and VAT flag, checked by the shared rules first', async () => {
    services.api.approveCustomer.mockResolvedValue({
      status: true,
      message: 'The customer has been approved.',
      data: detail(applicant({ status: 'approved', acNo: 'BER0001' })),
    });
    const { row, store } = await openPending();
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve customer' });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Markup/).value).toBe('2.5');
    expect(within(dialog).getByLabelText<HTMLInputElement>('VAT applicable').checked).toBe(true);

    fireEvent.change(within(dialog).getByLabelText(/^Markup/), { target: { value: '2.55' } });
    fireEvent.change(within(dialog).getByLabelText('Account number'), { target: { value: 'ber1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve customer' }));
    expect(await within(dialog).findByText('Markup contain only one digit after Decimal Point')).toBeTruthy();
    expect(
      within(dialog).getByText('The account number field must be 3 to 20 capital letters and digits.'),
    ).toBeTruthy();
    expect(services.api.approveCustomer).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^Markup/), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('Account number'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByLabelText('VAT applicable'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve customer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(services.api.approveCustomer).toHaveBeenCalledWith('c-1', { markup: 3, isVatApplicable: false });
    expect(store.getState().notifications.items.map((item) => item.text)).toEqual([
      'The customer has been approved.',
    ]);
    // The list is asked again: the approved customer leaves it.
    expect(services.api.listCustomers).toHaveBeenCalledTimes(2);
  });

  it('shows a taken account number under its field', async () => {
    services.api.approveCustomer.mockRejectedValue(
      new ApiError('Some fields are not valid.', 409, {
        code: 'IDENTITY_ACCOUNT_NUMBER_TAKEN',
        errors: { acNo: ['This account number is already in use.'] },
      }),
    );
    const { row } = await openPending();
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve customer' });
    fireEvent.change(within(dialog).getByLabelText('Account number'), { target: { value: 'LND0042' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve customer' }));
    expect(await within(dialog).findByText('This account number is already in use.')).toBeTruthy();
  });

  it('rejects only with a reason', async () => {
    services.api.rejectCustomer.mockResolvedValue({
      status: true,
      message: 'The customer has been rejected.',
      data: detail(applicant({ status: 'rejected' })),
    });
    const { row } = await openPending();
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject application' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(await within(dialog).findByText('The reason field is required.')).toBeTruthy();
    expect(services.api.rejectCustomer).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: ' No trade references. ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(services.api.rejectCustomer).toHaveBeenCalledWith('c-1', 'No trade references.');
  });
});
