import type { RequestContext } from '@atelier/contracts/common';
import { SYNC_JOBS, type SyncScheduleView, type UpdateSyncScheduleMessage } from '@atelier/contracts/sync';
import { DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { syncRuns, syncSchedules } from '../schema/sync.schema';
import { SyncErrorCode, SyncException } from '../sync.exception';
import { effectiveStatus, nextRunOf, parseCron } from './sync-run-rules';

/** activate-cron: a schedule per job, with its next run and its last run's outcome. */
@Injectable()
export class SyncSchedulesService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async list(ctx: RequestContext): Promise<SyncScheduleView[]> {
    const rows = await this.database.db
      .select()
      .from(syncSchedules)
      .where(eq(syncSchedules.tenantId, ctx.tenantId));
    const now = new Date();
    return Promise.all(
      SYNC_JOBS.map(async (job) => {
        const schedule = rows.find((row) => row.job === job);
        const [last] = await this.database.db
          .select()
          .from(syncRuns)
          .where(
            and(
              eq(syncRuns.tenantId, ctx.tenantId),
              eq(syncRuns.scheduleJob, job),
              isNotNull(syncRuns.scheduledFor),
            ),
          )
          .orderBy(desc(syncRuns.scheduledFor))
          .limit(1);
        const enabled = schedule?.enabled ?? false;
        return {
          job,
          cron: schedule?.cron ?? null,
          enabled,
          nextRunAt: enabled && schedule ? (nextRunOf(schedule.cron, now)?.toISOString() ?? null) : null,
          lastRunAt: last?.startedAt.toISOString() ?? null,
          lastRunId: last?.id ?? null,
          lastOutcome: last ? effectiveStatus(last, now) : null,
        };
      }),
    );
  }

  async update(ctx: RequestContext, message: UpdateSyncScheduleMessage): Promise<SyncScheduleView> {
    const cron = message.cron.trim().replace(/\s+/g, ' ');
    if (!parseCron(cron)) {
      throw new SyncException(
        SyncErrorCode.InvalidCron,
        'sync.invalidCron',
        {},
        {
          cron: [{ key: 'sync.invalidCron' }],
        },
      );
    }
    await this.database.db
      .insert(syncSchedules)
      .values({ tenantId: ctx.tenantId, job: message.job, cron, enabled: message.enabled ?? false })
      .onConflictDoUpdate({
        target: [syncSchedules.tenantId, syncSchedules.job],
        set: {
          cron,
          ...(message.enabled === undefined ? {} : { enabled: message.enabled }),
          updatedAt: new Date(),
        },
      });
    const views = await this.list(ctx);
    const view = views.find((entry) => entry.job === message.job);
    if (!view) throw new Error(`schedule ${message.job} not listed`);
    return view;
  }
}
