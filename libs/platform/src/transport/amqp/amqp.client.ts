import { CommonErrorCode, serviceOfPattern } from '@atelier/contracts/common';
import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { type Channel, type ChannelModel, type ConfirmChannel, type ConsumeMessage, connect } from 'amqplib';
import { randomUUID } from 'node:crypto';
import { getLogger } from '../../logging';
import { AMQP_SOCKET, amqpNames, PATTERN_HEADER, REQUEST_ID_HEADER } from '../transport-options';
import { decode, encode, type Reply, requestIdOf } from '../wire';

const DIRECT_REPLY_TO = 'amq.rabbitmq.reply-to';

interface Connected {
  connection: ChannelModel;
  requests: Channel;
  events: ConfirmChannel;
  /** External queues already asserted on this connection (asserted once, not per message). */
  asserted: Set<string>;
}

/**
 * Sends requests straight to the owning service's queue and waits on RabbitMQ's direct reply-to; events
 * go to the topic exchange as persistent messages on a confirm channel, so an emit resolves only once
 * the broker has taken responsibility for the message.
 */
export class AmqpClient extends ClientProxy {
  private connecting?: Promise<Connected>;
  /** The connection `connecting` resolved to; events of older ones are ignored. */
  private current?: ChannelModel;
  private readonly pending = new Map<string, (packet: WritePacket) => void>();
  private readonly names: ReturnType<typeof amqpNames>;
  private readonly log = getLogger('amqp-client');

  constructor(private readonly options: { url: string; prefix: string; rpcTimeoutMs: number }) {
    super();
    this.names = amqpNames(options.prefix);
  }

  connect(): Promise<Connected> {
    this.connecting ??= this.open().then(
      (connected) => {
        this.current = connected.connection;
        return connected;
      },
      (error: unknown) => {
        this.connecting = undefined;
        throw error;
      },
    );
    return this.connecting;
  }

  private async open(): Promise<Connected> {
    const connection = await connect(this.options.url, AMQP_SOCKET);
    const lost = (): void => this.onConnectionLost(connection);
    connection.on('close', lost);
    connection.on('error', (error: Error) => this.log.warn({ err: error.message }, 'AMQP connection error'));
    try {
      const requests = await connection.createChannel();
      const events = await connection.createConfirmChannel();
      // Either channel closing (a channel error, the broker going away) ends this connection: the next
      // call opens a new one with a new reply consumer, instead of using a dead channel forever.
      for (const channel of [requests, events]) {
        channel.on('error', (error: Error) => this.log.warn({ err: error.message }, 'AMQP channel error'));
        channel.on('close', () => {
          lost();
          void connection.close().catch(() => undefined);
        });
      }
      await events.assertExchange(this.names.events, 'topic', { durable: true });
      await requests.consume(DIRECT_REPLY_TO, (msg) => msg && this.onReply(msg), { noAck: true });
      return { connection, requests, events, asserted: new Set<string>() };
    } catch (error) {
      await connection.close().catch(() => undefined);
      throw error;
    }
  }

  private onConnectionLost(connection: ChannelModel): void {
    const current = this.current;
    if (current && current !== connection) return;
    this.current = undefined;
    this.connecting = undefined;
    // Replies to in-flight requests can never arrive on a new connection.
    for (const [id, callback] of this.pending) {
      this.pending.delete(id);
      callback({
        err: {
          code: CommonErrorCode.ServiceUnavailable,
          i18nKey: 'error.serviceUnavailable',
          message: 'lost',
        },
        isDisposed: true,
      });
    }
  }

  private onReply(msg: ConsumeMessage): void {
    const id = String(msg.properties.correlationId ?? '');
    const callback = this.pending.get(id);
    if (!callback) return;
    this.pending.delete(id);
    const reply = decode(msg.content) as Reply;
    if ('err' in reply) callback({ err: reply.err, isDisposed: true });
    else callback({ response: reply.response, isDisposed: true });
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const id = randomUUID();
    const pattern = this.normalizePattern(packet.pattern as string);
    this.pending.set(id, callback);
    this.connect()
      .then(({ requests }) => {
        // Throws when the channel has just closed; the catch below answers 503.
        requests.sendToQueue(this.names.serviceQueue(serviceOfPattern(pattern)), encode(packet.data), {
          replyTo: DIRECT_REPLY_TO,
          correlationId: id,
          messageId: id,
          type: 'request',
          contentType: 'application/json',
          // A request nobody picks up in time is worthless; let the broker drop it.
          expiration: String(this.options.rpcTimeoutMs),
          headers: { [PATTERN_HEADER]: pattern, [REQUEST_ID_HEADER]: requestIdOf(packet.data) },
        });
      })
      .catch((error: Error) => {
        this.pending.delete(id);
        callback({
          err: {
            code: CommonErrorCode.ServiceUnavailable,
            i18nKey: 'error.serviceUnavailable',
            message: error.message,
          },
          isDisposed: true,
        });
      });
    return () => this.pending.delete(id);
  }

  protected async dispatchEvent<T = unknown>(packet: ReadPacket): Promise<T> {
    const { events } = await this.connect();
    const pattern = this.normalizePattern(packet.pattern as string);
    const data = packet.data as { messageId?: string } | undefined;
    const messageId = data?.messageId ?? randomUUID();
    await new Promise<void>((resolve, reject) => {
      const settle = (error: unknown): void => {
        if (!error) resolve();
        else reject(error instanceof Error ? error : new Error('AMQP publish failed'));
      };
      try {
        events.publish(
          this.names.events,
          pattern,
          encode(packet.data),
          {
            persistent: true,
            messageId,
            type: 'event',
            contentType: 'application/json',
            headers: { [PATTERN_HEADER]: pattern, [REQUEST_ID_HEADER]: requestIdOf(packet.data) },
          },
          settle,
        );
      } catch (error) {
        // The channel closed under us: the event was not taken, the caller retries.
        settle(error);
      }
    });
    return undefined as T;
  }

  /**
   * Publishes raw to an external system's queue, persistent and confirmed (the Sellease outbound queue;
   * tests and tools playing Sellease use it for the inbound one).
   */
  async sendExternal(
    queue: string,
    body: unknown,
    properties: { messageId: string; type: string; tenantId: string },
  ) {
    const { events, asserted } = await this.connect();
    const name = this.names.external(queue);
    if (!asserted.has(name)) {
      await events.assertQueue(name, {
        durable: true,
        arguments: { 'x-dead-letter-exchange': this.names.deadLetters, 'x-dead-letter-routing-key': 'sync' },
      });
      asserted.add(name);
    }
    await new Promise<void>((resolve, reject) => {
      events.sendToQueue(
        name,
        encode(body),
        {
          persistent: true,
          messageId: properties.messageId,
          type: properties.type,
          contentType: 'application/json',
          headers: { 'x-tenant-id': properties.tenantId },
        },
        (error) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve()),
      );
    });
  }

  unwrap<T>(): T {
    throw new Error('AmqpClient does not expose its connection');
  }

  async close(): Promise<void> {
    const current = this.connecting;
    this.connecting = undefined;
    this.current = undefined;
    if (current) await (await current.catch(() => undefined))?.connection.close().catch(() => undefined);
  }
}
