import { DEMO_TENANT, systemContext } from '@atelier/contracts/common';
import { getLogger, SERVICE_OPTIONS, type ServiceRuntimeOptions } from '@atelier/platform';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { RebuildService } from './rebuild.service';

const RETRY_MS = 2_000;
const GIVE_UP_MS = 5 * 60_000;

/**
 * On a demo system, completes the demo tenant's read model at start with the orders written without
 * events (the seeded trading history), so the dashboard has figures on a clean clone. The orders
 * seeder announces history it writes later (orders imported), which completes the model again. Runs
 * in the background and retries while the orders service is still starting.
 */
@Injectable()
export class ReadModelStartup implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = getLogger('reports-startup');
  private stopped = false;
  private running?: Promise<void>;

  constructor(
    @Inject(SERVICE_OPTIONS) private readonly options: ServiceRuntimeOptions,
    private readonly rebuilder: RebuildService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.options.seedDemo) this.running = this.completeWhenReady();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  private async completeWhenReady(): Promise<void> {
    const deadline = Date.now() + GIVE_UP_MS;
    while (!this.stopped) {
      try {
        const added = await this.rebuilder.complete(systemContext(DEMO_TENANT.id, 'reports-startup'));
        if (added.orders > 0) this.log.info({ tenant: DEMO_TENANT.slug, ...added }, 'read model completed');
        return;
      } catch (error) {
        if (Date.now() > deadline) {
          this.log.warn({ err: (error as Error).message }, 'read model not completed');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }
}
