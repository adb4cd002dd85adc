import { scheduleValues, toScheduleBody } from './scheduleForm';

describe('the schedule form', () => {
  it('starts an unscheduled job from a nightly run, switched off', () => {
    expect(
      scheduleValues({
        job: 'stock',
        cron: null,
        enabled: false,
        nextRunAt: null,
        lastRunAt: null,
        lastRunId: null,
        lastOutcome: null,
      }),
    ).toEqual({ cron: '0 2 * * *', enabled: false });
  });

  it('sends the expression trimmed and the flag as a boolean', () => {
    expect(toScheduleBody({ cron: ' */5 * * * * ', enabled: true })).toEqual({
      cron: '*/5 * * * *',
      enabled: true,
    });
    expect(toScheduleBody({ cron: '0 3 * * *', enabled: 'on' })).toEqual({
      cron: '0 3 * * *',
      enabled: false,
    });
  });
});
