import {
  type AdminMenuNode,
  CatalogueAdminApi,
  CatalogueApi,
  CreateMenuItemDto,
  MapMenuGroupsMessage,
  MenuItemIdMessage,
  type Page2Menu,
  Page2Message,
  ReorderMenuDto,
  UpdateMenuItemMessage,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { staff } from '../catalogue-admin/catalogue-change';
import { MenusAdminService } from './menus-admin.service';

@Controller()
export class MenusAdminController {
  constructor(private readonly menus: MenusAdminService) {}

  @Handles(CatalogueAdminApi.menuTree)
  tree(@MessageCtx() ctx: RequestContext): Promise<AdminMenuNode[]> {
    return this.menus.tree(staff(ctx));
  }

  @Handles(CatalogueAdminApi.createMenuItem)
  create(@MessageCtx() ctx: RequestContext, @MessageBody() body: CreateMenuItemDto): Promise<AdminMenuNode> {
    return this.menus.create(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.updateMenuItem)
  update(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateMenuItemMessage,
  ): Promise<AdminMenuNode> {
    return this.menus.update(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.deleteMenuItem)
  remove(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: MenuItemIdMessage,
  ): Promise<{ deleted: true }> {
    return this.menus.remove(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.reorderMenu)
  reorder(@MessageCtx() ctx: RequestContext, @MessageBody() body: ReorderMenuDto): Promise<AdminMenuNode[]> {
    return this.menus.reorder(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.mapMenuGroups)
  mapGroups(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: MapMenuGroupsMessage,
  ): Promise<AdminMenuNode> {
    return this.menus.mapGroups(staff(ctx), body);
  }

  @Handles(CatalogueApi.page2Menu)
  page2(@MessageCtx() ctx: RequestContext, @MessageBody() body: Page2Message): Promise<Page2Menu> {
    return this.menus.page2(ctx, body);
  }
}
