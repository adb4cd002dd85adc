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
} as const;

export const CatalogueEvents = {} as const;
