import { effectiveStatus, nextRunOf, parseCron, runProgress } from './sync-run-rules';

describe('sync run rules', () => {
  it('computes the rate and what remains', () => {
    const startedAt = new Date('2026-01-01T00:00:00Z');
    expect(
      runProgress(
        { total: 100, processed: 40, startedAt, finishedAt: null },
        new Date('2026-01-01T00:00:04Z'),
      ),
    ).toEqual({ rate: 10, remaining: 60 });
    expect(runProgress({ total: 0, processed: 0, startedAt, finishedAt: null }, startedAt)).toEqual({
      rate: 0,
      remaining: 0,
    });
  });

  it('shows a running run that stopped moving as interrupted', () => {
    const now = new Date('2026-01-01T00:10:00Z');
    expect(effectiveStatus({ status: 'running', heartbeatAt: new Date('2026-01-01T00:00:00Z') }, now)).toBe(
      'interrupted',
    );
    expect(effectiveStatus({ status: 'running', heartbeatAt: now }, now)).toBe('running');
    expect(effectiveStatus({ status: 'succeeded', heartbeatAt: new Date(0) }, now)).toBe('succeeded');
  });

  it('reads five and six field expressions and refuses others', () => {
    expect(parseCron('0 2 * * *')).not.toBeNull();
    expect(parseCron('* * * * * *')).not.toBeNull();
    expect(parseCron('not a cron')).toBeNull();
    expect(parseCron('61 * * * *')).toBeNull();
    expect(parseCron('')).toBeNull();
    expect(parseCron('0 0 0 1 1 * 2030')).toBeNull();
  });

  it('gives the next run in UTC', () => {
    expect(nextRunOf('0 2 * * *', new Date('2026-01-01T03:00:00Z'))?.toISOString()).toBe(
      '2026-01-02T02:00:00.000Z',
    );
  });
});
