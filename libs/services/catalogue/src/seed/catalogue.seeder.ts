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
import { randomUUID } from 'node:crypto';
import { MenuService } from '../menu/menu.service';
import { menuItems } from '../schema/catalogue.schema';
import { DEMO_MENU, flattenMenu } from './demo-menu';

/** Seeds the demo tenant's menu once, in one transaction, when the tenant has none. */
@Injectable()
export class CatalogueSeeder implements OnApplicationBootstrap {
  private readonly log = getLogger('catalogue-seeder');

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(SERVICE_OPTIONS) private readonly options: ServiceRuntimeOptions,
    private readonly menu: MenuService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.seedDemo) await this.seed();
  }

  async seed(): Promise<boolean> {
    const tenantId = DEMO_TENANT.id;
    const seeded = await this.database.db.transaction(async (tx) => {
      // Replicas starting together must not both find the menu missing and seed it twice.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('atelier:seed:catalogue'))`);
      const [existing] = await tx
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(eq(menuItems.tenantId, tenantId))
        .limit(1);
      if (existing) return false;
      await tx.insert(menuItems).values(flattenMenu(tenantId, DEMO_MENU, randomUUID));
      return true;
    });
    if (seeded) {
      await this.menu.invalidate(tenantId);
      this.log.info({ tenant: DEMO_TENANT.slug }, 'demo menu seeded');
    }
    return seeded;
  }
}
