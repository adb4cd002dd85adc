import type { ClientProxy, CustomTransportStrategy, Server } from '@nestjs/microservices';
import { AmqpClient } from './amqp/amqp.client';
import { AmqpServer, type AmqpServerOptions } from './amqp/amqp.server';
import { InProcessClient } from './in-process/in-process.client';
import { InProcessServer } from './in-process/in-process.server';
import { ServiceClient } from './service-client';
import type { TransportOptions } from './transport-options';

/** How a service takes its queues: Sellease's own queues, and how many unacked messages it holds. */
export type ServiceQueueOptions = Pick<AmqpServerOptions, 'externalQueues' | 'prefetch' | 'externalPrefetch'>;

export function createTransportServer(
  options: TransportOptions,
  service: string,
  queues: ServiceQueueOptions = {},
): Server & CustomTransportStrategy {
  if (options.kind === 'in-process') return new InProcessServer(options.bus);
  return new AmqpServer({ url: options.url, prefix: options.prefix, service, ...queues });
}

export function createTransportClient(options: TransportOptions): ClientProxy {
  if (options.kind === 'in-process') return new InProcessClient(options.bus);
  return new AmqpClient({ url: options.url, prefix: options.prefix, rpcTimeoutMs: options.rpcTimeoutMs });
}

export function createServiceClient(options: TransportOptions): ServiceClient {
  return new ServiceClient(createTransportClient(options), options.rpcTimeoutMs);
}
