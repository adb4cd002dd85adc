import { CommonErrorCode, type SerializedError } from '@atelier/contracts/common';
import { type CustomTransportStrategy, type MessageHandler, Server } from '@nestjs/microservices';
import { type Channel, type ChannelModel, type ConsumeMessage, connect } from 'amqplib';
import { lastValueFrom } from 'rxjs';
import { retryWhileTransient, toSerializedError } from '../../errors';
import { getLogger, runWithRequestId } from '../../logging';
import { messagesHandled } from '../../metrics';
import { AMQP_SOCKET, amqpNames, PATTERN_HEADER } from '../transport-options';
import { decode, encode, type Reply, requestIdOf } from '../wire';
import { AckBatcher } from './ack-batcher';
import { AmqpContext } from './amqp.context';

export interface AmqpServerOptions {
  url: string;
  prefix: string;
  service: string;
  prefetch?: number;
  /**
   * Queues fed by other systems (Sellease) in their own format: each message is handed to the event
   * handler named here as an {@link ExternalMessage}.
   */
  externalQueues?: Array<{ queue: string; pattern: string }>;
  /**
   * Unacked messages of the external queues held at once, on their own channel: their handler applies
   * whatever has arrived as one batch, so this bounds the batch (the service queue keeps `prefetch`).
   */
  externalPrefetch?: number;
}

/** What a handler of an external queue receives: the sender's own fields, not yet validated. */
export interface ExternalMessage {
  messageId: unknown;
  type: unknown;
  tenantId: unknown;
  body: unknown;
}

const RECONNECT_DELAY_MS = 500;
const MAX_RECONNECT_DELAY_MS = 5_000;
const DEFAULT_EXTERNAL_PREFETCH = 1_000;
/**
 * Waits before an event's handler runs again after a passing failure (the database restarting, a
 * service not answering); a failure that outlasts them sends the event to the dead-letter queue.
 */
const EVENT_RETRY_DELAYS_MS = [250, 1_000, 4_000];

/**
 * Acks, nacks and replies go to the channel the message came on. If that channel has closed meanwhile
 * (the broker restarted), amqplib throws; the broker redelivers the unacked message on the next
 * connection, and handlers are idempotent, so there is nothing else to do.
 */
function onChannel(work: () => void): void {
  try {
    work();
  } catch {
    // Channel closed: see above.
  }
}

/** How a message's outcome reaches the broker: each on its own, or gathered (see {@link AckBatcher}). */
interface Settle {
  ack(msg: ConsumeMessage): void;
  /** To the dead-letter queue. */
  reject(msg: ConsumeMessage): void;
}

/** Each message acked or rejected by itself, at once. */
function settleEach(channel: Channel): Settle {
  return {
    ack: (msg) => onChannel(() => channel.ack(msg)),
    reject: (msg) => onChannel(() => channel.nack(msg, false, false)),
  };
}

/** Acks gathered into one `multiple` ack per turn; a rejected message is nacked by itself at once. */
function settleBatched(channel: Channel, batcher: AckBatcher): Settle {
  return {
    ack: (msg) => batcher.ack(msg),
    reject: (msg) => {
      onChannel(() => channel.nack(msg, false, false));
      batcher.dropped(msg);
    },
  };
}

/**
 * RabbitMQ transport for a service: one durable queue per service holding both requests (sent straight
 * to it) and events (bound from the topic exchange). A message is acked only after its handler
 * succeeded; an event whose handler failed (after a few tries when the failure was passing: see
 * isTransientFailure), or a request that hit an unexpected error, goes to the service's dead-letter
 * queue. Reconnects by itself when the broker goes away.
 */
export class AmqpServer extends Server implements CustomTransportStrategy {
  private connection?: ChannelModel;
  private channel?: Channel;
  private closing = false;
  private reconnectTimer?: NodeJS.Timeout;
  private reconnectDelayMs = RECONNECT_DELAY_MS;
  private readonly log = getLogger('amqp-server');

  constructor(private readonly options: AmqpServerOptions) {
    super();
  }

  /**
   * Patterns here are names, the route as it is: Nest's own lookup first tries each message's pattern as
   * JSON, which throws (and builds a stack trace) for a name, once per message.
   */
  override getHandlerByPattern(pattern: string): MessageHandler | null {
    return this.messageHandlers.get(pattern) ?? super.getHandlerByPattern(pattern);
  }

  async listen(callback: (error?: unknown) => void): Promise<void> {
    try {
      await this.start();
      callback();
    } catch (error) {
      callback(error);
    }
  }

