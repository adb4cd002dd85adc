import { CONTENT_PAGE_SLUGS } from '@atelier/contracts/admin';
import { DEMO_TENANT } from '@atelier/contracts/common';
import {
  DATABASE,
  type DatabaseHandle,
  getLogger,
  SERVICE_OPTIONS,
  type ServiceRuntimeOptions,
} from '@atelier/platform';
import { CACHE, type CacheStore } from '@atelier/platform';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { AnnouncementsService } from '../announcements/announcements.service';
import { evictPage, evictSiteContent } from '../content/content-cache';
import { renderPageMarkdown } from '../content/page-markdown';
import { announcements, contentMedia, contentPages, runningLines, settings } from '../schema/admin.schema';
import {
  DEMO_ANNOUNCEMENT_TRANSLATIONS,
  DEMO_PAGES,
  DEMO_QR_LINKS,
  DEMO_RUNNING_LINES,
} from './demo-content';
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
    @Inject(CACHE) private readonly cache: CacheStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.options.seedDemo) return;
    await this.seed();
    await this.seedPricingSettings();
    await this.seedContent();
  }

  /**
   * The demo's running lines, QR links and footer pages (English and Swedish), each only where the
   * tenant has none, so staff's own edits survive a restart; kept apart so older demo data gets them.
   */
  async seedContent(): Promise<boolean> {
    const tenantId = DEMO_TENANT.id;
    const seeded = await this.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('atelier:seed:admin-content'))`);
      const [line] = await tx
        .select({ id: runningLines.id })
        .from(runningLines)
        .where(eq(runningLines.tenantId, tenantId))
        .limit(1);
      if (line) return false;
      await tx.insert(runningLines).values(
        DEMO_RUNNING_LINES.map((l, position) => ({
          tenantId,
          text: l.text,
          translations: l.translations,
          position,
        })),
      );
      await tx
        .insert(contentMedia)
        .values(Object.entries(DEMO_QR_LINKS).map(([slot, link]) => ({ tenantId, slot, link })))
        .onConflictDoNothing();
      await tx
        .update(announcements)
        .set({ translations: DEMO_ANNOUNCEMENT_TRANSLATIONS })
        .where(and(eq(announcements.tenantId, tenantId), eq(announcements.text, DEMO_ANNOUNCEMENT)));
      await tx
        .insert(contentPages)
        .values(
          Object.entries(DEMO_PAGES).flatMap(([slug, languages]) =>
            Object.entries(languages).map(([language, page]) => ({
              tenantId,
              slug,
              language,
              title: page.title,
              markdown: page.markdown,
              html: renderPageMarkdown(page.markdown),
            })),
          ),
        )
        .onConflictDoNothing();
      return true;
    });
    if (seeded) {
      await evictSiteContent(this.cache, tenantId);
      for (const slug of CONTENT_PAGE_SLUGS) await evictPage(this.cache, tenantId, slug);
      this.log.info({ tenant: DEMO_TENANT.slug }, 'demo content seeded');
    }
    return seeded;
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
      await tx.insert(announcements).values({
        tenantId,
        text: DEMO_ANNOUNCEMENT,
        translations: DEMO_ANNOUNCEMENT_TRANSLATIONS,
        status: true,
      });
      return true;
    });
    if (seeded) {
      await this.announcements.invalidate(tenantId);
      this.log.info({ tenant: DEMO_TENANT.slug }, 'demo announcement seeded');
    }
    return seeded;
  }
}
