import type { RequestContext } from '@atelier/contracts/common';
import type { MenuNode } from '@atelier/contracts/catalogue';
import { CACHE, type CacheStore, cached, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { CACHE_TTL, CatalogueCacheKeys } from '../cache-keys';
import { TenantMemo } from '../tenant-memo';
import { menuItems } from '../schema/catalogue.schema';
import type { MenuIndexRow } from '../search/menu-resolver';
import { buildMenuTree } from './menu-tree';

/** The menu changes rarely and is read on every storefront page load. */
export const MENU_CACHE_TTL_SECONDS = 300;

/** Every language's cached tree of a tenant starts with this, so one prefix delete drops them all. */
export function menuCachePrefix(tenantId: string): string {
  return `catalogue:menu:${tenantId}:`;
}

export function menuCacheKey(tenantId: string, language: string): string {
  return `${menuCachePrefix(tenantId)}${language}`;
}

@Injectable()
export class MenuService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CACHE) private readonly cache: CacheStore,
  ) {
    this.memo = new TenantMemo(cache);
  }

  private readonly memo: TenantMemo;

  list(ctx: RequestContext): Promise<MenuNode[]> {
    return cached(this.cache, menuCacheKey(ctx.tenantId, ctx.language), MENU_CACHE_TTL_SECONDS, () =>
      this.load(ctx.tenantId, ctx.language),
    );
  }

  /** The flat menu with what each entry narrows a search to, for resolving menu searches. */
  index(tenantId: string): Promise<MenuIndexRow[]> {
    return this.memo.get(tenantId, 'menu-index', CACHE_TTL.menuIndex, () => this.indexRows(tenantId));
  }

  private indexRows(tenantId: string): Promise<MenuIndexRow[]> {
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
    await this.cache.delByPrefix(menuCachePrefix(tenantId));
  }

  private async load(tenantId: string, language: string): Promise<MenuNode[]> {
    const rows = await this.database.db
      .select({
        id: menuItems.id,
        parentId: menuItems.parentId,
        title: sql<string>`coalesce(${menuItems.titles} ->> ${language}, ${menuItems.title})`,
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
