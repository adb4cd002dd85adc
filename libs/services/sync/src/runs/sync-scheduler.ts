import type { SyncJob } from '@atelier/contracts/sync';
import { DATABASE, type DatabaseHandle, getLogger } from '@atelier/platform';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Cron } from 'croner';
import { eq } from 'drizzle-orm';
import { syncSchedules } from '../schema/sync.schema';
import { SyncRunsService } from './sync-runs.service';

/** How often each process reads the schedules again (a change made through another process). */
const RELOAD_PATTERN = '*/5 * * * * *';

/** The tick a firing belongs to: its scheduled second, the same in every process. */
export function tickOf(scheduled: Date): Date {
  return new Date(Math.round(scheduled.getTime() / 1000) * 1000);
}

/**
 * Fires the enabled schedules with croner in every sync process; the tick is claimed in the database
 * (the run row's unique (tenant, job, tick)), so exactly one process runs each tick.
 */
@Injectable()
export class SyncScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = getLogger('sync-scheduler');
  private readonly jobs = new Map<string, { cron: string; job: Cron }>();
  private reloader: Cron | null = null;

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly runs: SyncRunsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.reload();
    this.reloader = new Cron(RELOAD_PATTERN, { protect: true }, () => this.reload());
  }

  onModuleDestroy(): void {
    this.reloader?.stop();
    for (const entry of this.jobs.values()) entry.job.stop();
    this.jobs.clear();
  }

  private async reload(): Promise<void> {
    try {
      const rows = await this.database.db.select().from(syncSchedules).where(eq(syncSchedules.enabled, true));
      const wanted = new Map(rows.map((row) => [`${row.tenantId}:${row.job}`, row]));
      for (const [key, entry] of this.jobs) {
        if (wanted.get(key)?.cron !== entry.cron) {
          entry.job.stop();
          this.jobs.delete(key);
        }
      }
      for (const [key, row] of wanted) {
        if (this.jobs.has(key)) continue;
        const job = new Cron(row.cron, { timezone: 'UTC', protect: true }, (self: Cron) =>
          this.fire(row.tenantId, row.job, self),
        );
        this.jobs.set(key, { cron: row.cron, job });
      }
    } catch (error) {
      this.log.warn({ err: error }, 'schedules not reloaded');
    }
  }

  private async fire(tenantId: string, job: SyncJob, self: Cron): Promise<void> {
    const tick = tickOf(self.currentRun() ?? new Date());
    try {
      await this.runs.start(tenantId, [job], { trigger: 'schedule', job, tick });
    } catch (error) {
      this.log.warn({ err: error, tenantId, job }, 'scheduled run not started');
    }
  }
}
