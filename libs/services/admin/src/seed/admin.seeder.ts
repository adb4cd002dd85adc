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
import { announcements, settings } from '../schema/admin.schema';
import { PRICING_SETTING_KEYS } from '../settings/pricing-settings';
import { SettingsService } from '../settings/settings.service';

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
    private readonly settings: SettingsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.options.seedDemo) return;
    await this.seed();
    await this.seedPricingSettings();
  }

  /** The demo's global markup (2.5) and VAT rate (20 %); kept apart so older demo data gets them too. */
  async seedPricingSettings(): Promise<void> {
    const tenantId = DEMO_TENANT.id;
    const inserted = await this.database.db
      .insert(settings)
      .values([
        { tenantId, key: PRICING_SETTING_KEYS.globalMarkup, value: '2.5' },
        { tenantId, key: PRICING_SETTING_KEYS.vatRatePercent, value: '20' },
      ])
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (inserted.length > 0) {
      await this.settings.invalidate(tenantId);
      this.log.info({ tenant: DEMO_TENANT.slug }, 'demo pricing settings seeded');
    }
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
