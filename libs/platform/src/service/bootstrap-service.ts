import type { INestMicroservice, Type, DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { PinoNestLogger } from '../logging';
import { startMetricsServer } from '../metrics';
import { createTransportServer, type ServiceQueueOptions } from '../transport';
import type { ServiceRuntimeOptions } from './service-options';

/** Starts one service on the transport its options name; used by each service's own main and by embedded mode. */
export async function bootstrapService(
  module: Type | DynamicModule,
  options: ServiceRuntimeOptions & {
    metricsPort?: number;
    queues?: ServiceQueueOptions;
  },
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(module, {
    strategy: createTransportServer(options.transport, options.service, options.queues),
    logger: new PinoNestLogger(options.service),
    bufferLogs: false,
  });
  app.enableShutdownHooks();
  await app.listen();
  if (options.metricsPort) {
    const server = startMetricsServer(options.metricsPort);
    const close = app.close.bind(app);
    app.close = async () => {
      server.close();
      await close();
    };
  }
  return app;
}
