import { ServicePlatformModule, type ServiceRuntimeOptions } from '@atelier/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import { CartController } from './cart/cart.controller';
import { CartService } from './cart/cart.service';

/** Carts, orders, special and bespoke orders, appros and invoices; for now the cart. */
@Module({})
export class OrdersModule {
  static forRoot(options: ServiceRuntimeOptions): DynamicModule {
    return {
      module: OrdersModule,
      imports: [
        ServicePlatformModule.forRoot({ ...options, migrationsFolder: join(__dirname, 'migrations') }),
      ],
      controllers: [CartController],
      providers: [CartService],
    };
  }
}
