import {
  SELLEASE_INBOUND_QUEUE,
  SELLEASE_OUTBOUND_QUEUE,
  type SelleaseCustomerRegisteredBody,
  type SelleaseOrderPlacedBody,
  SelleaseOutboundTypes,
} from '@atelier/contracts/sync';
import type { Channel, ConfirmChannel } from 'amqplib';
import {
  accountLinked,
  accountNumberOf,
  acknowledgement,
  invoicedInFull,
  type SimMessage,
} from './sellease-messages';

/** Where the simulator talks: the deployment's AMQP prefix and the tenant it plays Sellease for. */
export interface SelleasePlace {
  prefix: string;
  tenant: string;
}

/** The arguments our queues are declared with (a queue must be asserted with the same ones). */
export const queueArgsOf = (prefix: string) => ({
  'x-dead-letter-exchange': `${prefix}.dlx`,
  'x-dead-letter-routing-key': 'sync',
});

/** Publishes to our inbound queue as Sellease does: persistent, typed, tenant in a header, confirmed. */
export async function publishInbound(
  channel: ConfirmChannel,
  place: SelleasePlace,
  messages: readonly SimMessage[],
): Promise<void> {
  const queue = `${place.prefix}.${SELLEASE_INBOUND_QUEUE}`;
  for (const message of messages) {
    const ok = channel.sendToQueue(queue, Buffer.from(JSON.stringify(message.body)), {
      persistent: true,
      messageId: message.messageId,
      type: message.type,
      contentType: 'application/json',
      headers: { 'x-tenant-id': place.tenant },
    });
    if (!ok) await new Promise((resolve) => channel.once('drain', resolve));
  }
  await channel.waitForConfirms();
}

export interface Answerer {
  orders(): number;
  registrations(): number;
  /** Ids of the messages published so far in answer (tests clean them up). */
  published(): string[];
  stop(): Promise<void>;
}

/**
 * Consumes our outbound queue as Sellease: every placed order is acknowledged (its SE order number) and
 * invoiced and shipped in full; every registration gets an account (`customer.linked`). Answers go to
 * the tenant the message came from. A repeat of a message id is answered once.
 */
export async function answerOutbound(
  consumer: Channel,
  publisher: ConfirmChannel,
  place: SelleasePlace & {
    run: string;
    log?: (line: string) => void;
    /** Which messages to answer (a test answers only its own); the rest are taken off unanswered. */
    accept?: (type: string, body: Record<string, unknown>) => boolean;
  },
): Promise<Answerer> {
  const log = place.log ?? ((line: string) => console.log(line));
  const seen = new Set<string>();
  const published: string[] = [];
  let orders = 0;
  let registrations = 0;
  let seOrderNumber = 50_000 + Math.floor(Math.random() * 40_000);
  const queue = `${place.prefix}.${SELLEASE_OUTBOUND_QUEUE}`;
  await consumer.assertQueue(queue, { durable: true, arguments: queueArgsOf(place.prefix) });
  const answer = async (tenant: string, messages: SimMessage[]) => {
    await publishInbound(publisher, { prefix: place.prefix, tenant }, messages);
    published.push(...messages.map((message) => message.messageId));
  };
  const { consumerTag } = await consumer.consume(queue, (msg) => {
    if (!msg) return;
    void (async () => {
      const id = String(msg.properties.messageId);
      const type = String(msg.properties.type);
      const header: unknown = msg.properties.headers?.['x-tenant-id'];
      const tenant = typeof header === 'string' ? header : place.tenant;
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(msg.content.toString('utf8')) as Record<string, unknown>;
      } catch {
        // Sent back it would come round forever: Sellease logs it and moves on.
        log(`outbound message ${id} is not JSON; dropped`);
        consumer.ack(msg);
        return;
      }
      if (seen.has(id)) log(`repeat of ${id} ignored`);
      else if (place.accept && !place.accept(type, body)) log(`${type} ${id} left unanswered`);
      else if (type === SelleaseOutboundTypes.OrderPlaced) {
        const order = body as unknown as SelleaseOrderPlacedBody;
        seOrderNumber += 1;
        await answer(tenant, [acknowledgement(order, seOrderNumber, 1), invoicedInFull(order, 2)]);
        orders += 1;
        log(`order ${order.orderNumber}: acknowledged as SE${seOrderNumber}, invoiced and shipped`);
      } else if (type === SelleaseOutboundTypes.CustomerRegistered) {
        const registration = body as unknown as SelleaseCustomerRegisteredBody;
        registrations += 1;
        const acNo = accountNumberOf(place.run, registrations);
        await answer(tenant, [accountLinked(registration, acNo, 1)]);
        log(`registration of ${registration.company}: account ${acNo} opened`);
      } else log(`unknown outbound message type ${type}`);
      seen.add(id);
      consumer.ack(msg);
    })().catch((error: unknown) => {
      log(`answering failed: ${String(error)}`);
      consumer.nack(msg, false, true);
    });
  });
  return {
    orders: () => orders,
    registrations: () => registrations,
    published: () => [...published],
    stop: async () => {
      await consumer.cancel(consumerTag);
    },
  };
}
