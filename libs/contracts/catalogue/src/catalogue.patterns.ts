/** Request/reply patterns served by the catalogue service. */
export const CataloguePatterns = {
  listMenu: 'catalogue.menu.list',
  metalFilterOptions: 'catalogue.lookups.metals',
  stoneGroups: 'catalogue.lookups.stone-groups',
  homeStones: 'catalogue.lookups.home-stones',
  listShapes: 'catalogue.lookups.shapes',
  listItems: 'catalogue.lookups.items',
  listShades: 'catalogue.lookups.shades',
  listKarates: 'catalogue.lookups.karates',
  listCurrencies: 'catalogue.lookups.currencies',
  filterOptions: 'catalogue.lookups.filter-options',
  autocomplete: 'catalogue.designs.autocomplete',
  searchDesigns: 'catalogue.designs.search',
  getDesign: 'catalogue.designs.get',
  mainGroupOfDesign: 'catalogue.designs.main-group',
  getImage: 'catalogue.images.get',
  /** Service to service (orders): variant facts and the trade price; never routed to the browser. */
  variantsForOrder: 'catalogue.variants.for-order',
  /** What the stock authority keeps of a variant, by SKU (orders' stock take from the ERP). */
  variantStockBySku: 'catalogue.variants.stock-by-sku',
  /** The same facts found by SKU or design number, case-blind (orders' quick order and list import). */
  variantsForOrderByCode: 'catalogue.variants.for-order-by-code',
  /** The caller's visible price (hidden, RRP or trade) of variants or trade amounts. */
  priceVariants: 'catalogue.variants.price',
  // back office: pictures, groups and mapping, filters, menus (issue 11)
  adminDesignImages: 'catalogue.admin-images.list',
  adminUploadDesignImages: 'catalogue.admin-images.upload',
  adminBulkUploadImages: 'catalogue.admin-images.bulk-upload',
  adminUpdateDesignImage: 'catalogue.admin-images.update',
  adminReorderDesignImages: 'catalogue.admin-images.reorder',
  adminDeleteDesignImage: 'catalogue.admin-images.delete',
  adminListMainGroups: 'catalogue.admin-groups.list-main',
  adminCreateMainGroup: 'catalogue.admin-groups.create-main',
  adminUpdateMainGroup: 'catalogue.admin-groups.update-main',
  adminListLookupNames: 'catalogue.admin-lookups.list-names',
  adminSetLookupNames: 'catalogue.admin-lookups.set-names',
  adminDeleteMainGroup: 'catalogue.admin-groups.delete-main',
  adminListSubGroups: 'catalogue.admin-groups.list-sub',
  adminCreateSubGroup: 'catalogue.admin-groups.create-sub',
  adminUpdateSubGroup: 'catalogue.admin-groups.update-sub',
  adminDeleteSubGroup: 'catalogue.admin-groups.delete-sub',
  adminGroupDesigns: 'catalogue.admin-groups.designs',
  adminUnassignedDesigns: 'catalogue.admin-groups.unassigned-designs',
  adminAssignDesigns: 'catalogue.admin-groups.assign',
  adminUnassignDesigns: 'catalogue.admin-groups.unassign',
  adminSimilarDesigns: 'catalogue.admin-similar.list',
  adminMapSimilarDesigns: 'catalogue.admin-similar.map',
  adminUnmapSimilarDesign: 'catalogue.admin-similar.unmap',
  adminListCollections: 'catalogue.admin-collections.list',
  adminCreateCollection: 'catalogue.admin-collections.create',
  adminUpdateCollection: 'catalogue.admin-collections.update',
  adminDeleteCollection: 'catalogue.admin-collections.delete',
  adminCollectionDesigns: 'catalogue.admin-collections.designs',
  adminAddCollectionDesigns: 'catalogue.admin-collections.add-designs',
  adminRemoveCollectionDesigns: 'catalogue.admin-collections.remove-designs',
  adminListFilters: 'catalogue.admin-filters.list',
  adminCreateFilter: 'catalogue.admin-filters.create',
  adminUpdateFilter: 'catalogue.admin-filters.update',
  adminMapFilterGroups: 'catalogue.admin-filters.map-groups',
  adminDeleteFilter: 'catalogue.admin-filters.delete',
  adminChangeLog: 'catalogue.admin-change-log.list',
  adminMenuTree: 'catalogue.admin-menu.tree',
  adminCreateMenuItem: 'catalogue.admin-menu.create',
  adminUpdateMenuItem: 'catalogue.admin-menu.update',
  adminDeleteMenuItem: 'catalogue.admin-menu.delete',
  adminReorderMenu: 'catalogue.admin-menu.reorder',
  adminMapMenuGroups: 'catalogue.admin-menu.map-groups',
  page2Menu: 'catalogue.menu.page2',
  // back office: designs and variants (issue 11)
  adminCreateDesign: 'catalogue.admin-designs.create',
  adminUpdateDesign: 'catalogue.admin-designs.update',
  adminGetDesign: 'catalogue.admin-designs.get',
  adminListDesigns: 'catalogue.admin-designs.list',
  adminRetireDesign: 'catalogue.admin-designs.retire',
  adminRestoreDesign: 'catalogue.admin-designs.restore',
  adminDesignAudit: 'catalogue.admin-designs.audit',
  adminBulkPrice: 'catalogue.admin-designs.bulk-price',
  /** Trade prices by SKU (the Sellease sync, in a system context). */
  adminSetPrices: 'catalogue.admin-designs.set-prices',
  /** Designs created or changed in bulk, in the import's columns (the Sellease sync, in a system context). */
  adminUpsertDesigns: 'catalogue.admin-designs.upsert',
  adminExportPage: 'catalogue.admin-designs.export-page',
  adminStartImport: 'catalogue.admin-designs.import',
  adminImportJob: 'catalogue.admin-designs.import-job',
  // back office: reports (issue 13)
  adminDesignReportPage: 'catalogue.admin-reports.design-page',
  adminMappingReportPage: 'catalogue.admin-reports.mapping-page',
  // back office: offers and curated lists (issue 12)
  adminListOffers: 'catalogue.admin-offers.list',
  adminStartOfferImport: 'catalogue.admin-offers.import',
  adminOfferImportJob: 'catalogue.admin-offers.import-job',
  adminUpdateOffer: 'catalogue.admin-offers.update',
  adminEndOffer: 'catalogue.admin-offers.end',
  // back office: discounts (issue 12)
  adminListDiscounts: 'catalogue.admin-discounts.list',
  adminCreateDiscount: 'catalogue.admin-discounts.create',
  adminUpdateDiscount: 'catalogue.admin-discounts.update',
  adminEndDiscount: 'catalogue.admin-discounts.end',
  adminDeleteDiscount: 'catalogue.admin-discounts.delete',
  // back office and Sellease: metal rates (issue 15)
  adminMetalRates: 'catalogue.admin-metal-rates.list',
  adminSetMetalRates: 'catalogue.admin-metal-rates.set',
  adminMetalRateHistory: 'catalogue.admin-metal-rates.history',
  adminCuratedList: 'catalogue.admin-curated.get',
  adminSetCuratedList: 'catalogue.admin-curated.set',
  adminFillCuratedList: 'catalogue.admin-curated.fill',
} as const;

