import {
  type AdminMenuNode,
  CatalogueEvents,
  type CreateMenuItemDto,
  type MapMenuGroupsMessage,
  type MenuItemIdMessage,
  type MenuNode,
  type Page2Menu,
  type Page2Message,
  type ReorderMenuDto,
  type UpdateMenuItemMessage,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import {
  AppException,
  type Database,
  DATABASE,
  type DatabaseHandle,
  validationException,
} from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CatalogueErrorCode, CatalogueException } from '../catalogue.exception';
import { recordChange } from '../catalogue-admin/catalogue-change';
import { MenuService } from '../menu/menu.service';
import { mainGroups, type MenuItemRow, menuItems, subGroups } from '../schema/catalogue.schema';
import { childrenByParent, reorderProblem } from './menu-order';

const notFound = () => new CatalogueException(CatalogueErrorCode.MenuItemNotFound, 'catalogue.menu.notFound');

/** What the change log keeps of an entry. */
function snapshot(row: MenuItemRow): Record<string, unknown> {
  const { tenantId: _t, createdAt: _c, ...rest } = row;
  return rest;
}

/** The mega-menu as staff edit it (spec: /menu-management, page-index, page2-map, map-*-to-submenu2). */
@Injectable()
export class MenusAdminService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly menu: MenuService,
  ) {}

  async tree(ctx: RequestContext): Promise<AdminMenuNode[]> {
    return this.treeOf(this.database.db, ctx.tenantId);
  }

  async create(ctx: RequestContext, dto: CreateMenuItemDto): Promise<AdminMenuNode> {
    const id = await this.database.db.transaction(async (tx) => {
      const parentId = dto.parentId ?? null;
      if (parentId !== null && !(await this.find(tx, ctx.tenantId, parentId))) {
        throw validationException({ parentId: [{ key: 'catalogue.menu.notFound' }] });
      }
      await this.assertFreePath(tx, ctx.tenantId, parentId, dto.urlPath);
      const [last] = await tx
        .select({ n: sql<number>`coalesce(max(${menuItems.position}) + 1, 0)::int` })
        .from(menuItems)
        .where(
          and(
            eq(menuItems.tenantId, ctx.tenantId),
            parentId === null ? isNull(menuItems.parentId) : eq(menuItems.parentId, parentId),
          ),
        );
      const [row] = await tx
        .insert(menuItems)
        .values({
          tenantId: ctx.tenantId,
          parentId,
          title: dto.title,
          titles: dto.titles ?? {},
          urlPath: dto.urlPath,
          isSubmenu1Clickable: dto.isSubmenu1Clickable ?? false,
          isStyle: dto.isStyle ?? false,
          url: dto.url ?? null,
          sortBy: dto.sortBy ?? null,
          isNew: dto.isNew ?? false,
          position: last?.n ?? 0,
        })
        .returning();
      if (!row) throw notFound();
      await recordChange(tx, ctx, CatalogueEvents.MenuChanged, [
        { entityType: 'menu_item', entityId: row.id, action: 'created', after: snapshot(row) },
      ]);
      return row.id;
    });
    return this.node(ctx, id);
  }

  async update(ctx: RequestContext, dto: UpdateMenuItemMessage): Promise<AdminMenuNode> {
    await this.database.db.transaction(async (tx) => {
      const before = await this.find(tx, ctx.tenantId, dto.id, true);
      if (!before) throw notFound();
      if (dto.urlPath !== undefined && dto.urlPath !== before.urlPath) {
        await this.assertFreePath(tx, ctx.tenantId, before.parentId, dto.urlPath);
      }
      const [after] = await tx
        .update(menuItems)
        .set({
          ...(dto.title !== undefined ? { title: dto.title } : {}),
          ...(dto.titles !== undefined ? { titles: dto.titles } : {}),
          ...(dto.urlPath !== undefined ? { urlPath: dto.urlPath } : {}),
          ...(dto.isSubmenu1Clickable !== undefined ? { isSubmenu1Clickable: dto.isSubmenu1Clickable } : {}),
          ...(dto.isStyle !== undefined ? { isStyle: dto.isStyle } : {}),
          ...(dto.url !== undefined ? { url: dto.url } : {}),
          ...(dto.sortBy !== undefined ? { sortBy: dto.sortBy } : {}),
          ...(dto.isNew !== undefined ? { isNew: dto.isNew } : {}),
        })
        .where(and(eq(menuItems.tenantId, ctx.tenantId), eq(menuItems.id, dto.id)))
        .returning();
      await recordChange(tx, ctx, CatalogueEvents.MenuChanged, [
        {
          entityType: 'menu_item',
          entityId: dto.id,
          action: 'updated',
          before: snapshot(before),
          after: after ? snapshot(after) : null,
        },
      ]);
    });
    return this.node(ctx, dto.id);
  }

  async remove(ctx: RequestContext, dto: MenuItemIdMessage): Promise<{ deleted: true }> {
    await this.database.db.transaction(async (tx) => {
      const before = await this.find(tx, ctx.tenantId, dto.id, true);
      if (!before) throw notFound();
      // Its submenus and entries go with it (the foreign key cascades).
      await tx.delete(menuItems).where(and(eq(menuItems.tenantId, ctx.tenantId), eq(menuItems.id, dto.id)));
      await recordChange(tx, ctx, CatalogueEvents.MenuChanged, [
        { entityType: 'menu_item', entityId: dto.id, action: 'deleted', before: snapshot(before) },
      ]);
    });
    return { deleted: true };
  }

  async reorder(ctx: RequestContext, dto: ReorderMenuDto): Promise<AdminMenuNode[]> {
    const parentId = dto.parentId ?? null;
    await this.database.db.transaction(async (tx) => {
      // The tenant's whole menu, locked: two reorders at once must not interleave.
      const rows = await tx
        .select()
        .from(menuItems)
        .where(eq(menuItems.tenantId, ctx.tenantId))
        .for('update');
      const problem = reorderProblem(rows, parentId, dto.ids);
      if (problem === 'unknownParent')
        throw validationException({ parentId: [{ key: 'catalogue.menu.notFound' }] });
      if (problem) throw validationException({ ids: [{ key: `catalogue.menu.reorder.${problem}` }] });
      const byId = new Map(rows.map((row) => [row.id, row]));
      const changes = [];
      for (const [position, id] of dto.ids.entries()) {
        const before = byId.get(id);
        if (!before || (before.parentId === parentId && before.position === position)) continue;
        await tx
          .update(menuItems)
          .set({ parentId, position })
          .where(and(eq(menuItems.tenantId, ctx.tenantId), eq(menuItems.id, id)));
        changes.push({
          entityType: 'menu_item' as const,
          entityId: id,
          action: 'updated' as const,
          before: { parentId: before.parentId, position: before.position },
          after: { parentId, position },
        });
      }
      await recordChange(tx, ctx, CatalogueEvents.MenuChanged, changes);
    });
    return this.tree(ctx);
  }

  /** map-group-to-submenu2 / map-subgroup-to-submenu2: the main group and sub group an entry lists. */
  async mapGroups(ctx: RequestContext, dto: MapMenuGroupsMessage): Promise<AdminMenuNode> {
    await this.database.db.transaction(async (tx) => {
      const before = await this.find(tx, ctx.tenantId, dto.id, true);
      if (!before) throw notFound();
      const criteria = { ...before.criteria };
      let mainGroupId = dto.mainGroupId;
      if (dto.subGroupId !== undefined && dto.subGroupId !== null) {
        const [sub] = await tx
          .select({ urlPath: subGroups.urlPath, mainGroupId: subGroups.mainGroupId })
          .from(subGroups)
          .where(and(eq(subGroups.tenantId, ctx.tenantId), eq(subGroups.id, dto.subGroupId)));
        if (!sub) throw validationException({ subGroupId: [{ key: 'catalogue.groups.notFound' }] });
        if (mainGroupId !== undefined && mainGroupId !== null && mainGroupId !== sub.mainGroupId) {
          throw validationException({ subGroupId: [{ key: 'catalogue.groups.otherMainGroup' }] });
        }
        mainGroupId = sub.mainGroupId;
        criteria.subGroup = sub.urlPath;
      } else if (dto.subGroupId === null) {
        delete criteria.subGroup;
      }
      if (mainGroupId !== undefined && mainGroupId !== null) {
        const [main] = await tx
          .select({ urlPath: mainGroups.urlPath })
          .from(mainGroups)
          .where(and(eq(mainGroups.tenantId, ctx.tenantId), eq(mainGroups.id, mainGroupId)));
        if (!main) throw validationException({ mainGroupId: [{ key: 'catalogue.groups.notFound' }] });
        if (criteria.category !== main.urlPath && dto.subGroupId === undefined) delete criteria.subGroup;
        criteria.category = main.urlPath;
      } else if (mainGroupId === null) {
        delete criteria.category;
        delete criteria.subGroup;
      }
      await tx
        .update(menuItems)
        .set({ criteria })
        .where(and(eq(menuItems.tenantId, ctx.tenantId), eq(menuItems.id, dto.id)));
      await recordChange(tx, ctx, CatalogueEvents.MenuChanged, [
        {
          entityType: 'menu_item',
          entityId: dto.id,
          action: 'updated',
          before: { criteria: before.criteria },
          after: { criteria },
        },
      ]);
    });
    return this.node(ctx, dto.id);
  }

  /** Spec: /page2/{id}?subMenu= (the mobile menu): a top item and the entries of one of its submenus. */
  async page2(ctx: RequestContext, dto: Page2Message): Promise<Page2Menu> {
    const tree = await this.menu.list(ctx);
    const top = tree.find((node) => node._id === dto.id);
    if (!top) throw notFound();
    const submenu: MenuNode | null =
      dto.subMenu === undefined ? null : (top.menu.find((node) => node.url_path === dto.subMenu) ?? null);
    if (dto.subMenu !== undefined && !submenu) {
      throw validationException({
        subMenu: [{ key: 'catalogue.validation.unknownValue', params: { value: dto.subMenu } }],
      });
    }
    return { top: { ...top, menu: [] }, submenu, entries: submenu ? submenu.menu : top.menu };
  }

  /** Menu searches resolve entries by url_path among siblings, so two siblings never share one. */
  private async assertFreePath(
    tx: Database,
    tenantId: string,
    parentId: string | null,
    urlPath: string,
  ): Promise<void> {
    const [clash] = await tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(
        and(
          eq(menuItems.tenantId, tenantId),
          parentId === null ? isNull(menuItems.parentId) : eq(menuItems.parentId, parentId),
          eq(menuItems.urlPath, urlPath),
        ),
      )
      .limit(1);
    if (clash) {
      throw new AppException(
        CatalogueErrorCode.AlreadyExists,
        'catalogue.groups.urlPathTaken',
        {},
        {
          urlPath: [{ key: 'catalogue.groups.urlPathTaken' }],
        },
      );
    }
  }

  private async find(db: Database, tenantId: string, id: string, lock = false): Promise<MenuItemRow | null> {
    const query = db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.tenantId, tenantId), eq(menuItems.id, id)));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  private async node(ctx: RequestContext, id: string): Promise<AdminMenuNode> {
    const find = (nodes: AdminMenuNode[]): AdminMenuNode | undefined => {
      for (const node of nodes) {
        if (node._id === id) return node;
        const inner = find(node.menu);
        if (inner) return inner;
      }
      return undefined;
    };
    const found = find(await this.tree(ctx));
    if (!found) throw notFound();
    return found;
  }

  private async treeOf(db: Database, tenantId: string): Promise<AdminMenuNode[]> {
    const rows = await db.select().from(menuItems).where(eq(menuItems.tenantId, tenantId));
    const children = childrenByParent(rows);
    const toNodes = (parentId: string | null): AdminMenuNode[] =>
      (children.get(parentId) ?? []).map((row) => ({
        _id: row.id,
        parent_id: row.parentId,
        title: row.title,
        titles: row.titles,
        url_path: row.urlPath,
        is_submenu1_clickable: row.isSubmenu1Clickable,
        is_style: row.isStyle,
        url: row.url,
        sort_by: row.sortBy,
        is_new: row.isNew,
        position: row.position,
        category: row.criteria.category ?? null,
        sub_group: row.criteria.subGroup ?? null,
        menu: toNodes(row.id),
      }));
    return toNodes(null);
  }
}
