import {
  CatalogueAdminApi,
  CatalogueApi,
  CreateMenuItemDto,
  MapMenuGroupsDto,
  Page2QueryDto,
  ReorderMenuDto,
  UpdateMenuItemDto,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { ServiceClient, validateDto } from '@atelier/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../context/ctx.decorator';
import { Public, RequirePermission } from '../context/route-metadata';
import { ok } from '../http/api-response';
import { UuidParamPipe } from '../http/uuid-param.pipe';

/** Back office, permission "menus": the storefront's mega-menu (spec /menu-management, page-index, page2-map). */
@ApiTags('back office: menus')
@Controller('admin/menu')
@RequirePermission('menus')
export class MenusAdminController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @ApiOperation({ summary: 'The whole menu tree with titles per language, order and what each entry lists.' })
  async tree(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(CatalogueAdminApi.menuTree, ctx, {}));
  }

  @Post('items')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A new top item (no parentId), submenu or entry, placed last among its siblings.',
  })
  async create(@Ctx() ctx: RequestContext, @Body() body: CreateMenuItemDto) {
    return ok(await this.services.call(CatalogueAdminApi.createMenuItem, ctx, body));
  }

  @Put('items/:id')
  async update(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: UpdateMenuItemDto,
  ) {
    return ok(await this.services.call(CatalogueAdminApi.updateMenuItem, ctx, { ...body, id }));
  }

  @Delete('items/:id')
  @ApiOperation({ summary: 'Deletes the entry with its submenus and entries.' })
  async remove(@Ctx() ctx: RequestContext, @Param('id', UuidParamPipe) id: string) {
    return ok(await this.services.call(CatalogueAdminApi.deleteMenuItem, ctx, { id }));
  }

  @Put('order')
  @ApiOperation({
    summary:
      'Drag and drop: every entry under parentId (null: top items) in its new order; moved entries change parent.',
  })
  async reorder(@Ctx() ctx: RequestContext, @Body() body: ReorderMenuDto) {
    return ok(await this.services.call(CatalogueAdminApi.reorderMenu, ctx, body));
  }

  @Put('items/:id/groups')
  @ApiOperation({
    summary:
      'map-group-to-submenu2 / map-subgroup-to-submenu2: the main and sub group an entry lists (null clears).',
  })
  async mapGroups(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: MapMenuGroupsDto,
  ) {
    return ok(await this.services.call(CatalogueAdminApi.mapMenuGroups, ctx, { ...body, id }));
  }
}

/** Spec: /page2/{id}?subMenu=, the mobile menu's helper data. */
@ApiTags('catalogue')
@Controller()
export class Page2MenuController {
  constructor(private readonly services: ServiceClient) {}

  @Public()
  @Get('page2/:id')
  @ApiOperation({ summary: 'A top menu item and the entries of its submenu named by subMenu (url_path).' })
  async page2(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Query() query: Record<string, unknown>,
  ) {
    const dto = await validateDto(Page2QueryDto, query);
    return ok(await this.services.call(CatalogueApi.page2Menu, ctx, { ...dto, id }));
  }
}
