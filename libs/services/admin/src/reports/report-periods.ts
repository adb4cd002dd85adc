import type { DashboardPeriod } from '@atelier/contracts/admin';

export interface PeriodBounds {
  period: DashboardPeriod;
  from: Date;
  to: Date;
  previousFrom: Date;
  previousTo: Date;
}

const DAY = 86_400_000;

function startOfDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** Monday 00:00 of the week holding `at` (trade weeks start on Monday). */
function startOfWeek(at: Date): Date {
  const day = startOfDay(at);
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
}

function startOfMonth(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/**
 * Today, this week and this month so far (UTC), each against the same stretch of the period before:
 * yesterday up to the same time, last week up to the same weekday and time, last month up to the same
 * day (cut at its end when it is shorter), so a comparison made mid-period is fair.
 */
export function dashboardPeriods(now: Date): PeriodBounds[] {
  const today = startOfDay(now);
  const week = startOfWeek(now);
  const month = startOfMonth(now);
  const previousMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const previousMonthTo = new Date(
    Math.min(previousMonth.getTime() + (now.getTime() - month.getTime()), month.getTime()),
  );
  return [
    {
      period: 'today',
      from: today,
      to: now,
      previousFrom: new Date(today.getTime() - DAY),
      previousTo: new Date(now.getTime() - DAY),
    },
    {
      period: 'week',
      from: week,
      to: now,
      previousFrom: new Date(week.getTime() - 7 * DAY),
      previousTo: new Date(now.getTime() - 7 * DAY),
    },
    { period: 'month', from: month, to: now, previousFrom: previousMonth, previousTo: previousMonthTo },
  ];
}

/** A filter's inclusive days as instants, the end exclusive (the day after `to`). */
export function dayRange(from: string | undefined, to: string | undefined): { from?: Date; to?: Date } {
  return {
    from: from ? new Date(`${from}T00:00:00Z`) : undefined,
    to: to ? new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY) : undefined,
  };
}

/** Special-order share and average order value, 0 rather than NaN when nothing sold. */
export function ratios(netPence: number, specialNetPence: number, orders: number) {
  return {
    specialOrderShare: netPence > 0 ? specialNetPence / netPence : 0,
    averageOrderPence: orders > 0 ? Math.round(netPence / orders) : 0,
  };
}
