import type { RequestContext } from '@atelier/contracts/common';
import type { MenuNode } from '@atelier/contracts/catalogue';
import { CACHE, type CacheStore, cached, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { menuItems } from '../schema/catalogue.schema';
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
