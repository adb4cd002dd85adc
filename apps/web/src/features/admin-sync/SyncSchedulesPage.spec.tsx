import type { SyncScheduleView } from '@atelier/contracts/sync';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../api/client';
import { createTestServices, renderWithStore, type TestServices } from '../../test/test-utils';
import { SyncSchedulesPage } from './SyncSchedulesPage';

function schedule(overrides: Partial<SyncScheduleView> = {}): SyncScheduleView {
  return {
    job: 'stock',
    cron: null,
    enabled: false,
    nextRunAt: null,
    lastRunAt: null,
    lastRunId: null,
    lastOutcome: null,
    ...overrides,
  };
}

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
  services.api.adminListSyncSchedules.mockResolvedValue({
    status: true,
    data: [
      schedule({
        job: 'designs',
        cron: '0 2 * * *',
        enabled: true,
        nextRunAt: '2026-11-22T02:00:00.000Z',
        lastRunAt: '2026-11-21T02:00:00.000Z',
        lastRunId: 'r-1',
        lastOutcome: 'succeeded',
      }),
      schedule({ job: 'stock' }),
      schedule({ job: 'prices' }),
      schedule({ job: 'customers' }),
    ],
  });
});

async function rowOf(kind: string) {
  const row = (await screen.findByRole('cell', { name: kind })).closest('tr');
  if (!row) throw new Error('no row');
  return row;
}

describe('activate-cron', () => {
  it('shows a row per job with its expression, flag, last run and outcome, and next run', async () => {
    renderWithStore(<SyncSchedulesPage />, { services, route: '/Admin/activate-cron' });
    const designs = await rowOf('Designs');
    expect(within(designs).getByText('0 2 * * *')).toBeTruthy();
    expect(within(designs).getByText('On')).toBeTruthy();
    expect(within(designs).getByText('21 Nov, 2026 02:00 UTC')).toBeTruthy();
    expect(within(designs).getByText('Succeeded')).toBeTruthy();
    expect(within(designs).getByText('22 Nov, 2026 02:00 UTC')).toBeTruthy();
    const stock = await rowOf('Stock');
    expect(within(stock).getByText('Not set')).toBeTruthy();
    expect(within(stock).getByText('Off')).toBeTruthy();
  });

  it("puts the server's refusal of an expression under the field, then saves a good one", async () => {
    services.api.adminUpdateSyncSchedule
      .mockRejectedValueOnce(
        new ApiError('Some fields are not valid.', 400, {
          code: 'SYNC_INVALID_CRON',
          errors: { cron: ['Cron expression is not a valid cron expression.'] },
        }),
      )
      .mockResolvedValueOnce({
        status: true,
        data: schedule({ cron: '*/15 * * * *', enabled: true, nextRunAt: '2026-11-21T10:15:00.000Z' }),
        message: 'The schedule was saved.',
      });
    renderWithStore(<SyncSchedulesPage />, { services, route: '/Admin/activate-cron' });
    fireEvent.click(within(await rowOf('Stock')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule: Stock' });
    const cron = within(dialog).getByLabelText(/Cron expression/);
    fireEvent.change(cron, { target: { value: '61 * * * *' } });
    fireEvent.click(within(dialog).getByLabelText('Run on this schedule'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Cron expression is not a valid cron expression.')).toBeTruthy();
    expect(services.api.adminUpdateSyncSchedule).toHaveBeenCalledWith('stock', {
      cron: '61 * * * *',
      enabled: true,
    });

    fireEvent.change(cron, { target: { value: '*/15 * * * *' } });
    const listed = services.api.adminListSyncSchedules.mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(services.api.adminUpdateSyncSchedule).toHaveBeenLastCalledWith('stock', {
        cron: '*/15 * * * *',
        enabled: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Saving reads the schedules again (the next run is the server's).
    await waitFor(() =>
      expect(services.api.adminListSyncSchedules.mock.calls.length).toBeGreaterThan(listed),
    );
  });

  it('refuses an empty expression in the browser, in the words the server uses', async () => {
    renderWithStore(<SyncSchedulesPage />, { services, route: '/Admin/activate-cron' });
    fireEvent.click(within(await rowOf('Prices')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Cron expression/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The Cron expression field is required.')).toBeTruthy();
    expect(services.api.adminUpdateSyncSchedule).not.toHaveBeenCalled();
  });
});
