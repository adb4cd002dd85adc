import { DEMO_TENANT } from '@atelier/contracts/common';
import {
  DATABASE,
  type DatabaseHandle,
  getLogger,
  SERVICE_OPTIONS,
  type ServiceRuntimeOptions,
} from '@atelier/platform';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { AnnouncementsService } from '../announcements/announcements.service';
import { announcements } from '../schema/admin.schema';

export const DEMO_ANNOUNCEMENT =
  'Free UK delivery on stock orders over £500 — order by 3pm for next-day dispatch';

/** Seeds the demo tenant's announcement once, in one transaction, when the tenant has none. */
@Injectable()
export class AdminSeeder implements OnApplicationBootstrap {
  private readonly log = getLogger('admin-seeder');

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(SERVICE_OPTIONS) private readonly options: ServiceRuntimeOptions,
    private readonly announcements: AnnouncementsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.seedDemo) await this.seed();
  }

  async seed(): Promise<boolean> {
    const tenantId = DEMO_TENANT.id;
    const seeded = await this.database.db.transaction(async (tx) => {
      // Replicas starting together must not both find the tenant empty and seed it twice.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('atelier:seed:admin'))`);
      const [existing] = await tx
        .select({ id: announcements.id })
        .from(announcements)
        .where(eq(announcements.tenantId, tenantId))
        .limit(1);
      if (existing) return false;
      await tx.insert(announcements).values({ tenantId, text: DEMO_ANNOUNCEMENT, status: true });
      return true;
    });
    if (seeded) {
      await this.announcements.invalidate(tenantId);
      this.log.info({ tenant: DEMO_TENANT.slug }, 'demo announcement seeded');
    }
    return seeded;
  }
}