  private async start(): Promise<void> {
    const names = amqpNames(this.options.prefix);
    const { service } = this.options;
    const connection = await connect(this.options.url, AMQP_SOCKET);
    try {
      connection.on('error', (error: Error) =>
        this.log.warn({ err: error.message }, 'AMQP connection error'),
      );
      connection.on('close', () => this.lost(connection));
      const channel = await connection.createChannel();
      // A channel the broker closed (say, an ack it did not expect) must not leave the service deaf:
      // closing the connection brings everything back up on a fresh one.
      channel.on('error', (error: Error) => this.log.warn({ err: error.message }, 'AMQP channel error'));
      channel.on('close', () => {
        if (this.channel === channel) void connection.close().catch(() => undefined);
      });

      await channel.prefetch(this.options.prefetch ?? 20);
      await channel.assertExchange(names.events, 'topic', { durable: true });
      await channel.assertExchange(names.deadLetters, 'direct', { durable: true });
      const queueArgs = { 'x-dead-letter-exchange': names.deadLetters, 'x-dead-letter-routing-key': service };
      await channel.assertQueue(names.deadLetterQueue(service), { durable: true });
      await channel.bindQueue(names.deadLetterQueue(service), names.deadLetters, service);
      await channel.assertQueue(names.serviceQueue(service), { durable: true, arguments: queueArgs });
      for (const [pattern, handler] of this.messageHandlers) {
        if (handler.isEventHandler)
          await channel.bindQueue(names.serviceQueue(service), names.events, pattern);
      }
      this.connection = connection;
      this.channel = channel;
      await channel.consume(names.serviceQueue(service), (msg) => msg && this.dispatch(channel, msg), {
        noAck: false,
      });

      const externals = this.options.externalQueues ?? [];
      if (externals.length > 0) {
        const external = await connection.createChannel();
        external.on('error', (error: Error) =>
          this.log.warn({ err: error.message }, 'AMQP external channel error'),
        );
        external.on('close', () => {
          if (this.channel === channel) void connection.close().catch(() => undefined);
        });
        await external.prefetch(this.options.externalPrefetch ?? DEFAULT_EXTERNAL_PREFETCH);
        // An external queue's messages are applied in batches in the order they came: their acks go
        // out together (a channel closed meanwhile throws, as for single acks: see onChannel).
        const batcher = new AckBatcher({
          ack: (msg, allUpTo) => onChannel(() => external.ack(msg, allUpTo)),
        });
        const settle = settleBatched(external, batcher);
        for (const { queue: name, pattern } of externals) {
          const queue = names.external(name);
          await external.assertQueue(queue, { durable: true, arguments: queueArgs });
          await external.consume(
            queue,
            (msg) => {
              if (!msg) return;
              batcher.received(msg);
              void this.onExternal(external, msg, pattern, settle).catch((e: unknown) => this.unexpected(e));
            },
            { noAck: false },
          );
        }
      }
      this.reconnectDelayMs = RECONNECT_DELAY_MS;
      this.log.info({ service, queue: names.serviceQueue(service) }, 'consuming');
    } catch (error) {
      // A half-set-up connection is closed, so it neither leaks nor consumes beside the next one.
      this.connection = undefined;
      this.channel = undefined;
      await connection.close().catch(() => undefined);
      throw error;
    }
  }

  private dispatch(channel: Channel, msg: ConsumeMessage): void {
    void this.onMessage(channel, msg).catch((error: unknown) => this.unexpected(error));
  }

  private unexpected(error: unknown): void {
    this.log.error({ err: error }, 'AMQP message handling failed');
  }

