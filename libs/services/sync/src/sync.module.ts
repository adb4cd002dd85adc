import { ServicePlatformModule, type ServiceRuntimeOptions } from '@atelier/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import { SelleaseController } from './sellease/sellease.controller';
import { SelleaseService } from './sellease/sellease.service';

/** The Sellease ERP link; for now the idempotent record of every message Sellease sends. */
@Module({})
export class SyncModule {
  static forRoot(options: ServiceRuntimeOptions): DynamicModule {
    return {
      module: SyncModule,
      imports: [
        ServicePlatformModule.forRoot({ ...options, migrationsFolder: join(__dirname, 'migrations') }),
      ],
      controllers: [SelleaseController],
      providers: [SelleaseService],
    };
  }
}
