import type { Paged } from '@atelier/contracts/common';
import type { SyncRunView } from '@atelier/contracts/sync';
import type { ApiEnvelope } from '../../api/types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestServices, renderWithStore, type TestServices } from '../../test/test-utils';
import { SyncRunsPage } from './SyncRunsPage';

function run(overrides: Partial<SyncRunView> = {}): SyncRunView {
  return {
    id: 'r-1',
    jobs: ['designs', 'stock', 'prices', 'customers'],
    trigger: 'manual',
    status: 'succeeded',
    total: 120,
    processed: 120,
    applied: 118,
    skipped: 2,
    errors: 0,
    rate: 60,
    remaining: 0,
    startedAt: '2026-11-21T10:00:00.000Z',
    finishedAt: '2026-11-21T10:00:02.000Z',
    failure: null,
    ...overrides,
  };
}

function paged(rows: SyncRunView[], limit = 20): ApiEnvelope<Paged<SyncRunView>> {
  return {
    status: true,
    data: { rows, count: rows.length, page: 1, limit, pages: 1 },
  };
}

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
  const errored = run({ id: 'r-0', jobs: ['stock'], errors: 3, startedAt: '2026-11-20T08:00:00.000Z' });
  services.api.adminListSyncRuns.mockImplementation((query) =>
    Promise.resolve(query.limit === 1 ? paged([run()], 1) : paged([run(), errored])),
  );
  services.api.adminGetSyncRun.mockResolvedValue({ status: true, data: run() });
});

function history() {
  return screen.getByRole('region', { name: 'Past runs' });
}

describe('sellease-sync', () => {
  it('lists the runs as the server pages them and shows the latest run', async () => {
    renderWithStore(<SyncRunsPage />, { services, route: '/Admin/sellease-sync' });
    const latest = screen.getByRole('region', { name: 'Latest run' });
    expect(await within(latest).findByText('120 of 120 records')).toBeTruthy();
    expect(services.api.adminListSyncRuns).toHaveBeenCalledWith({ page: 1, limit: 20 });
    expect(services.api.adminGetSyncRun).toHaveBeenCalledWith('r-1');
    await within(history()).findByText('20 Nov, 2026 08:00 UTC');
    expect(within(latest).getByText('60 records/s')).toBeTruthy();
  });

  it('links a run with errors to the error list of its kind', async () => {
    renderWithStore(<SyncRunsPage />, { services, route: '/Admin/sellease-sync' });
    const row = (await within(history()).findByText('20 Nov, 2026 08:00 UTC')).closest('tr');
    if (!row) throw new Error('no row');
    const link = within(row).getByRole('link', { name: 'See errors' });
    expect(link.getAttribute('href')).toBe('/Admin/sellease-err-sync?type=stock.updated');
  });

  it('starts a partial run of the kinds ticked and follows it until it finishes', async () => {
    const started = run({
      id: 'r-2',
      jobs: ['stock'],
      status: 'running',
      total: 40,
      processed: 0,
      applied: 0,
      skipped: 0,
      rate: 0,
      remaining: 40,
      finishedAt: null,
    });
    services.api.adminStartSyncRun.mockResolvedValue({
      status: true,
      data: started,
      message: 'Sync started.',
    });
    services.api.adminGetSyncRun.mockImplementation((id) =>
      Promise.resolve({
        status: true,
        data:
          id !== 'r-2'
            ? run()
            : services.api.adminGetSyncRun.mock.calls.filter(([asked]) => asked === 'r-2').length < 2
              ? { ...started, processed: 10, remaining: 30, rate: 10 }
              : { ...started, status: 'succeeded', processed: 40, applied: 40, remaining: 0 },
      }),
    );
    renderWithStore(<SyncRunsPage />, { services, route: '/Admin/sellease-sync' });
    const form = screen.getByRole('form', { name: 'Start a sync' });
    for (const kind of ['Designs', 'Prices', 'Customer accounts'])
      fireEvent.click(within(form).getByLabelText(kind));
    fireEvent.click(within(form).getByRole('button', { name: 'Sync selected' }));
    await waitFor(() => expect(services.api.adminStartSyncRun).toHaveBeenCalledWith(['stock']));

    const latest = screen.getByRole('region', { name: 'Latest run' });
    await within(latest).findByText('10 of 40 records');
    // Polled while running: the next answer says it finished, and then it is asked for no more.
    await within(latest).findByText('40 of 40 records', undefined, { timeout: 5000 });
    expect(within(latest).getByText('Succeeded')).toBeTruthy();
    const asked = services.api.adminGetSyncRun.mock.calls.length;
    await waitFor(() => expect(services.api.adminListSyncRuns.mock.calls.length).toBeGreaterThan(2));
    expect(services.api.adminGetSyncRun.mock.calls.length).toBe(asked);
  });

  it('starts a full run of every kind', async () => {
    services.api.adminStartSyncRun.mockResolvedValue({ status: true, data: run({ id: 'r-3' }) });
    renderWithStore(<SyncRunsPage />, { services, route: '/Admin/sellease-sync' });
    fireEvent.click(screen.getByRole('button', { name: 'Full sync' }));
    await waitFor(() =>
      expect(services.api.adminStartSyncRun).toHaveBeenCalledWith([
        'designs',
        'stock',
        'prices',
        'customers',
      ]),
    );
  });
});
