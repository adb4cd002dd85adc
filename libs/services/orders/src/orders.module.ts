import {
  IN_MEMORY_DB_SETTINGS,
  ServicePlatformModule,
  type ServiceRuntimeOptions,
  withDatabaseSettings,
} from '@atelier/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import { AdminOrdersService } from './admin/admin-orders.service';
import { AdminController } from './admin/admin.controller';
import { ApproRemindersScheduler } from './appros/appro-reminders.scheduler';
import { ApprosService } from './appros/appros.service';
import { BespokeOrderStore } from './bespoke/bespoke-order.store';
import { BespokeService } from './bespoke/bespoke.service';
import { DocumentsController } from './bespoke/documents.controller';
import { CartController } from './cart/cart.controller';
import { CartService } from './cart/cart.service';
import { CartEvaluator } from './cart/cart.evaluator';
import { CatalogueClient } from './catalogue/catalogue.client';
import { CheckoutController } from './checkout/checkout.controller';
import { CheckoutService } from './checkout/checkout.service';
import { PlacementStore } from './checkout/placement.store';
import { CustomerDirectory } from './customers/customer-directory';
import { OrderEventsController } from './events/events.controller';
import { OrderPlacedConsumer } from './events/order-placed.consumer';
import { ReportingController } from './reporting/reporting.controller';
import { ReportingService } from './reporting/reporting.service';
import { InventoryService } from './inventory/inventory.service';
import { InvoicesService } from './invoices/invoices.service';
import { OrderStore } from './orders/order-store';
import { OrdersController } from './orders/orders.controller';
import { OrdersService } from './orders/orders.service';
import { outbox, processedMessages } from './schema/orders.schema';
import { StockSetController } from './inventory/stock-set.controller';
import { OrderUpdatesController } from './sync/order-updates.controller';
import { OrderUpdatesService } from './sync/order-updates.service';
import { StockTakeController } from './sync/stock-take.controller';
import { StockTakeService } from './sync/stock-take.service';
import { OrdersSeeder } from './seed/orders.seeder';
import { CustomerEventsController } from './customers/customer-events.controller';
import { OrderListsController } from './order-lists/order-lists.controller';
import { OrderListsService } from './order-lists/order-lists.service';
import { QuickOrderController } from './quick-order/quick-order.controller';
import { QuickOrderService } from './quick-order/quick-order.service';

/** Carts, checkout, orders (with the stock they reserve), special and bespoke orders, appros, invoices. */
@Module({})
export class OrdersModule {
  static forRoot(options: ServiceRuntimeOptions): DynamicModule {
    return {
      module: OrdersModule,
      imports: [
        ServicePlatformModule.forRoot({
          ...options,
          // A stock take finds, locks and updates its variants through indexes, not whole-table scans.
          database: withDatabaseSettings(options.database, IN_MEMORY_DB_SETTINGS),
          migrationsFolder: join(__dirname, 'migrations'),
          outbox: { outbox, processedMessages },
          // A first stock take from the ERP makes a row per variant it names.
          bulkTables: ['orders.inventory'],
        }),
      ],
      controllers: [
        StockSetController,
        StockTakeController,
        OrderUpdatesController,
        CartController,
        CheckoutController,
        OrdersController,
        DocumentsController,
        AdminController,
        OrderEventsController,
        CustomerEventsController,
        ReportingController,
        QuickOrderController,
        OrderListsController,
      ],
      providers: [
        CatalogueClient,
        CustomerDirectory,
        InventoryService,
        StockTakeService,
        OrderUpdatesService,
        CartEvaluator,
        CartService,
        CheckoutService,
        PlacementStore,
        OrderStore,
        OrdersService,
        InvoicesService,
        ApprosService,
        ApproRemindersScheduler,
        BespokeService,
        BespokeOrderStore,
        AdminOrdersService,
        OrderPlacedConsumer,
        OrdersSeeder,
        ReportingService,
        QuickOrderService,
        OrderListsService,
      ],
    };
  }
}
