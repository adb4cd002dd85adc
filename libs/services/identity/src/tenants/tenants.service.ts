import type { TenantSummary } from '@atelier/contracts/identity';
import { DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { tenants } from '../schema/identity.schema';

@Injectable()
export class TenantsService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  /** Unknown slugs answer null: the gateway decides how to tell the caller. */
  async resolve(slug: string): Promise<TenantSummary | null> {
    const [row] = await this.database.db
      .select({ id: tenants.id, slug: tenants.slug, name: tenants.name })
      .from(tenants)
      .where(eq(tenants.slug, slug.toLowerCase()))
      .limit(1);
    return row ?? null;
  }
}
