import {
  AssignDesignsDto,
  CatalogueAdminApi,
  CatalogueAdminPageDto,
  ChangeLogQueryDto,
  CollectionDesignsDto,
  CreateCollectionDto,
  CreateFilterDto,
  CreateMainGroupDto,
  CreateSubGroupDto,
  DesignListQueryDto,
  FilterGroupsDto,
  GroupDesignsQueryDto,
  ListGroupsDto,
  LookupNamesQueryDto,
  MapSimilarDesignsDto,
  SetLookupNamesDto,
  UnassignDesignsDto,
  UnmapSimilarDesignDto,
  UpdateCollectionDto,
  UpdateFilterDto,
  UpdateGroupDto,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { ServiceClient, validateDto } from '@atelier/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../context/ctx.decorator';
import { RequirePermission } from '../context/route-metadata';
import { ok } from '../http/api-response';
import { IntParamPipe } from '../http/int-param.pipe';
import { UuidParamPipe } from '../http/uuid-param.pipe';

/**
 * Back office, permission "designs": main and sub groups (manage-group), designs in groups
 * (mapped-design, unassigned-design, non-group-design, design-map), similar designs
 * (map-similar-designs), collections (collection-designs), storefront filters (create-multi-filter,
 * dynamic-multi-filter, map-multiFilter/{id}, map-sub-filter) and the change log.
 */
@ApiTags('back office: groups, mapping and filters')
@Controller('admin')
@RequirePermission('designs')
export class TaxonomyAdminController {
  constructor(private readonly services: ServiceClient) {}

  @Get('lookup-names')
  @ApiOperation({
    summary: 'Metal, shade, quality, stone or shape names (kind=...) with their other languages.',
  })
  async lookupNames(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(LookupNamesQueryDto, query);
    return ok(await this.services.call(CatalogueAdminApi.listLookupNames, ctx, dto));
  }

  @Put('lookup-names')
  @ApiOperation({ summary: "Replace one lookup's names in the other languages (English is its name)." })
  async setLookupNames(@Ctx() ctx: RequestContext, @Body() body: SetLookupNamesDto) {
    return ok(await this.services.call(CatalogueAdminApi.setLookupNames, ctx, body));
  }

  @Get('main-groups')
  async listMain(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(CatalogueAdminPageDto, query);
    return ok(await this.services.call(CatalogueAdminApi.listMainGroups, ctx, dto));
  }

  @Post('main-groups')
  @HttpCode(200)
  async createMain(@Ctx() ctx: RequestContext, @Body() body: CreateMainGroupDto) {
    return ok(await this.services.call(CatalogueAdminApi.createMainGroup, ctx, body));
  }

  @Put('main-groups/:id')
  async updateMain(
    @Ctx() ctx: RequestContext,
    @Param('id', IntParamPipe) id: number,
    @Body() body: UpdateGroupDto,
  ) {
    return ok(await this.services.call(CatalogueAdminApi.updateMainGroup, ctx, { ...body, id }));
  }

  @Delete('main-groups/:id')
  @ApiOperation({ summary: 'Refused (409) while designs or sub groups belong to it.' })
  async deleteMain(@Ctx() ctx: RequestContext, @Param('id', IntParamPipe) id: number) {
    return ok(await this.services.call(CatalogueAdminApi.deleteMainGroup, ctx, { id }));
  }

  @Get('sub-groups')
  async listSub(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(ListGroupsDto, query);
    return ok(await this.services.call(CatalogueAdminApi.listSubGroups, ctx, dto));
  }

  @Post('sub-groups')
  @HttpCode(200)
  async createSub(@Ctx() ctx: RequestContext, @Body() body: CreateSubGroupDto) {
    return ok(await this.services.call(CatalogueAdminApi.createSubGroup, ctx, body));
  }

  @Put('sub-groups/:id')
  async updateSub(
    @Ctx() ctx: RequestContext,
    @Param('id', IntParamPipe) id: number,
    @Body() body: UpdateGroupDto,
  ) {
    return ok(await this.services.call(CatalogueAdminApi.updateSubGroup, ctx, { ...body, id }));
  }

  @Delete('sub-groups/:id')
  @ApiOperation({ summary: 'Refused (409) while designs carry it.' })
  async deleteSub(@Ctx() ctx: RequestContext, @Param('id', IntParamPipe) id: number) {
    return ok(await this.services.call(CatalogueAdminApi.deleteSubGroup, ctx, { id }));
  }

  @Get('group-designs')
  @ApiOperation({
    summary: 'Designs of a main group and/or sub group (one of them required), paged, with a search.',
  })
  async groupDesigns(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(GroupDesignsQueryDto, query);
    return ok(await this.services.call(CatalogueAdminApi.groupDesigns, ctx, dto));
  }

  @Get('unassigned-designs')
  @ApiOperation({ summary: 'Designs in no sub group, paged, with a search.' })
  async unassigned(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(DesignListQueryDto, query);
    return ok(await this.services.call(CatalogueAdminApi.unassignedDesigns, ctx, dto));
  }

  @Post('group-designs/assign')
  @HttpCode(200)
  @ApiOperation({ summary: 'Moves designs to a main group and/or adds a sub group (its main group too).' })
  async assign(@Ctx() ctx: RequestContext, @Body() body: AssignDesignsDto) {
    return ok(await this.services.call(CatalogueAdminApi.assignDesigns, ctx, body));
  }

  @Post('group-designs/unassign')
  @HttpCode(200)
  @ApiOperation({ summary: 'Takes designs out of a sub group.' })
  async unassign(@Ctx() ctx: RequestContext, @Body() body: UnassignDesignsDto) {
    return ok(await this.services.call(CatalogueAdminApi.unassignDesigns, ctx, body));
  }

  @Get('designs/:designId/similar')
  async similar(
    @Ctx() ctx: RequestContext,
    @Param('designId', UuidParamPipe) designId: string,
    @Query() query: Record<string, unknown>,
  ) {
    const dto = await validateDto(CatalogueAdminPageDto, query);
    return ok(await this.services.call(CatalogueAdminApi.similarDesigns, ctx, { ...dto, designId }));
  }

  @Post('similar-designs')
  @HttpCode(200)
  @ApiOperation({ summary: 'Maps similar designs both ways: each shows on the other’s page.' })
  async mapSimilar(@Ctx() ctx: RequestContext, @Body() body: MapSimilarDesignsDto) {
    return ok(await this.services.call(CatalogueAdminApi.mapSimilarDesigns, ctx, body));
  }

  @Post('similar-designs/remove')
  @HttpCode(200)
  @ApiOperation({ summary: 'Removes a similar-design mapping both ways.' })
  async unmapSimilar(@Ctx() ctx: RequestContext, @Body() body: UnmapSimilarDesignDto) {
    return ok(await this.services.call(CatalogueAdminApi.unmapSimilarDesign, ctx, body));
  }

  @Get('collections')
  async listCollections(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(CatalogueAdminPageDto, query);
    return ok(await this.services.call(CatalogueAdminApi.listCollections, ctx, dto));
  }

  @Post('collections')
  @HttpCode(200)
  async createCollection(@Ctx() ctx: RequestContext, @Body() body: CreateCollectionDto) {
    return ok(await this.services.call(CatalogueAdminApi.createCollection, ctx, body));
  }

  @Put('collections/:id')
  async updateCollection(
    @Ctx() ctx: RequestContext,
    @Param('id', IntParamPipe) id: number,
    @Body() body: UpdateCollectionDto,
  ) {
    return ok(await this.services.call(CatalogueAdminApi.updateCollection, ctx, { ...body, id }));
  }

  @Delete('collections/:id')
  @ApiOperation({ summary: 'Deletes the collection; its designs stay, without it.' })
  async deleteCollection(@Ctx() ctx: RequestContext, @Param('id', IntParamPipe) id: number) {
    return ok(await this.services.call(CatalogueAdminApi.deleteCollection, ctx, { id }));
  }

  @Get('collections/:id/designs')
  async collectionDesigns(
    @Ctx() ctx: RequestContext,
    @Param('id', IntParamPipe) id: number,
    @Query() query: Record<string, unknown>,
  ) {
    const dto = await validateDto(DesignListQueryDto, query);
    return ok(await this.services.call(CatalogueAdminApi.collectionDesigns, ctx, { ...dto, id }));
  }

  @Post('collections/:id/designs')
  @HttpCode(200)
  async addCollectionDesigns(
    @Ctx() ctx: RequestContext,
    @Param('id', IntParamPipe) id: number,
    @Body() body: CollectionDesignsDto,
  ) {
    return ok(await this.services.call(CatalogueAdminApi.addCollectionDesigns, ctx, { ...body, id }));
  }

  @Post('collections/:id/designs/remove')
  @HttpCode(200)
  async removeCollectionDesigns(
    @Ctx() ctx: RequestContext,
    @Param('id', IntParamPipe) id: number,
    @Body() body: CollectionDesignsDto,
  ) {
    return ok(await this.services.call(CatalogueAdminApi.removeCollectionDesigns, ctx, { ...body, id }));
  }

  @Get('filters')
  async listFilters(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(CatalogueAdminPageDto, query);
    return ok(await this.services.call(CatalogueAdminApi.listFilters, ctx, dto));
  }

  @Post('filters')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Configures a storefront filter: once any is configured, listings show only configured filters, limited to their values and groups.',
  })
  async createFilter(@Ctx() ctx: RequestContext, @Body() body: CreateFilterDto) {
    return ok(await this.services.call(CatalogueAdminApi.createFilter, ctx, body));
  }

  @Put('filters/:id')
  async updateFilter(
    @Ctx() ctx: RequestContext,
    @Param('id', IntParamPipe) id: number,
    @Body() body: UpdateFilterDto,
  ) {
    return ok(await this.services.call(CatalogueAdminApi.updateFilter, ctx, { ...body, id }));
  }

  @Put('filters/:id/groups')
  @ApiOperation({
    summary: 'map-multiFilter/{id} and map-sub-filter: the main and sub groups showing the filter.',
  })
  async mapFilterGroups(
    @Ctx() ctx: RequestContext,
    @Param('id', IntParamPipe) id: number,
    @Body() body: FilterGroupsDto,
  ) {
    return ok(await this.services.call(CatalogueAdminApi.mapFilterGroups, ctx, { ...body, id }));
  }

  @Delete('filters/:id')
  async deleteFilter(@Ctx() ctx: RequestContext, @Param('id', IntParamPipe) id: number) {
    return ok(await this.services.call(CatalogueAdminApi.deleteFilter, ctx, { id }));
  }

  @Get('catalogue-change-log')
  @ApiOperation({ summary: 'Who changed an entity, when, with its values before and after (newest first).' })
  async changeLog(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(ChangeLogQueryDto, query);
    return ok(await this.services.call(CatalogueAdminApi.changeLog, ctx, dto));
  }
}
