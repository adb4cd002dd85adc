import { connect } from 'amqplib';
import { Redis } from 'ioredis';
import { DISTRIBUTED_SERVICES, LOCAL } from './system';

/**
 * The Sellease queues the sync service declares (SELLEASE_INBOUND_QUEUE and SELLEASE_OUTBOUND_QUEUE):
 * named here because Jest's global teardown, which cleans up with this module, does not resolve the
 * workspace's package paths.
 */
export const SELLEASE_QUEUES = ['sellease.inbound', 'sellease.outbound'];

/**
 * Deletes every queue and exchange a test run created under its AMQP prefix: the services' queues, the
 * Sellease queues, and any other the caller names.
 */
export async function deleteAmqpObjects(prefix: string, extraQueues: string[] = []): Promise<void> {
  const connection = await connect(LOCAL.amqp);
  try {
    const channel = await connection.createChannel();
    const queues = [
      ...DISTRIBUTED_SERVICES.flatMap((s) => [`${prefix}.${s}`, `${prefix}.${s}.dlq`]),
      ...[...SELLEASE_QUEUES, ...extraQueues].map((q) => `${prefix}.${q}`),
    ];
    for (const queue of queues) await channel.deleteQueue(queue);
    await channel.deleteExchange(`${prefix}.events`);
    await channel.deleteExchange(`${prefix}.dlx`);
    await channel.close();
  } finally {
    await connection.close();
  }
}

export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(LOCAL.redis);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
