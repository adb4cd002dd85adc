import { DEMO_TENANT } from '@atelier/contracts/common';
import {
  DATABASE,
  type Database,
  type DatabaseHandle,
  type FileStorage,
  getLogger,
  SERVICE_OPTIONS,
  type ServiceRuntimeOptions,
  STORAGE,
} from '@atelier/platform';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { CatalogueCache } from '../catalogue-cache.service';
import { menuItems, metals, qualities, shades, shapes, stones } from '../schema/catalogue.schema';
import { seedCatalogue } from './catalogue-writer';
import { DEMO_MENU, flattenMenu } from './demo-menu';
import { demoLookupNames } from './demo-lookup-names';
import { demoMenuTitles } from './demo-menu-titles';

/** The demo catalogue: at least 2,000 designs across the six item types (ARCHITECTURE.md, demo tenant). */
export const DEMO_DESIGN_COUNT = 2400;

/** Seeds the demo tenant's menu and catalogue once, in one transaction, when the tenant has none. */
@Injectable()
export class CatalogueSeeder implements OnApplicationBootstrap {
  private readonly log = getLogger('catalogue-seeder');

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(SERVICE_OPTIONS) private readonly options: ServiceRuntimeOptions,
    @Inject(STORAGE) private readonly storage: FileStorage,
    private readonly cache: CatalogueCache,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.seedDemo) await this.seed();
  }

  async seed(): Promise<boolean> {
    const tenantId = DEMO_TENANT.id;
    const { menuSeeded, backfilled, catalogue } = await this.database.db.transaction(async (tx) => {
      // Replicas starting together must not both find the catalogue missing and seed it twice.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('atelier:seed:catalogue'))`);
      const [existing] = await tx
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(eq(menuItems.tenantId, tenantId))
        .limit(1);
      if (!existing) await tx.insert(menuItems).values(flattenMenu(tenantId, DEMO_MENU, randomUUID));
      const filled = existing ? await backfillDemoNames(tx, tenantId) : false;
      const result = await seedCatalogue(tx, this.storage, { tenantId, designs: DEMO_DESIGN_COUNT });
      return { menuSeeded: !existing, backfilled: filled, catalogue: result };
    });
    if (menuSeeded || backfilled || !catalogue.skipped) {
      await this.cache.invalidateTenant(tenantId);
      this.log.info(
        {
          tenant: DEMO_TENANT.slug,
          menu: menuSeeded,
          designs: catalogue.designs,
          variants: catalogue.variants,
          images: catalogue.images,
          ms: Math.round(catalogue.ms),
        },
        'demo catalogue seeded',
      );
    }
    return menuSeeded || !catalogue.skipped;
  }
}

/**
 * A demo seeded before the catalogue had other languages gets the demo's menu titles and lookup names
 * once: only entries no one has translated (still empty), so staff edits are never overwritten.
 */
async function backfillDemoNames(tx: Database, tenantId: string): Promise<boolean> {
  let filled = false;
  const bare = await tx
    .select({ id: menuItems.id, title: menuItems.title })
    .from(menuItems)
    .where(and(eq(menuItems.tenantId, tenantId), sql`${menuItems.titles} = '{}'::jsonb`));
  for (const row of bare) {
    const titles = demoMenuTitles(row.title);
    if (Object.keys(titles).length === 0) continue;
    await tx.update(menuItems).set({ titles }).where(eq(menuItems.id, row.id));
    filled = true;
  }
  for (const table of [metals, shades, qualities, stones, shapes]) {
    const rows = await tx
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(and(eq(table.tenantId, tenantId), sql`${table.names} = '{}'::jsonb`));
    for (const row of rows) {
      const names = demoLookupNames(row.name);
      if (Object.keys(names).length === 0) continue;
      await tx.update(table).set({ names }).where(eq(table.id, row.id));
      filled = true;
    }
  }
  return filled;
}
