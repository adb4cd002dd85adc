import { SYNC_SCHEDULE_FIELDS, type SyncScheduleView } from '@atelier/contracts/sync';
import type { SyncScheduleBody } from '../../api/sync-admin';
import type { FormValues } from '../../shared/forms/formMessages';

export { SYNC_SCHEDULE_FIELDS };
export type ScheduleValues = FormValues<keyof typeof SYNC_SCHEDULE_FIELDS>;

/** A job that has never been scheduled starts from a nightly run, switched off. */
export const DEFAULT_CRON = '0 2 * * *';

export function scheduleValues(schedule: SyncScheduleView): ScheduleValues {
  return { cron: schedule.cron ?? DEFAULT_CRON, enabled: schedule.enabled };
}

export function toScheduleBody(values: ScheduleValues): SyncScheduleBody {
  return { cron: String(values.cron).trim(), enabled: values.enabled === true };
}
