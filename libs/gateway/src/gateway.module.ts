import { type CacheStore, createServiceClient, openCache, ServiceClient } from '@atelier/platform';
import { type DynamicModule, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import { ContentAdminController } from './admin/content-admin.controller';
import { PricingAdminController } from './admin/pricing-admin.controller';
import { ContentController } from './admin/content.controller';
import { NewsletterAdminController } from './admin/newsletter-admin.controller';
import { PageViewsController } from './admin/page-views.controller';
import { JwtAuthGuard } from './auth/jwt-auth.guard';
import { TokenService } from './auth/token.service';
import { RateLimiter } from './auth/rate-limiter';
import { DesignsAdminController } from './catalogue/designs-admin.controller';
import { CatalogueReportsController } from './catalogue/catalogue-reports.controller';
import { CuratedListsController, OffersAdminController } from './catalogue/offers-admin.controller';
import { DiscountsAdminController } from './catalogue/discounts-admin.controller';
import { MetalRatesAdminController } from './catalogue/metal-rates-admin.controller';
import { ImagesController } from './catalogue/images.controller';
import { ImagesAdminController } from './catalogue/images-admin.controller';
import { MenusAdminController, Page2MenuController } from './catalogue/menus-admin.controller';
import { TaxonomyAdminController } from './catalogue/taxonomy-admin.controller';
import { LookupsController } from './catalogue/lookups.controller';
import { MenuController } from './catalogue/menu.controller';
import { ProductsController } from './catalogue/products.controller';
import { RequestContextGuard } from './context/request-context.guard';
import { HttpErrorFilter } from './errors/http-error.filter';
import { GATEWAY_CACHE, GATEWAY_OPTIONS, type GatewayOptions } from './gateway-options';
import { HealthController } from './health/health.controller';
import { BodyValidationPipe } from './http/body-validation.pipe';
import { UsersController } from './identity/users.controller';
import { AccountsController } from './identity/accounts.controller';
import { AdminUsersController } from './identity/admin-users.controller';
import { CustomersAdminController } from './identity/customers-admin.controller';
import { CartController } from './orders/cart.controller';
import { OrderListsController } from './orders/order-lists.controller';
import { QuickOrderController } from './orders/quick-order.controller';
import { DocumentsController } from './orders/documents.controller';
import { OrdersAdminController } from './orders/orders-admin.controller';
import { ReportsController } from './admin/reports.controller';
import { OrdersController } from './orders/orders.controller';
import { SelleaseController } from './sync/sellease.controller';
import { SyncErrorsController } from './sync/sync-errors.controller';
import { SyncRunsController } from './sync/sync-runs.controller';
import { PlatformController } from './platform/platform.controller';

class GatewayLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(GATEWAY_CACHE) private readonly cache: CacheStore,
    @Inject(ServiceClient) private readonly services: ServiceClient,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.services.close();
    if (this.cache.kind === 'redis') await this.cache.close();
  }
}

/** The only public HTTP surface: authenticates, checks the context, validates, and forwards to services. */
@Module({})
export class GatewayModule {
  static forRoot(options: GatewayOptions): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        JwtModule.register({
          // A key object: given the string, the JWT library tries to read it as a public key on every
          // verification and throws before falling back to HMAC, the gateway's largest cost per call.
          secret: createSecretKey(Buffer.from(options.jwtSecret, 'utf8')),
          signOptions: { algorithm: 'HS256', expiresIn: options.jwtAccessTtlSeconds },
          verifyOptions: { algorithms: ['HS256'] },
        }),
      ],
      controllers: [
        UsersController,
        AccountsController,
        CustomersAdminController,
        AdminUsersController,
        MenuController,
        LookupsController,
        ProductsController,
        DesignsAdminController,
        OffersAdminController,
        DiscountsAdminController,
        MetalRatesAdminController,
        CuratedListsController,
        ImagesController,
        ImagesAdminController,
        MenusAdminController,
        Page2MenuController,
        TaxonomyAdminController,
        CartController,
        QuickOrderController,
        OrderListsController,
        OrdersController,
        DocumentsController,
        OrdersAdminController,
        ReportsController,
        CatalogueReportsController,
        ContentController,
        NewsletterAdminController,
        PageViewsController,
        ContentAdminController,
        PricingAdminController,
        SelleaseController,
        SyncErrorsController,
        SyncRunsController,
        HealthController,
        PlatformController,
      ],
      providers: [
        { provide: GATEWAY_OPTIONS, useValue: options },
        { provide: GATEWAY_CACHE, useFactory: () => openCache(options.cache) },
        { provide: ServiceClient, useFactory: () => createServiceClient(options.transport) },
        TokenService,
        RateLimiter,
        // Order matters: the token is verified first, then the context is built from it.
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RequestContextGuard },
        { provide: APP_PIPE, useClass: BodyValidationPipe },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        GatewayLifecycle,
      ],
    };
  }
}
