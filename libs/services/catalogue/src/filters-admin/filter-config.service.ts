import type { IdFilter } from '@atelier/contracts/catalogue';
import { CACHE, type CacheStore, cached, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import { tenantPrefix } from '../cache-keys';
import { filterDefinitions } from '../schema/catalogue.schema';
import { TenantMemo } from '../tenant-memo';
import type { FilterRule } from './facet-visibility';

/** Under the tenant's prefix, so every catalogue change event drops it with the rest. */
const cacheKey = (tenantId: string): string => `${tenantPrefix(tenantId)}filter-config`;
const TTL_SECONDS = 300;

/** The tenant's configured storefront filters, read by every listing with facets. */
@Injectable()
export class FilterConfigService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CACHE) private readonly cache: CacheStore,
  ) {
    this.memo = new TenantMemo(cache);
  }

  private readonly memo: TenantMemo;

  /** Kept in this process while the tenant's catalogue cache stands (see TenantMemo). */
  rules(tenantId: string): Promise<FilterRule[]> {
    return this.memo.get(tenantId, 'filter-config', TTL_SECONDS, () => this.load(tenantId));
  }

  private load(tenantId: string): Promise<FilterRule[]> {
    return cached(this.cache, cacheKey(tenantId), TTL_SECONDS, async () => {
      const rows = await this.database.db
        .select()
        .from(filterDefinitions)
        .where(eq(filterDefinitions.tenantId, tenantId))
        .orderBy(asc(filterDefinitions.sortOrder), asc(filterDefinitions.id));
      return rows.map((row) => ({
        kind: row.kind as IdFilter,
        title: row.title,
        titles: row.titles,
        valueIds: row.valueIds,
        mainGroupIds: row.mainGroupIds,
        subGroupIds: row.subGroupIds,
        sortOrder: row.sortOrder,
        active: row.active,
      }));
    });
  }
}
