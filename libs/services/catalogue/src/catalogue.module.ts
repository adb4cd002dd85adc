import { ServicePlatformModule, type ServiceRuntimeOptions } from '@atelier/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import { MenuController } from './menu/menu.controller';
import { MenuService } from './menu/menu.service';
import { CatalogueSeeder } from './seed/catalogue.seeder';

/** Designs, variants, lookups, menus, search, prices and images; for now the storefront menu. */
@Module({})
export class CatalogueModule {
  static forRoot(options: ServiceRuntimeOptions): DynamicModule {
    return {
      module: CatalogueModule,
      imports: [
        ServicePlatformModule.forRoot({ ...options, migrationsFolder: join(__dirname, 'migrations') }),
      ],
      controllers: [MenuController],
      providers: [MenuService, CatalogueSeeder],
    };
  }
}
