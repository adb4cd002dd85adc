import { call, type NoPayload } from '@atelier/contracts/common';
import type {
  AutocompleteDto,
  GetDesignDto,
  GetImageDto,
  MainGroupOfDesignDto,
  PriceVariantsDto,
  SearchDesignsDto,
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
} from './catalogue.types';
import { CataloguePatterns } from './catalogue.patterns';
import type {
  AdminDesignIdDto,
  AdminListDesignsDto,
  BulkPriceDto,
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
  priceVariants: call<PriceVariantsDto, PricedVariants>(CataloguePatterns.priceVariants),
  adminCreateDesign: call<SaveDesignDto, AdminDesign>(CataloguePatterns.adminCreateDesign),
  adminUpdateDesign: call<UpdateDesignMessage, DesignSaveResult>(CataloguePatterns.adminUpdateDesign),
  adminGetDesign: call<AdminDesignIdDto, AdminDesign>(CataloguePatterns.adminGetDesign),
  adminListDesigns: call<AdminListDesignsDto, AdminDesignPage>(CataloguePatterns.adminListDesigns),
  adminRetireDesign: call<RetireDesignMessage, DesignSaveResult>(CataloguePatterns.adminRetireDesign),
  adminRestoreDesign: call<RetireDesignMessage, DesignSaveResult>(CataloguePatterns.adminRestoreDesign),
  adminDesignAudit: call<AdminDesignIdDto, DesignAuditEntry[]>(CataloguePatterns.adminDesignAudit),
  adminBulkPrice: call<BulkPriceDto, BulkPriceResult>(CataloguePatterns.adminBulkPrice),
  adminExportPage: call<ExportPageMessage, DesignExportPage>(CataloguePatterns.adminExportPage),
  adminStartImport: call<ImportDesignsMessage, ImportJob>(CataloguePatterns.adminStartImport),
  adminImportJob: call<ImportJobIdDto, ImportJob>(CataloguePatterns.adminImportJob),
} as const;
