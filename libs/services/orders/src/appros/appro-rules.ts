import { APPRO_REMINDER_DAYS_BEFORE, type ApproReminderKind } from '@atelier/contracts/orders';

/** A calendar day (YYYY-MM-DD, UTC) moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today as YYYY-MM-DD in UTC: due-back dates are calendar days, compared as text. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

interface DueFacts {
  status: string;
  dueDate: string;
}

/** Overdue: pieces are still out and the due-back day has passed. */
export function isOverdue(appro: DueFacts, today: string): boolean {
  return appro.status !== 'closed' && appro.dueDate < today;
}

/**
 * The reminder an unsettled appro is owed today, if any: 'due' from its due-back day on, 'before'
 * in the days just ahead of it. Each goes at most once (a raised one is never owed again), and an
 * appro already at its due day skips the 'before' reminder, which would come too late to help.
 */
export function reminderOwed(
  appro: DueFacts & { remindedBeforeAt: Date | null; remindedDueAt: Date | null },
  today: string,
): ApproReminderKind | null {
  if (appro.status === 'closed') return null;
  if (today >= appro.dueDate) return appro.remindedDueAt ? null : 'due';
  if (today >= addDays(appro.dueDate, -APPRO_REMINDER_DAYS_BEFORE) && !appro.remindedBeforeAt)
    return 'before';
  return null;
}

/**
 * What a settlement does to inventory for one appro line: returned pieces leave the reservation and
 * are available again; kept pieces leave the reservation and the stock on hand (sold). Only pieces
 * that actually hold a reservation move (appros written before stock was held move nothing).
 */
export function stockChangeFor(
  held: number,
  returned: number,
  kept: number,
): { release: number; consume: number; held: number } {
  const consume = Math.min(held, kept);
  const release = Math.min(held - consume, returned);
  return { release, consume, held: held - consume - release };
}