/** Domain events the catalogue publishes (past tense, through its outbox); each has a consumer. */
export const CatalogueEvents = {
  /** Designs were created or changed: caches of them and of listings are dropped. */
  DesignsChanged: 'catalogue.designs.changed',
  DesignRetired: 'catalogue.design.retired',
  /** Staff set variants' stock on hand: orders, the stock authority, takes it as a stock take. */
  VariantStockSet: 'catalogue.variants.stock-set',
  /** The menu tree changed: storefront menus and menu searches are re-read. */
  MenuChanged: 'catalogue.menu.changed',
  /** Groups, collections, filters or group membership changed: lookups, listings and facets are re-read. */
  TaxonomyChanged: 'catalogue.taxonomy.changed',
  /** A design's pictures or similar designs changed: its page and the listings showing it are re-read. */
  DesignsPresentationChanged: 'catalogue.designs.presentation-changed',
  /**
   * Offers were uploaded, edited or ended, or one started or ended by its dates: the storefront's
   * listings, design pages and offer lists are re-read.
   */
  OffersChanged: 'catalogue.offers.changed',
  /** A hand-ordered list (best selling, new arrivals) changed: home sections and listings are re-read. */
  CuratedListChanged: 'catalogue.curated-list.changed',
  /** Discounts were created, edited, ended or deleted: cached discounts, listings and design pages go. */
  DiscountsChanged: 'catalogue.discounts.changed',
  /** The day's metal rates changed and metal-priced variants were repriced: listings and pages go. */
  MetalRatesChanged: 'catalogue.metal-rates.changed',
} as const;

export interface CatalogueChangedEvent {
  /** The designs concerned; empty when the change is not about particular designs. */
  designIds: string[];
}
