import {
  type AdminLookupName,
  LookupNamesQueryDto,
  SetLookupNamesDto,
  type AdminCollection,
  type MappedDesignRow,
  type AdminFilter,
  type AdminGroup,
  type AdminPage,
  AssignDesignsDto,
  type BulkDesignsResult,
  CatalogueAdminApi,
  CatalogueAdminPageDto,
  type ChangeLogEntry,
  ChangeLogQueryDto,
  CollectionDesignsMessage,
  CollectionDesignsQueryMessage,
  CreateCollectionDto,
  CreateFilterDto,
  CreateMainGroupDto,
  CreateSubGroupDto,
  type DeletedResult,
  DesignListQueryDto,
  GroupDesignsQueryDto,
  IdMessage,
  ListGroupsDto,
  MapFilterGroupsMessage,
  MapSimilarDesignsDto,
  SimilarDesignsQueryMessage,
  UnassignDesignsDto,
  UnmapSimilarDesignDto,
  UpdateCollectionMessage,
  UpdateFilterMessage,
  UpdateGroupMessage,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { staff } from '../catalogue-admin/catalogue-change';
import { FiltersAdminService } from '../filters-admin/filters-admin.service';
import { CollectionsAdminService } from './collections-admin.service';
import { DesignMappingService } from './design-mapping.service';
import { GroupsAdminService } from './groups-admin.service';
import { LookupNamesAdminService } from './lookup-names-admin.service';

/** Back office: groups, design mapping, similar designs, collections, filters and the change log. */
@Controller()
export class TaxonomyAdminController {
  constructor(
    private readonly groups: GroupsAdminService,
    private readonly mapping: DesignMappingService,
    private readonly collections: CollectionsAdminService,
    private readonly filters: FiltersAdminService,
    private readonly lookupNames: LookupNamesAdminService,
  ) {}

  @Handles(CatalogueAdminApi.listLookupNames)
  listLookupNames(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: LookupNamesQueryDto,
  ): Promise<AdminLookupName[]> {
    return this.lookupNames.list(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.setLookupNames)
  setLookupNames(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: SetLookupNamesDto,
  ): Promise<AdminLookupName> {
    return this.lookupNames.set(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.listMainGroups)
  listMain(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: CatalogueAdminPageDto,
  ): Promise<AdminPage<AdminGroup>> {
    return this.groups.listMain(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.createMainGroup)
  createMain(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: CreateMainGroupDto,
  ): Promise<AdminGroup> {
    return this.groups.createMain(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.updateMainGroup)
  updateMain(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateGroupMessage,
  ): Promise<AdminGroup> {
    return this.groups.updateMain(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.deleteMainGroup)
  deleteMain(@MessageCtx() ctx: RequestContext, @MessageBody() body: IdMessage): Promise<DeletedResult> {
    return this.groups.deleteMain(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.listSubGroups)
  listSub(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ListGroupsDto,
  ): Promise<AdminPage<AdminGroup>> {
    return this.groups.listSub(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.createSubGroup)
  createSub(@MessageCtx() ctx: RequestContext, @MessageBody() body: CreateSubGroupDto): Promise<AdminGroup> {
    return this.groups.createSub(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.updateSubGroup)
  updateSub(@MessageCtx() ctx: RequestContext, @MessageBody() body: UpdateGroupMessage): Promise<AdminGroup> {
    return this.groups.updateSub(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.deleteSubGroup)
  deleteSub(@MessageCtx() ctx: RequestContext, @MessageBody() body: IdMessage): Promise<DeletedResult> {
    return this.groups.deleteSub(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.groupDesigns)
  groupDesigns(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: GroupDesignsQueryDto,
  ): Promise<AdminPage<MappedDesignRow>> {
    return this.mapping.groupDesigns(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.unassignedDesigns)
  unassigned(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: DesignListQueryDto,
  ): Promise<AdminPage<MappedDesignRow>> {
    return this.mapping.unassigned(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.assignDesigns)
  assign(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AssignDesignsDto,
  ): Promise<BulkDesignsResult> {
    return this.mapping.assign(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.unassignDesigns)
  unassign(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UnassignDesignsDto,
  ): Promise<BulkDesignsResult> {
    return this.mapping.unassign(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.similarDesigns)
  similar(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: SimilarDesignsQueryMessage,
  ): Promise<AdminPage<MappedDesignRow>> {
    return this.mapping.similar(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.mapSimilarDesigns)
  mapSimilar(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: MapSimilarDesignsDto,
  ): Promise<BulkDesignsResult> {
    return this.mapping.mapSimilar(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.unmapSimilarDesign)
  unmapSimilar(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UnmapSimilarDesignDto,
  ): Promise<BulkDesignsResult> {
    return this.mapping.unmapSimilar(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.listCollections)
  listCollections(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: CatalogueAdminPageDto,
  ): Promise<AdminPage<AdminCollection>> {
    return this.collections.list(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.createCollection)
  createCollection(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: CreateCollectionDto,
  ): Promise<AdminCollection> {
    return this.collections.create(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.updateCollection)
  updateCollection(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateCollectionMessage,
  ): Promise<AdminCollection> {
    return this.collections.update(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.deleteCollection)
  deleteCollection(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: IdMessage,
  ): Promise<DeletedResult> {
    return this.collections.remove(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.collectionDesigns)
  collectionDesigns(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: CollectionDesignsQueryMessage,
  ): Promise<AdminPage<MappedDesignRow>> {
    return this.collections.designs(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.addCollectionDesigns)
  addCollectionDesigns(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: CollectionDesignsMessage,
  ): Promise<BulkDesignsResult> {
    return this.collections.addDesigns(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.removeCollectionDesigns)
  removeCollectionDesigns(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: CollectionDesignsMessage,
  ): Promise<BulkDesignsResult> {
    return this.collections.removeDesigns(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.listFilters)
  listFilters(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: CatalogueAdminPageDto,
  ): Promise<AdminPage<AdminFilter>> {
    return this.filters.list(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.createFilter)
  createFilter(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: CreateFilterDto,
  ): Promise<AdminFilter> {
    return this.filters.create(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.updateFilter)
  updateFilter(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateFilterMessage,
  ): Promise<AdminFilter> {
    return this.filters.update(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.mapFilterGroups)
  mapFilterGroups(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: MapFilterGroupsMessage,
  ): Promise<AdminFilter> {
    return this.filters.update(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.deleteFilter)
  deleteFilter(@MessageCtx() ctx: RequestContext, @MessageBody() body: IdMessage): Promise<DeletedResult> {
    return this.filters.remove(staff(ctx), body);
  }

  @Handles(CatalogueAdminApi.changeLog)
  changeLog(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ChangeLogQueryDto,
  ): Promise<AdminPage<ChangeLogEntry>> {
    return this.filters.changeLog(staff(ctx), body);
  }
}
