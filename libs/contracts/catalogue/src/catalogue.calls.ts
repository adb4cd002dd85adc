import type { LookupNamesQueryDto, SetLookupNamesDto } from './taxonomy-admin.dto';
import type { AdminLookupName } from './taxonomy-admin.types';
import { call, type NoPayload } from '@atelier/contracts/common';
import type { ReportPageMessage } from './catalogue-reports.dto';
import type { ReportPage } from './catalogue-reports.types';
import type {
  AutocompleteDto,
  GetDesignDto,
  GetImageDto,
  MainGroupOfDesignDto,
  PriceVariantsDto,
  SearchDesignsDto,
  VariantsByCodeDto,
  VariantsBySkuDto,
  VariantsForOrderDto,
} from './catalogue.dto';
import type {
  CurrencyRow,
  DesignDetail,
  DesignSearchResult,
  FilterOptions,
  HomeStoneRow,
  ImageFile,
  ItemRow,
  KarateRow,
  LookupRow,
  MainGroupOfDesign,
  MenuNode,
  MetalRow,
  PricedVariants,
  RowsResult,
  SearchDesignsResult,
  ShadeRow,
  StoneGroupRow,
  VariantForOrder,
  VariantStockFact,
} from './catalogue.types';
import { CataloguePatterns } from './catalogue.patterns';
import type {
  CuratedListDto,
  EndOfferMessage,
  FillCuratedListMessage,
  ImportOffersMessage,
  ListOffersDto,
  SetCuratedListMessage,
  UpdateOfferMessage,
} from './offers-admin.dto';
import type { AdminOffer, CuratedListView } from './offers-admin.types';
import type {
  DiscountIdDto,
  DiscountVersionMessage,
  ListDiscountsDto,
  SaveDiscountDto,
  UpdateDiscountMessage,
} from './discounts-admin.dto';
import type { AdminDiscount, DiscountDeleted } from './discounts-admin.types';
import type { ApplyMetalRatesMessage, MetalRateHistoryDto } from './metal-rates.dto';
import type { MetalRateChange, MetalRatesApplied, MetalRatesView } from './metal-rates.types';
import type { AdminPage } from './catalogue-admin-rules';
import type {
  BulkUploadImagesMessage,
  DesignImageKeyMessage,
  DesignImagesMessage,
  ReorderDesignImagesMessage,
  UpdateDesignImageMessage,
  UploadDesignImagesMessage,
} from './images-admin.dto';
import type { BulkImagesResult, DesignImagesView } from './images-admin.types';
import type {
  CreateMenuItemDto,
  MapMenuGroupsMessage,
  MenuItemIdMessage,
  Page2Message,
  ReorderMenuDto,
  UpdateMenuItemMessage,
} from './menus-admin.dto';
import type { AdminMenuNode, Page2Menu } from './menus-admin.types';
import type {
  AssignDesignsDto,
  ChangeLogQueryDto,
  CollectionDesignsMessage,
  CollectionDesignsQueryMessage,
  CreateCollectionDto,
  CreateFilterDto,
  CreateMainGroupDto,
  CreateSubGroupDto,
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
} from './taxonomy-admin.dto';
import type {
  AdminCollection,
  MappedDesignRow,
  AdminFilter,
  AdminGroup,
  BulkDesignsResult,
  ChangeLogEntry,
  DeletedResult,
} from './taxonomy-admin.types';
import type { CatalogueAdminPageDto } from './catalogue-admin-rules';
import type {
  AdminDesignIdDto,
  AdminListDesignsDto,
  BulkPriceDto,
  SetPricesDto,
  UpsertDesignsDto,
  ExportPageMessage,
  ImportDesignsMessage,
  ImportJobIdDto,
  RetireDesignMessage,
  SaveDesignDto,
  UpdateDesignMessage,
} from './designs-admin.dto';
import type {
  AdminDesign,
  AdminDesignPage,
  BulkPriceResult,
  SetPricesResult,
  UpsertDesignsResult,
  DesignAuditEntry,
  DesignExportPage,
  DesignSaveResult,
  ImportJob,
} from './designs-admin.types';

/**
 * The catalogue service's call map: each request/reply pattern with its request and response types. The
 * gateway and other services call through it (`ServiceClient.call`), the handlers declare it (`@Handles`).
 */
