export { CatalogueModule } from './catalogue.module';
// For scripts (npm run seed) and the benchmark, which seed and query the catalogue without Nest.
export { DEMO_DESIGN_COUNT } from './seed/catalogue.seeder';
export { seedCatalogue, type SeedCatalogueOptions, type SeedCatalogueResult } from './seed/catalogue-writer';
export { tenantPrefix as catalogueCachePrefix } from './cache-keys';
// The services themselves, so the benchmark can run exactly their statements straight against PostgreSQL.
export { CATALOGUE_DB_SETTINGS } from './catalogue.module';
export { DesignsService } from './designs/designs.service';
export { LookupsService } from './lookups/lookups.service';
export { MenuService } from './menu/menu.service';
export { PricingService } from './pricing/pricing.service';
export { DiscountPricing } from './discounts/discount-pricing.service';
export { CustomerPricingCache } from './pricing/customer-pricing.service';
export { SearchService } from './search/search.service';
export { TextSearchService } from './search/text-search.service';
// The in-memory search index, so the benchmark and the equivalence test can build one and compare it with SQL.
export { type IndexedDesign, TenantSearchIndex } from './search/search-index';
export { IN_STOCK_TAG, tagOf } from './search/tags';
export { loadTenantDesigns } from './search/search-index.loader';
export { type CardData, loadCards } from './search/cards';
// Tests that remove designs straight from the tables recount the listing's facet counts with it, and
// announce the removal to every process's search index as the catalogue does.
export { refreshFacetCounts, refreshSearch } from './search/projection';
export { announceSearchChange } from './search/search-changes';
export { buildSearchPlan, type SearchPlan } from './search/search-plan';
export { resolveMenu } from './search/menu-resolver';
export type { PriceView } from './pricing/price-math';
export { SearchIndexService } from './search/search-index.service';
export { SearchRecounter } from './search/search-recounter.service';
export { CATALOGUE_QUEUES } from './variants/stock.consumer';
