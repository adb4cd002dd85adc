import type { RequestContext } from '@atelier/contracts/common';
import type { MenuNode } from '@atelier/contracts/catalogue';
import { CACHE, type CacheStore, cached, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { CACHE_TTL, CatalogueCacheKeys } from '../cache-keys';
import { menuItems } from '../schema/catalogue.schema';
import type { MenuIndexRow } from '../search/menu-resolver';
import { buildMenuTree } from './menu-tree';

/** The menu changes rarely and is read on every storefront page load. */
export const MENU_CACHE_TTL_SECONDS = 300;

export function menuCacheKey(tenantId: string): string {
  return `catalogue:menu:${tenantId}`;
}

@Injectable()
export class MenuService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CACHE) private readonly cache: CacheStore,
  ) {}

  list(ctx: RequestContext): Promise<MenuNode[]> {
    return cached(this.cache, menuCacheKey(ctx.tenantId), MENU_CACHE_TTL_SECONDS, () =>
      this.load(ctx.tenantId),
    );
  }

  /** The flat menu with what each entry narrows a search to, for resolving menu searches. */
  index(tenantId: string): Promise<MenuIndexRow[]> {
    return cached(this.cache, CatalogueCacheKeys.menuIndex(tenantId), CACHE_TTL.menuIndex, () =>
      this.database.db
        .select({
          id: menuItems.id,
          parentId: menuItems.parentId,
          urlPath: menuItems.urlPath,
          sortBy: menuItems.sortBy,
          criteria: menuItems.criteria,
        })
        .from(menuItems)
        .where(eq(menuItems.tenantId, tenantId)),
    );
  }

  /** Drops the tenant's cached tree, so the next read sees what was just written. */
  async invalidate(tenantId: string): Promise<void> {
    await this.cache.del(menuCacheKey(tenantId));
  }

  private async load(tenantId: string): Promise<MenuNode[]> {
    const rows = await this.database.db
      .select({
        id: menuItems.id,
        parentId: menuItems.parentId,
        title: menuItems.title,
        urlPath: menuItems.urlPath,
        isSubmenu1Clickable: menuItems.isSubmenu1Clickable,
        isStyle: menuItems.isStyle,
        url: menuItems.url,
        sortBy: menuItems.sortBy,
        isNew: menuItems.isNew,
        position: menuItems.position,
      })
      .from(menuItems)
      .where(eq(menuItems.tenantId, tenantId));
    return buildMenuTree(rows);
  }
}