export const CatalogueApi = {
  listMenu: call<NoPayload, MenuNode[]>(CataloguePatterns.listMenu),
  metalFilterOptions: call<NoPayload, MetalRow[]>(CataloguePatterns.metalFilterOptions),
  stoneGroups: call<NoPayload, StoneGroupRow[]>(CataloguePatterns.stoneGroups),
  homeStones: call<NoPayload, HomeStoneRow[]>(CataloguePatterns.homeStones),
  listShapes: call<NoPayload, RowsResult<LookupRow>>(CataloguePatterns.listShapes),
  listItems: call<NoPayload, RowsResult<ItemRow>>(CataloguePatterns.listItems),
  listShades: call<NoPayload, RowsResult<ShadeRow>>(CataloguePatterns.listShades),
  listKarates: call<NoPayload, RowsResult<KarateRow>>(CataloguePatterns.listKarates),
  listCurrencies: call<NoPayload, CurrencyRow[]>(CataloguePatterns.listCurrencies),
  filterOptions: call<NoPayload, FilterOptions>(CataloguePatterns.filterOptions),
  autocomplete: call<AutocompleteDto, DesignSearchResult[]>(CataloguePatterns.autocomplete),
  searchDesigns: call<SearchDesignsDto, SearchDesignsResult>(CataloguePatterns.searchDesigns),
  getDesign: call<GetDesignDto, DesignDetail>(CataloguePatterns.getDesign),
  mainGroupOfDesign: call<MainGroupOfDesignDto, MainGroupOfDesign>(CataloguePatterns.mainGroupOfDesign),
  getImage: call<GetImageDto, ImageFile>(CataloguePatterns.getImage),
  variantsForOrder: call<VariantsForOrderDto, VariantForOrder[]>(CataloguePatterns.variantsForOrder),
  variantStockBySku: call<VariantsBySkuDto, VariantStockFact[]>(CataloguePatterns.variantStockBySku),
  variantsForOrderByCode: call<VariantsByCodeDto, VariantForOrder[]>(
    CataloguePatterns.variantsForOrderByCode,
  ),
  priceVariants: call<PriceVariantsDto, PricedVariants>(CataloguePatterns.priceVariants),
  page2Menu: call<Page2Message, Page2Menu>(CataloguePatterns.page2Menu),
  // back office: designs and variants (issue 11)
  adminCreateDesign: call<SaveDesignDto, AdminDesign>(CataloguePatterns.adminCreateDesign),
  adminUpdateDesign: call<UpdateDesignMessage, DesignSaveResult>(CataloguePatterns.adminUpdateDesign),
  adminGetDesign: call<AdminDesignIdDto, AdminDesign>(CataloguePatterns.adminGetDesign),
  adminListDesigns: call<AdminListDesignsDto, AdminDesignPage>(CataloguePatterns.adminListDesigns),
  adminRetireDesign: call<RetireDesignMessage, DesignSaveResult>(CataloguePatterns.adminRetireDesign),
  adminRestoreDesign: call<RetireDesignMessage, DesignSaveResult>(CataloguePatterns.adminRestoreDesign),
  adminDesignAudit: call<AdminDesignIdDto, DesignAuditEntry[]>(CataloguePatterns.adminDesignAudit),
  adminBulkPrice: call<BulkPriceDto, BulkPriceResult>(CataloguePatterns.adminBulkPrice),
  adminSetPrices: call<SetPricesDto, SetPricesResult>(CataloguePatterns.adminSetPrices),
  adminUpsertDesigns: call<UpsertDesignsDto, UpsertDesignsResult>(CataloguePatterns.adminUpsertDesigns),
  adminExportPage: call<ExportPageMessage, DesignExportPage>(CataloguePatterns.adminExportPage),
  adminStartImport: call<ImportDesignsMessage, ImportJob>(CataloguePatterns.adminStartImport),
  adminImportJob: call<ImportJobIdDto, ImportJob>(CataloguePatterns.adminImportJob),
  // back office: offers and curated lists (issue 12)
  adminListOffers: call<ListOffersDto, AdminPage<AdminOffer>>(CataloguePatterns.adminListOffers),
  adminStartOfferImport: call<ImportOffersMessage, ImportJob>(CataloguePatterns.adminStartOfferImport),
  adminOfferImportJob: call<ImportJobIdDto, ImportJob>(CataloguePatterns.adminOfferImportJob),
  adminUpdateOffer: call<UpdateOfferMessage, AdminOffer>(CataloguePatterns.adminUpdateOffer),
  adminEndOffer: call<EndOfferMessage, AdminOffer>(CataloguePatterns.adminEndOffer),
  adminCuratedList: call<CuratedListDto, CuratedListView>(CataloguePatterns.adminCuratedList),
  adminSetCuratedList: call<SetCuratedListMessage, CuratedListView>(CataloguePatterns.adminSetCuratedList),
  adminFillCuratedList: call<FillCuratedListMessage, CuratedListView>(CataloguePatterns.adminFillCuratedList),
  // back office: discounts (issue 12, permission `discounts`)
  adminListDiscounts: call<ListDiscountsDto, AdminPage<AdminDiscount>>(CataloguePatterns.adminListDiscounts),
  adminCreateDiscount: call<SaveDiscountDto, AdminDiscount>(CataloguePatterns.adminCreateDiscount),
  adminUpdateDiscount: call<UpdateDiscountMessage, AdminDiscount>(CataloguePatterns.adminUpdateDiscount),
  adminEndDiscount: call<DiscountVersionMessage, AdminDiscount>(CataloguePatterns.adminEndDiscount),
  adminDeleteDiscount: call<DiscountIdDto, DiscountDeleted>(CataloguePatterns.adminDeleteDiscount),
  // back office (permission `discounts`) and Sellease: the day's metal rates (issue 15)
  adminMetalRates: call<NoPayload, MetalRatesView>(CataloguePatterns.adminMetalRates),
  adminSetMetalRates: call<ApplyMetalRatesMessage, MetalRatesApplied>(CataloguePatterns.adminSetMetalRates),
  adminMetalRateHistory: call<MetalRateHistoryDto, AdminPage<MetalRateChange>>(
    CataloguePatterns.adminMetalRateHistory,
  ),
} as const;

