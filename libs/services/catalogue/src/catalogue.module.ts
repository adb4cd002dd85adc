import {
  IN_MEMORY_DB_SETTINGS,
  ServicePlatformModule,
  type ServiceRuntimeOptions,
  withDatabaseSettings,
} from '@atelier/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import { CatalogueCache } from './catalogue-cache.service';
import { DesignsController } from './designs/designs.controller';
import { DesignsService } from './designs/designs.service';
import { ImagesController } from './images/images.controller';
import { ImagesService } from './images/images.service';
import { LookupsController } from './lookups/lookups.controller';
import { LookupsService } from './lookups/lookups.service';
import { MenuController } from './menu/menu.controller';
import { MenuService } from './menu/menu.service';
import { PricingService } from './pricing/pricing.service';
import { SearchController } from './search/search.controller';
import { SearchIndexService } from './search/search-index.service';
import { SearchRecounter } from './search/search-recounter.service';
import { SearchService } from './search/search.service';
import { TextSearchService } from './search/text-search.service';
import { CatalogueSeeder } from './seed/catalogue.seeder';
import { StockConsumer } from './variants/stock.consumer';
import { VariantsController } from './variants/variants.controller';
import { VariantsService } from './variants/variants.service';
import { PricingEventsController } from './pricing/pricing-events.controller';
import { CatalogueChangesConsumer } from './catalogue-admin/catalogue-changes.consumer';
import { FilterConfigService } from './filters-admin/filter-config.service';
import { FiltersAdminService } from './filters-admin/filters-admin.service';
import { ImagesAdminController } from './images-admin/images-admin.controller';
import { ImagesAdminService } from './images-admin/images-admin.service';
import { MenusAdminController } from './menus-admin/menus-admin.controller';
import { MenusAdminService } from './menus-admin/menus-admin.service';
import { outbox, processedMessages } from './schema/catalogue.schema';
import { CollectionsAdminService } from './taxonomy-admin/collections-admin.service';
import { DesignMappingService } from './taxonomy-admin/design-mapping.service';
import { GroupsAdminService } from './taxonomy-admin/groups-admin.service';
import { LookupNamesAdminService } from './taxonomy-admin/lookup-names-admin.service';
import { TaxonomyAdminController } from './taxonomy-admin/taxonomy-admin.controller';
import { DesignEventsController } from './designs-admin/design-events.controller';
import { DesignImportService } from './designs-admin/design-import.service';
import { ImportJobs } from './import-jobs/import-jobs.service';
import { CuratedListsService } from './offers-admin/curated-lists.service';
import { OfferEffects } from './offers-admin/offer-effects.service';
import { OfferImportService } from './offers-admin/offer-import.service';
import { DiscountsAdminController } from './discounts/discounts-admin.controller';
import { DiscountsAdminService } from './discounts/discounts-admin.service';
import { MetalRatesController } from './metal-rates/metal-rates.controller';
import { MetalRatesService } from './metal-rates/metal-rates.service';
import { DiscountPricing } from './discounts/discount-pricing.service';
import { CustomerPricingCache } from './pricing/customer-pricing.service';
import { OffersAdminController } from './offers-admin/offers-admin.controller';
import { OffersAdminService } from './offers-admin/offers-admin.service';
import { DesignsAdminController } from './designs-admin/designs-admin.controller';
import { DesignsAdminService } from './designs-admin/designs-admin.service';
import { CatalogueReportsController } from './reports/catalogue-reports.controller';
import { CatalogueReportsService } from './reports/catalogue-reports.service';

/**
 * Search reads a small, hot, memory-resident projection through GIN and btree indexes: with the
 * default random_page_cost PostgreSQL preferred reading all of design_search over a GIN bitmap for
 * filtered sets of a few percent (the platform's settings for in-memory services).
 */
export const CATALOGUE_DB_SETTINGS: Readonly<Record<string, string>> = IN_MEMORY_DB_SETTINGS;

/** Designs, variants, lookups, menus, search, prices and images. */
@Module({})
export class CatalogueModule {
  static forRoot(options: ServiceRuntimeOptions): DynamicModule {
    return {
      module: CatalogueModule,
      imports: [
        ServicePlatformModule.forRoot({
          ...options,
          database: withDatabaseSettings(options.database, CATALOGUE_DB_SETTINGS),
          migrationsFolder: join(__dirname, 'migrations'),
          outbox: { outbox, processedMessages },
          // Filled by imports and the Sellease sync, and read by key in the same bursts.
          bulkTables: ['catalogue.designs', 'catalogue.variants', 'catalogue.design_search'],
        }),
      ],
      controllers: [
        MenuController,
        LookupsController,
        SearchController,
        DesignsController,
        ImagesController,
        VariantsController,
        PricingEventsController,
        MenusAdminController,
        TaxonomyAdminController,
        ImagesAdminController,
        CatalogueChangesConsumer,
        DesignsAdminController,
        DesignEventsController,
        CatalogueReportsController,
        OffersAdminController,
        DiscountsAdminController,
        MetalRatesController,
      ],
      providers: [
        MenuService,
        LookupsService,
        PricingService,
        SearchIndexService,
        SearchRecounter,
        TextSearchService,
        SearchService,
        DesignsService,
        ImagesService,
        CatalogueCache,
        CatalogueSeeder,
        VariantsService,
        StockConsumer,
        MenusAdminService,
        GroupsAdminService,
        LookupNamesAdminService,
        DesignMappingService,
        CollectionsAdminService,
        FiltersAdminService,
        FilterConfigService,
        ImagesAdminService,
        DesignsAdminService,
        DesignImportService,
        CatalogueReportsService,
        ImportJobs,
        OfferEffects,
        OffersAdminService,
        DiscountsAdminService,
        MetalRatesService,
        DiscountPricing,
        CustomerPricingCache,
        OfferImportService,
        CuratedListsService,
      ],
    };
  }
}
