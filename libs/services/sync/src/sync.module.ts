import {
  IN_MEMORY_DB_SETTINGS,
  ServicePlatformModule,
  type ServiceRuntimeOptions,
  withDatabaseSettings,
} from '@atelier/platform';
import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import { SyncErrorsController } from './errors/sync-errors.controller';
import { SyncErrorsService } from './errors/sync-errors.service';
import { outbox, processedMessages } from './schema/sync.schema';
import { OutboundController } from './sellease/outbound.controller';
import { OutboundService } from './sellease/outbound.service';
import { SyncRunsController } from './runs/sync-runs.controller';
import { SyncRunsService } from './runs/sync-runs.service';
import { SyncScheduler } from './runs/sync-scheduler';
import { SyncSchedulesService } from './runs/sync-schedules.service';
import { InboundBatcher } from './sellease/inbound-batcher';
import { InboundService } from './sellease/inbound.service';
import { OwnersClient } from './sellease/owners.client';
import { RecordClaims } from './sellease/record-claims';
import { SelleaseController } from './sellease/sellease.controller';
import { SelleaseService } from './sellease/sellease.service';

/**
 * The Sellease ERP link: Sellease's messages applied through the services that own the data (stock to
 * orders, prices to the catalogue), once each and newest version first, and the error list staff work;
 * placed orders and registrations sent to Sellease through the outbox.
 */
@Module({})
export class SyncModule {
  static forRoot(options: ServiceRuntimeOptions): DynamicModule {
    return {
      module: SyncModule,
      imports: [
        ServicePlatformModule.forRoot({
          ...options,
          // A batch's messages, claims and statuses are found through indexes, not whole-table scans.
          database: withDatabaseSettings(options.database, IN_MEMORY_DB_SETTINGS),
          migrationsFolder: join(__dirname, 'migrations'),
          outbox: { outbox, processedMessages },
          // A row per message and per record, looked up by key in every batch.
          bulkTables: ['sync.sellease_messages', 'sync.record_versions'],
        }),
      ],
      controllers: [SelleaseController, SyncErrorsController, OutboundController, SyncRunsController],
      providers: [
        SelleaseService,
        InboundService,
        InboundBatcher,
        OwnersClient,
        RecordClaims,
        SyncErrorsService,
        OutboundService,
        SyncRunsService,
        SyncSchedulesService,
        SyncScheduler,
      ],
    };
  }
}