/** The back office's catalogue calls (pictures, groups and mapping, filters, menus). */
export const CatalogueAdminApi = {
  designImages: call<DesignImagesMessage, DesignImagesView>(CataloguePatterns.adminDesignImages),
  uploadDesignImages: call<UploadDesignImagesMessage, DesignImagesView>(
    CataloguePatterns.adminUploadDesignImages,
  ),
  bulkUploadImages: call<BulkUploadImagesMessage, BulkImagesResult>(CataloguePatterns.adminBulkUploadImages),
  updateDesignImage: call<UpdateDesignImageMessage, DesignImagesView>(
    CataloguePatterns.adminUpdateDesignImage,
  ),
  reorderDesignImages: call<ReorderDesignImagesMessage, DesignImagesView>(
    CataloguePatterns.adminReorderDesignImages,
  ),
  deleteDesignImage: call<DesignImageKeyMessage, DesignImagesView>(CataloguePatterns.adminDeleteDesignImage),
  listMainGroups: call<CatalogueAdminPageDto, AdminPage<AdminGroup>>(CataloguePatterns.adminListMainGroups),
  createMainGroup: call<CreateMainGroupDto, AdminGroup>(CataloguePatterns.adminCreateMainGroup),
  updateMainGroup: call<UpdateGroupMessage, AdminGroup>(CataloguePatterns.adminUpdateMainGroup),
  listLookupNames: call<LookupNamesQueryDto, AdminLookupName[]>(CataloguePatterns.adminListLookupNames),
  setLookupNames: call<SetLookupNamesDto, AdminLookupName>(CataloguePatterns.adminSetLookupNames),
  deleteMainGroup: call<IdMessage, DeletedResult>(CataloguePatterns.adminDeleteMainGroup),
  listSubGroups: call<ListGroupsDto, AdminPage<AdminGroup>>(CataloguePatterns.adminListSubGroups),
  createSubGroup: call<CreateSubGroupDto, AdminGroup>(CataloguePatterns.adminCreateSubGroup),
  updateSubGroup: call<UpdateGroupMessage, AdminGroup>(CataloguePatterns.adminUpdateSubGroup),
  deleteSubGroup: call<IdMessage, DeletedResult>(CataloguePatterns.adminDeleteSubGroup),
  groupDesigns: call<GroupDesignsQueryDto, AdminPage<MappedDesignRow>>(CataloguePatterns.adminGroupDesigns),
  unassignedDesigns: call<DesignListQueryDto, AdminPage<MappedDesignRow>>(
    CataloguePatterns.adminUnassignedDesigns,
  ),
  assignDesigns: call<AssignDesignsDto, BulkDesignsResult>(CataloguePatterns.adminAssignDesigns),
  unassignDesigns: call<UnassignDesignsDto, BulkDesignsResult>(CataloguePatterns.adminUnassignDesigns),
  similarDesigns: call<SimilarDesignsQueryMessage, AdminPage<MappedDesignRow>>(
    CataloguePatterns.adminSimilarDesigns,
  ),
  mapSimilarDesigns: call<MapSimilarDesignsDto, BulkDesignsResult>(CataloguePatterns.adminMapSimilarDesigns),
  unmapSimilarDesign: call<UnmapSimilarDesignDto, BulkDesignsResult>(
    CataloguePatterns.adminUnmapSimilarDesign,
  ),
  listCollections: call<CatalogueAdminPageDto, AdminPage<AdminCollection>>(
    CataloguePatterns.adminListCollections,
  ),
  createCollection: call<CreateCollectionDto, AdminCollection>(CataloguePatterns.adminCreateCollection),
  updateCollection: call<UpdateCollectionMessage, AdminCollection>(CataloguePatterns.adminUpdateCollection),
  deleteCollection: call<IdMessage, DeletedResult>(CataloguePatterns.adminDeleteCollection),
  collectionDesigns: call<CollectionDesignsQueryMessage, AdminPage<MappedDesignRow>>(
    CataloguePatterns.adminCollectionDesigns,
  ),
  addCollectionDesigns: call<CollectionDesignsMessage, BulkDesignsResult>(
    CataloguePatterns.adminAddCollectionDesigns,
  ),
  removeCollectionDesigns: call<CollectionDesignsMessage, BulkDesignsResult>(
    CataloguePatterns.adminRemoveCollectionDesigns,
  ),
  listFilters: call<CatalogueAdminPageDto, AdminPage<AdminFilter>>(CataloguePatterns.adminListFilters),
  createFilter: call<CreateFilterDto, AdminFilter>(CataloguePatterns.adminCreateFilter),
  updateFilter: call<UpdateFilterMessage, AdminFilter>(CataloguePatterns.adminUpdateFilter),
  mapFilterGroups: call<MapFilterGroupsMessage, AdminFilter>(CataloguePatterns.adminMapFilterGroups),
  deleteFilter: call<IdMessage, DeletedResult>(CataloguePatterns.adminDeleteFilter),
  changeLog: call<ChangeLogQueryDto, AdminPage<ChangeLogEntry>>(CataloguePatterns.adminChangeLog),
  menuTree: call<NoPayload, AdminMenuNode[]>(CataloguePatterns.adminMenuTree),
  createMenuItem: call<CreateMenuItemDto, AdminMenuNode>(CataloguePatterns.adminCreateMenuItem),
  updateMenuItem: call<UpdateMenuItemMessage, AdminMenuNode>(CataloguePatterns.adminUpdateMenuItem),
  deleteMenuItem: call<MenuItemIdMessage, DeletedResult>(CataloguePatterns.adminDeleteMenuItem),
  reorderMenu: call<ReorderMenuDto, AdminMenuNode[]>(CataloguePatterns.adminReorderMenu),
  mapMenuGroups: call<MapMenuGroupsMessage, AdminMenuNode>(CataloguePatterns.adminMapMenuGroups),
} as const;

/** The back office's catalogue reports, paged so the gateway can stream them (permission `reports`). */
export const CatalogueReportsApi = {
  designReportPage: call<ReportPageMessage, ReportPage>(CataloguePatterns.adminDesignReportPage),
  mappingReportPage: call<ReportPageMessage, ReportPage>(CataloguePatterns.adminMappingReportPage),
} as const;
