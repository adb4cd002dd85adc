import { getLogger } from '@atelier/platform';
import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Cron } from 'croner';
import { ApprosService } from './appros.service';

/** Every hour, so a reminder goes out on its day even if a process was down at some hour of it. */
const SWEEP_PATTERN = '17 * * * *';

/**
 * Raises the appro reminders owed today in every orders process; each reminder is claimed in the
 * database when raised, so however many processes sweep at once, each mail goes once.
 */
@Injectable()
export class ApproRemindersScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = getLogger('appro-reminders');
  private job: Cron | null = null;

  constructor(private readonly appros: ApprosService) {}

  onApplicationBootstrap(): void {
    this.job = new Cron(SWEEP_PATTERN, { timezone: 'UTC', protect: true }, () => this.sweep());
  }

  onModuleDestroy(): void {
    this.job?.stop();
    this.job = null;
  }

  private async sweep(): Promise<void> {
    try {
      const { raised } = await this.appros.raiseReminders(null);
      if (raised > 0) this.log.info({ raised }, 'appro reminders raised');
    } catch (error) {
      this.log.warn({ err: error }, 'appro reminder sweep failed');
    }
  }
}
