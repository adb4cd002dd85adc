import type { ServiceName } from '@atelier/contracts/common';
import type { DynamicModule } from '@nestjs/common';
import type { ServiceConfig } from '../config';
import { configureLogging, getLogger } from '../logging';
import type { ServiceQueueOptions } from '../transport';
import { bootstrapService } from './bootstrap-service';
import type { ServiceRuntimeOptions } from './service-options';

/** The distributed-mode main of a service: its own process on RabbitMQ, PostgreSQL and Redis. */
export async function runDistributedService(
  service: ServiceName,
  config: ServiceConfig,
  moduleFor: (options: ServiceRuntimeOptions) => DynamicModule,
  queues?: ServiceQueueOptions,
): Promise<void> {
  configureLogging({ level: config.LOG_LEVEL, app: service });
  const options: ServiceRuntimeOptions = {
    service,
    database: { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DB_POOL_SIZE },
    cache: { kind: 'redis', url: config.REDIS_URL, prefix: config.CACHE_PREFIX },
    transport: {
      kind: 'amqp',
      url: config.AMQP_URL,
      prefix: config.AMQP_PREFIX,
      rpcTimeoutMs: config.RPC_TIMEOUT_MS,
    },
    storage: { kind: 'local', dir: config.FILES_DIR },
    seedDemo: config.SEED_DEMO,
  };
  try {
    await bootstrapService(moduleFor(options), {
      ...options,
      metricsPort: config.METRICS_PORT,
      queues,
    });
    getLogger(service).info({ service }, 'service ready');
  } catch (error) {
    getLogger(service).fatal({ err: error }, `${service} failed to start: ${(error as Error).message}`);
    process.exit(1);
  }
}
