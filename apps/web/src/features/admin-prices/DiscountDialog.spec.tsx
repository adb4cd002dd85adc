import type { AdminDiscount } from '@atelier/contracts/catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestServices, renderWithStore, type TestServices } from '../../test/test-utils';
import { DiscountDialog } from './DiscountDialog';

const SAVED: AdminDiscount = {
  id: 'd-1',
  status: 'active',
  customerId: null,
  customerLabel: null,
  customerGroupId: 'g-1',
  customerGroupLabel: 'Partners',
  designId: null,
  designNumber: null,
  designName: null,
  mainGroupId: null,
  mainGroupName: null,
  kind: 'percent',
  value: 10,
  startsOn: '2026-11-25',
  endsOn: '2026-12-25',
  endedAt: null,
  version: 1,
  updatedAt: '2026-11-25T09:00:00.000Z',
};

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
  services.api.listCustomers.mockResolvedValue({
    status: true,
    data: { rows: [], count: 0, page: 1, limit: 20 },
  });
  services.api.listCustomerGroups.mockResolvedValue({
    status: true,
    data: [{ _id: 'g-1', name: 'Partners', customerCount: 3 }],
  });
  services.api.adminCreateDiscount.mockResolvedValue({
    status: true,
    message: 'Discount saved.',
    data: SAVED,
  });
});

describe('discount dialog: customer group', () => {
  it('gives a discount to every customer of a group', async () => {
    const onClose = jest.fn();
    renderWithStore(<DiscountDialog discount={null} onClose={onClose} />, { services });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Partners' });
    fireEvent.change(within(dialog).getByLabelText(/^Customer group/), { target: { value: 'g-1' } });
    fireEvent.submit(dialog.querySelector('form') ?? dialog);
    await waitFor(() => expect(services.api.adminCreateDiscount).toHaveBeenCalled());
    expect(services.api.adminCreateDiscount.mock.calls[0]?.[0]).toMatchObject({
      customerId: null,
      customerGroupId: 'g-1',
      kind: 'percent',
      value: 10,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows a saved group discount's group", async () => {
    renderWithStore(<DiscountDialog discount={SAVED} onClose={jest.fn()} />, { services });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Partners' });
    expect(within(dialog).getByLabelText<HTMLSelectElement>(/^Customer group/).value).toBe('g-1');
  });
});
