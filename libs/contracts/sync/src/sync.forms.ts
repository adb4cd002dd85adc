import type { FormSpec } from '@atelier/contracts/common';

/**
 * activate-cron: a job's schedule. Whether the expression parses is the server's to say (croner reads
 * it); the shape of the field is checked on both sides.
 */
export const SYNC_SCHEDULE_FIELDS = {
  cron: { required: true, type: 'text', rules: [{ rule: 'maxLength', max: 100 }, { rule: 'noEmoji' }] },
  enabled: { type: 'boolean', rules: [] },
} as const satisfies FormSpec;
