import type { InvoiceView } from '@atelier/contracts/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paged } from '../../test/orders-fixtures';
import { createTestServices, renderWithStore } from '../../test/test-utils';
import { AdminInvoicesPage } from './AdminInvoicesPage';

function invoice(overrides: Partial<InvoiceView> = {}): InvoiceView {
  return {
    _id: 'i-1',
    invoice_number: 'INV00012',
    order_id: 'o-1',
    order_number: 'ORD00042',
    reference_number: null,
    appro_id: null,
    status: 'unpaid',
    status_label: 'Unpaid',
    invoice_date: '2026-03-01T00:00:00.000Z',
    due_date: '2026-03-31T00:00:00.000Z',
    issued_at: '2026-03-01T00:00:00.000Z',
    customer_id: 'c-1',
    customer_name: 'Lund Goldsmiths Ltd',
    customer_ac_no: 'LND0042',
    net_total: 100,
    total_vat: 20,
    carriage: 0,
    grand_total: 120,
    vat_rate_percent: 20,
    lines: [],
    pdf_url: '/invoices/i-1/pdf',
    ...overrides,
  };
}

describe('back-office invoices', () => {
  it('lists the invoices of the status in the URL and marks one paid', async () => {
    const services = createTestServices();
    services.api.adminGetInvoices
      .mockResolvedValueOnce({ status: true, data: paged([invoice()]) })
      .mockResolvedValueOnce({
        status: true,
        data: paged([invoice({ status: 'paid', status_label: 'Paid' })]),
      });
    services.api.adminSetInvoiceStatus.mockResolvedValue({
      status: true,
      message: 'The invoice is marked paid.',
      data: invoice({ status: 'paid' }),
    });
    const { store } = renderWithStore(<AdminInvoicesPage />, {
      services,
      route: '/Admin/invoices?status=unpaid',
    });
    const row = await screen.findByRole('row', { name: /INV00012/ });
    expect(services.api.adminGetInvoices).toHaveBeenCalledWith(
      expect.objectContaining({ page: 1, status: 'unpaid' }),
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'unpaid');
    fireEvent.click(within(row).getByRole('button', { name: 'Mark INV00012 as paid' }));
    await waitFor(() => expect(services.api.adminSetInvoiceStatus).toHaveBeenCalledWith('i-1', 'paid'));
    await waitFor(() => expect(services.api.adminGetInvoices).toHaveBeenCalledTimes(2));
    expect(store.getState().notifications.items.map((item) => item.text)).toEqual([
      'The invoice is marked paid.',
    ]);
  });
});
