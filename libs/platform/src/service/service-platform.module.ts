import { healthPattern, type ServiceHealthReport } from '@atelier/contracts/common';
import {
  type DynamicModule,
  Controller,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
  type Type,
} from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import { type CacheStore, openCache } from '../cache';
import { type DatabaseHandle, openDatabase, TableStatistics } from '../database';
import { probe } from '../health';
import { getLogger } from '../logging';
import { OutboxRelay, type OutboxTables } from '../outbox';
import { openStorage } from '../storage';
import { createServiceClient, ServiceClient } from '../transport';
import { DtoValidationPipe } from './dto-validation.pipe';
import { RpcErrorFilter } from './rpc-error.filter';
import type { ServiceRuntimeOptions } from './service-options';
import { CACHE, DATABASE, OUTBOX_TABLES, SERVICE_OPTIONS, STORAGE } from './tokens';

@Injectable()
class PlatformLifecycle implements OnModuleInit, OnApplicationShutdown {
  private readonly log = getLogger('platform');

  constructor(
    @Inject(SERVICE_OPTIONS) private readonly options: ServiceRuntimeOptions & { migrationsFolder: string },
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CACHE) private readonly cache: CacheStore,
    private readonly client: ServiceClient,
  ) {}

  /** Runs before any handler is registered, so no message ever meets an old schema. */
  async onModuleInit(): Promise<void> {
    await this.database.migrate({ service: this.options.service, folder: this.options.migrationsFolder });
    this.log.info({ service: this.options.service }, 'migrations applied');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
    await this.database.close();
    if (this.cache.kind === 'redis') await this.cache.close();
  }
}

function healthControllerFor(options: ServiceRuntimeOptions): Type {
  @Controller()
  class HealthController {
    constructor(
      @Inject(DATABASE) private readonly database: DatabaseHandle,
      @Inject(CACHE) private readonly cache: CacheStore,
    ) {}

    @MessagePattern(healthPattern(options.service))
    async check(): Promise<ServiceHealthReport> {
      const [database, cache] = await Promise.all([
        probe(() => this.database.ping()),
        probe(() => this.cache.ping()),
      ]);
      const up = database.status === 'up' && cache.status === 'up';
      return { service: options.service, status: up ? 'up' : 'down', dependencies: { database, cache } };
    }
  }
  return HealthController;
}

/**
 * What every service gets from the platform: its database (migrated), the cache, a client to other
 * services, validation of every payload, one error form on the wire, and a health handler.
 */
@Global()
@Module({})
export class ServicePlatformModule {
  /**
   * `outbox`: the service's outbox tables, when it publishes domain events; the platform then runs the
   * relay that publishes them. `bulkTables`: tables ('schema.table') the service fills in bulk, whose
   * statistics {@link TableStatistics} keeps fresh when told of a bulk write.
   */
  static forRoot(
    options: ServiceRuntimeOptions & {
      migrationsFolder: string;
      outbox?: OutboxTables;
      bulkTables?: readonly string[];
    },
  ): DynamicModule {
    const { outbox, bulkTables = [], ...runtime } = options;
    const outboxProviders = outbox ? [{ provide: OUTBOX_TABLES, useValue: outbox }, OutboxRelay] : [];
    return {
      module: ServicePlatformModule,
      controllers: [healthControllerFor(runtime)],
      providers: [
        { provide: SERVICE_OPTIONS, useValue: runtime },
        { provide: DATABASE, useFactory: () => openDatabase(options.database) },
        { provide: CACHE, useFactory: () => openCache(options.cache) },
        {
          provide: STORAGE,
          useFactory: () => openStorage(options.storage ?? { kind: 'local', dir: 'data/files' }),
        },
        { provide: ServiceClient, useFactory: () => createServiceClient(options.transport) },
        { provide: APP_PIPE, useClass: DtoValidationPipe },
        { provide: APP_FILTER, useClass: RpcErrorFilter },
        {
          provide: TableStatistics,
          useFactory: (database: DatabaseHandle) => new TableStatistics(database, bulkTables),
          inject: [DATABASE],
        },
        PlatformLifecycle,
        ...outboxProviders,
      ],
      exports: [
        SERVICE_OPTIONS,
        DATABASE,
        CACHE,
        STORAGE,
        ServiceClient,
        TableStatistics,
        ...outboxProviders,
      ],
    };
  }
}
