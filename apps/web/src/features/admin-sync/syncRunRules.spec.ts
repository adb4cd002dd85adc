import type { SyncRunView } from '@atelier/contracts/sync';
import { errorsLinkOf, isRunning, withLive } from './syncRunRules';

function run(overrides: Partial<SyncRunView> = {}): SyncRunView {
  return {
    id: 'r-1',
    jobs: ['stock'],
    trigger: 'manual',
    status: 'running',
    total: 10,
    processed: 4,
    applied: 4,
    skipped: 0,
    errors: 0,
    rate: 2,
    remaining: 6,
    startedAt: '2026-11-21T10:00:00.000Z',
    finishedAt: null,
    failure: null,
    ...overrides,
  };
}

describe('sync run rules (web)', () => {
  it('links a run with errors to the error list, narrowed to its one kind', () => {
    expect(errorsLinkOf(run())).toBeNull();
    expect(errorsLinkOf(run({ errors: 2 }))).toBe('/Admin/sellease-err-sync?type=stock.updated');
    expect(errorsLinkOf(run({ errors: 2, jobs: ['stock', 'prices'] }))).toBe('/Admin/sellease-err-sync');
  });

  it('follows only a running run', () => {
    expect(isRunning(run())).toBe(true);
    expect(isRunning(run({ status: 'interrupted' }))).toBe(false);
    expect(isRunning(undefined)).toBe(false);
  });

  it('shows the followed run as last polled in the history', () => {
    const rows = [run(), run({ id: 'r-0', status: 'succeeded' })];
    const live = run({ status: 'succeeded', processed: 10, remaining: 0 });
    expect(withLive(rows, live).map((row) => row.status)).toEqual(['succeeded', 'succeeded']);
    expect(withLive(rows, undefined)).toEqual(rows);
  });
});
