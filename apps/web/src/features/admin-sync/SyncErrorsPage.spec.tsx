import type { SyncErrorView } from '@atelier/contracts/sync';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestServices, renderWithStore, type TestServices } from '../../test/test-utils';
import { SyncErrorsPage } from './SyncErrorsPage';

function entry(overrides: Partial<SyncErrorView> = {}): SyncErrorView {
  return {
    id: 'e-1',
    messageId: 'msg-1',
    type: 'stock.updated',
    record: 'R1001-9YG',
    payload: { sku: 'R1001-9YG', stock: 5 },
    reason: 'There is no variant with SKU R1001-9YG.',
    reasonKey: 'sync.reason.unknownSku',
    status: 'open',
    note: null,
    attempts: 1,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
  services.api.adminListSyncErrors.mockResolvedValue({
    status: true,
    data: {
      rows: [entry(), entry({ id: 'e-2', messageId: 'msg-2', record: 'B1001' })],
      count: 2,
      page: 1,
      limit: 25,
      pages: 1,
    },
  });
});

async function open() {
  renderWithStore(<SyncErrorsPage />, { services, route: '/Admin/sellease-err-sync' });
  const row = (await screen.findByText('R1001-9YG')).closest('tr');
  if (!row) throw new Error('no row');
  return row;
}

describe('sellease-err-sync', () => {
  it('lists the open errors with their reason, as the server pages them', async () => {
    const row = await open();
    expect(services.api.adminListSyncErrors).toHaveBeenCalledWith({ status: 'open', page: 1, limit: 25 });
    expect(within(row).getByText('There is no variant with SKU R1001-9YG.')).toBeTruthy();
    expect(screen.getByText('2 records')).toBeTruthy();
  });

  it('retries one entry and reloads the list', async () => {
    services.api.adminRetrySyncError.mockResolvedValue({
      status: true,
      data: { retried: 1, resolved: 1, stillFailing: 0 },
      message: 'Retried 1: 1 applied, 0 still failing.',
    });
    const row = await open();
    fireEvent.click(within(row).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(services.api.adminRetrySyncError).toHaveBeenCalledWith('e-1'));
    // The list is asked again, so the retried entry leaves it once the server resolved it.
    await waitFor(() => expect(services.api.adminListSyncErrors).toHaveBeenCalledTimes(2));
  });

  it('sets an entry aside with the note the clerk wrote', async () => {
    services.api.adminDiscardSyncError.mockResolvedValue({
      status: true,
      data: entry({ status: 'discarded', note: 'Old SKU' }),
      message: 'Set aside.',
    });
    const row = await open();
    fireEvent.click(within(row).getByRole('button', { name: 'Set aside' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Why it is set aside'), { target: { value: 'Old SKU' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set aside' }));
    await waitFor(() => expect(services.api.adminDiscardSyncError).toHaveBeenCalledWith('e-1', 'Old SKU'));
  });
});
