import type { CustomerDetail } from '@atelier/contracts/identity';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createTestServices, renderWithStore, type TestServices } from '../../test/test-utils';
import { CustomerEditForm } from './CustomerEditForm';

const CUSTOMER: CustomerDetail = {
  _id: 'c-1',
  acNo: 'BER0001',
  company: 'Berg Jewellers',
  contactName: 'Agnes Berg',
  email: 'agnes@berg.example',
  emailVerified: true,
  companyPhone: '+44 (0)1904 123456',
  city: 'York',
  country: 'United Kingdom',
  status: 'approved',
  markup: 2.5,
  isVatApplicable: true,
  createdAt: '2026-11-21T10:00:00.000Z',
  reviewedAt: '2026-11-21T11:00:00.000Z',
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

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
  services.api.listCustomerGroups.mockResolvedValue({
    status: true,
    data: [{ _id: 'g-1', name: 'Partners', customerCount: 3 }],
  });
  services.api.updateCustomer.mockResolvedValue({
    status: true,
    message: 'The changes have been saved.',
    data: { ...CUSTOMER, groupId: 'g-1', groupName: 'Partners' },
  });
});

describe('customer edit: customer group', () => {
  it('puts the customer in a group, and sends nothing about the group when it is left as it was', async () => {
    renderWithStore(<CustomerEditForm customer={CUSTOMER} />, { services, route: '/Admin/manage-customer' });
    const select = await screen.findByLabelText<HTMLSelectElement>(/^Customer group/);
    await screen.findByRole('option', { name: 'Partners (customers: 3)' });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(services.api.updateCustomer).toHaveBeenCalledTimes(1));
    expect(services.api.updateCustomer.mock.calls[0]?.[1]).not.toHaveProperty('groupId');

    fireEvent.change(select, { target: { value: 'g-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(services.api.updateCustomer).toHaveBeenCalledTimes(2));
    expect(services.api.updateCustomer.mock.calls[1]?.[1]).toMatchObject({ groupId: 'g-1' });
  });

  it('takes the customer out of its group with null', async () => {
    renderWithStore(<CustomerEditForm customer={{ ...CUSTOMER, groupId: 'g-1', groupName: 'Partners' }} />, {
      services,
      route: '/Admin/manage-customer',
    });
    await screen.findByRole('option', { name: 'Partners (customers: 3)' });
    const select = screen.getByLabelText<HTMLSelectElement>(/^Customer group/);
    expect(select.value).toBe('g-1');
    fireEvent.change(select, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(services.api.updateCustomer).toHaveBeenCalled());
    expect(services.api.updateCustomer.mock.calls[0]?.[1]).toMatchObject({ groupId: null });
  });

  it('makes a new group on the spot and chooses it', async () => {
    services.api.createCustomerGroup.mockResolvedValue({
      status: true,
      message: 'The customer group has been created.',
      data: { _id: 'g-2', name: 'Northern shops', customerCount: 0 },
    });
    // Asked again once the group is made (the list's tag is invalidated).
    services.api.listCustomerGroups
      .mockResolvedValueOnce({ status: true, data: [{ _id: 'g-1', name: 'Partners', customerCount: 3 }] })
      .mockResolvedValue({
        status: true,
        data: [
          { _id: 'g-2', name: 'Northern shops', customerCount: 0 },
          { _id: 'g-1', name: 'Partners', customerCount: 3 },
        ],
      });
    renderWithStore(<CustomerEditForm customer={CUSTOMER} />, { services, route: '/Admin/manage-customer' });
    const create = await screen.findByRole('button', { name: 'Create group' });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Name of the new group'), {
      target: { value: ' Northern shops ' },
    });
    fireEvent.click(create);
    await waitFor(() => expect(services.api.createCustomerGroup).toHaveBeenCalledWith('Northern shops'));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>(/^Customer group/).value).toBe('g-2'),
    );
    expect(services.api.updateCustomer).not.toHaveBeenCalled();
  });
});