  /** The current connection went away: forget it and come back (stale connections are ignored). */
  private lost(connection: ChannelModel): void {
    if (this.connection !== undefined && this.connection !== connection) return;
    this.channel = undefined;
    this.connection = undefined;
    if (this.closing) return;
    this.log.warn({ service: this.options.service }, 'AMQP connection closed; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closing || this.reconnectTimer) return;
    const delay = this.reconnectDelayMs;
    this.reconnectDelayMs = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.closing || this.connection) return;
      this.start().catch((error: Error) => {
        this.log.warn({ err: error.message }, 'AMQP reconnect failed');
        this.scheduleReconnect();
      });
    }, delay);
    this.reconnectTimer.unref();
  }

  private async onMessage(channel: Channel, msg: ConsumeMessage): Promise<void> {
    const pattern = String(msg.properties.headers?.[PATTERN_HEADER] ?? '');
    let data: unknown;
    try {
      data = decode(msg.content);
    } catch {
      this.log.error({ pattern }, 'undecodable message sent to dead letters');
      onChannel(() => channel.nack(msg, false, false));
      return;
    }
    const context = new AmqpContext([msg, channel, pattern]);
    await runWithRequestId(requestIdOf(data) ?? String(msg.properties.messageId ?? ''), async () => {
      if (msg.properties.type === 'event')
        await this.handleIncomingEvent(settleEach(channel), msg, pattern, data, context);
      else await this.handleIncomingRequest(channel, msg, pattern, data, context);
    });
  }

  private async onExternal(
    channel: Channel,
    msg: ConsumeMessage,
    pattern: string,
    settle: Settle,
  ): Promise<void> {
    let body: unknown;
    try {
      body = decode(msg.content);
    } catch {
      body = undefined;
    }
    const headers = (msg.properties.headers ?? {}) as Record<string, unknown>;
    const payload: ExternalMessage = {
      messageId: msg.properties.messageId as unknown,
      type: msg.properties.type as unknown,
      tenantId: headers['x-tenant-id'],
      body,
    };
    const context = new AmqpContext([msg, channel, pattern]);
    await this.handleIncomingEvent(settle, msg, pattern, { payload }, context);
  }

  private async invoke(handler: MessageHandler, data: unknown, context: AmqpContext): Promise<unknown> {
    const result$ = this.transformToObservable(await handler(data, context));
    return lastValueFrom(result$, { defaultValue: undefined });
  }

  private async handleIncomingEvent(
    settle: Settle,
    msg: ConsumeMessage,
    pattern: string,
    data: unknown,
    context: AmqpContext,
  ): Promise<void> {
    const handler = this.getHandlerByPattern(pattern);
    if (!handler) {
      settle.ack(msg);
      return;
    }
    let failed: unknown;
    try {
      // Handlers are idempotent by message id, so running one again is safe; a message that is itself
      // at fault fails the same way every time and goes to the dead-letter queue at once.
      await retryWhileTransient(() => this.invoke(handler, data, context), EVENT_RETRY_DELAYS_MS, {
        stop: () => this.closing,
        onRetry: (error) =>
          this.log.warn(
            { pattern, err: toSerializedError(error) },
            'event handler failed for now; trying again',
          ),
      });
    } catch (error) {
      failed = error;
    }
    messagesHandled.inc({ kind: 'event', outcome: failed === undefined ? 'ok' : 'failed' });
    if (failed === undefined) {
      settle.ack(msg);
    } else {
      this.log.error({ pattern, error: toSerializedError(failed) }, 'event handler failed; dead-lettered');
      settle.reject(msg);
    }
  }

  private async handleIncomingRequest(
    channel: Channel,
    msg: ConsumeMessage,
    pattern: string,
    data: unknown,
    context: AmqpContext,
  ): Promise<void> {
    const handler = this.getHandlerByPattern(pattern);
    let reply: Reply;
    if (!handler) {
      reply = {
        err: {
          code: CommonErrorCode.NotFound,
          i18nKey: 'error.notFound',
          message: `No handler for ${pattern}`,
        },
      };
    } else {
      try {
        reply = { response: await this.invoke(handler, data, context) };
      } catch (error) {
        reply = { err: toSerializedError(error) };
      }
    }
    const { replyTo, correlationId } = msg.properties as { replyTo?: string; correlationId?: string };
    onChannel(() => {
      if (replyTo)
        channel.sendToQueue(replyTo, encode(reply), { correlationId, contentType: 'application/json' });
    });
    const unexpected = 'err' in reply && isUnexpected(reply.err);
    messagesHandled.inc({ kind: 'request', outcome: unexpected ? 'failed' : 'ok' });
    if (unexpected) onChannel(() => channel.nack(msg, false, false));
    else onChannel(() => channel.ack(msg));
  }

  on(): void {
    throw new Error('AmqpServer does not expose connection events');
  }

  unwrap<T>(): T {
    if (!this.connection) throw new Error('AmqpServer is not connected');
    return this.connection as T;
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.reconnectTimer);
    await this.connection?.close().catch(() => undefined);
  }
}

/** Business errors are answers; only an internal failure is worth keeping in the dead-letter queue. */
function isUnexpected(error: SerializedError): boolean {
  return error.code === (CommonErrorCode.Internal as string);
}
