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
  /** The caller's visible price (hidden, RRP or trade) of variants or trade amounts. */
  priceVariants: 'catalogue.variants.price',
  adminCreateDesign: 'catalogue.admin-designs.create',
  adminUpdateDesign: 'catalogue.admin-designs.update',
  adminGetDesign: 'catalogue.admin-designs.get',
  adminListDesigns: 'catalogue.admin-designs.list',
  adminRetireDesign: 'catalogue.admin-designs.retire',
  adminRestoreDesign: 'catalogue.admin-designs.restore',
  adminDesignAudit: 'catalogue.admin-designs.audit',
  adminBulkPrice: 'catalogue.admin-designs.bulk-price',
  adminExportPage: 'catalogue.admin-designs.export-page',
  adminStartImport: 'catalogue.admin-designs.import',
  adminImportJob: 'catalogue.admin-designs.import-job',
} as const;

/** Domain events the catalogue publishes (through its outbox). */
export const CatalogueEvents = {
  /** Designs were created or changed: caches of them and of listings are dropped. */
  DesignsChanged: 'catalogue.designs.changed',
  DesignRetired: 'catalogue.design.retired',
  /** Staff set variants' stock on hand: orders, the stock authority, takes it as a stock take. */
  VariantStockSet: 'catalogue.variants.stock-set',
} as const;
