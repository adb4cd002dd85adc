import { CACHE, type CacheStore } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { CatalogueCacheKeys, tenantPrefix } from './cache-keys';
import { menuCachePrefix } from './menu/menu.service';

/** Drops what the catalogue cached for a tenant, after its catalogue changed. */
@Injectable()
export class CatalogueCache {
  constructor(@Inject(CACHE) private readonly cache: CacheStore) {}

  async invalidateTenant(tenantId: string): Promise<void> {
    await this.cache.delByPrefix(tenantPrefix(tenantId));
    await this.cache.delByPrefix(menuCachePrefix(tenantId));
    // Again after the scans: a generation made during them may stand beside a value read before them.
    await this.cache.del(CatalogueCacheKeys.generation(tenantId));
  }
}
