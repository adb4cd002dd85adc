import { DEMO_TENANT } from '@atelier/contracts/common';
import {
  SELLEASE_INBOUND_QUEUE,
  SELLEASE_OUTBOUND_QUEUE,
  type SelleaseOrderPlacedBody,
  SelleaseOutboundTypes,
} from '@atelier/contracts/sync';
import { type Channel, type ConfirmChannel, connect } from 'amqplib';
import { parseArgs } from 'node:util';
import {
  acknowledgement,
  createRng,
  designMessages,
  invoicedInFull,
  type SimMessage,
  skusOf,
  stockMessages,
  withFaults,
} from './sellease-messages';

/**
 * Plays Sellease against a running Atelier (distributed mode):
 *
 *   npm run sellease:simulate -- --designs 100 --stock-updates 1000 --faults 0.05 [--listen 0]
 *
 * Publishes N designs and M stock updates to the inbound queue (a share P malformed or out of order),
 * then consumes our outbound queue and answers every placed order with an acknowledgement (its SE order
 * number) and a status update invoicing and shipping every piece; registrations are logged (the contract
 * has no message answering one). `--listen S` stops after S seconds
 * (0, the default, runs until Ctrl+C). AMQP_URL, AMQP_PREFIX and --tenant say where.
 */

const { values } = parseArgs({
  options: {
    designs: { type: 'string', default: '10' },
    'stock-updates': { type: 'string', default: '50' },
    faults: { type: 'string', default: '0' },
    listen: { type: 'string', default: '0' },
    tenant: { type: 'string', default: DEMO_TENANT.id },
    seed: { type: 'string' },
  },
});

function count(name: string, raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, not ${raw}`);
  return value;
}

/** --faults 0.1 or --faults 10 (per cent) */
function share(raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 100)
    throw new Error(`--faults must be 0..1 or a percentage`);
  return value > 1 ? value / 100 : value;
}

const url = process.env['AMQP_URL'] ?? 'amqp://guest:guest@127.0.0.1:5672';
const prefix = process.env['AMQP_PREFIX'] ?? 'atelier';
const tenant = values.tenant ?? DEMO_TENANT.id;
const queueArgs = { 'x-dead-letter-exchange': `${prefix}.dlx`, 'x-dead-letter-routing-key': 'sync' };

async function publish(channel: ConfirmChannel, messages: readonly SimMessage[]): Promise<void> {
  const queue = `${prefix}.${SELLEASE_INBOUND_QUEUE}`;
  for (const message of messages) {
    const ok = channel.sendToQueue(queue, Buffer.from(JSON.stringify(message.body)), {
      persistent: true,
      messageId: message.messageId,
      type: message.type,
      contentType: 'application/json',
      headers: { 'x-tenant-id': tenant },
    });
    if (!ok) await new Promise((resolve) => channel.once('drain', resolve));
  }
  await channel.waitForConfirms();
}

async function answerOrders(consumer: Channel, publisher: ConfirmChannel): Promise<() => number> {
  const seen = new Set<string>();
  let answered = 0;
  let seOrderNumber = 50_000 + Math.floor(Math.random() * 40_000);
  const queue = `${prefix}.${SELLEASE_OUTBOUND_QUEUE}`;
  await consumer.assertQueue(queue, { durable: true, arguments: queueArgs });
  await consumer.consume(queue, (msg) => {
    if (!msg) return;
    void (async () => {
      const id = String(msg.properties.messageId);
      const type = String(msg.properties.type);
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(msg.content.toString('utf8')) as Record<string, unknown>;
      } catch {
        // Sent back it would come round forever: Sellease logs it and moves on.
        console.error(`outbound message ${id} is not JSON; dropped`);
        consumer.ack(msg);
        return;
      }
      if (seen.has(id)) console.log(`repeat of ${id} ignored`);
      else if (type === SelleaseOutboundTypes.OrderPlaced) {
        const order = body as unknown as SelleaseOrderPlacedBody;
        seOrderNumber += 1;
        await publish(publisher, [acknowledgement(order, seOrderNumber, 1), invoicedInFull(order, 2)]);
        answered += 1;
        console.log(`order ${order.orderNumber}: acknowledged as SE${seOrderNumber}, invoiced and shipped`);
      } else if (type === SelleaseOutboundTypes.CustomerRegistered) {
        // The inbound contract has no answer to a registration: customer.upserted opens an account by
        // its number and cannot name the registration it answers, so staff link the two in Sellease.
        console.log(`registration of ${String(body['company'])} received (no answer in the contract)`);
      } else console.log(`unknown outbound message type ${type}`);
      seen.add(id);
      consumer.ack(msg);
    })().catch((error: unknown) => {
      console.error('answering failed', error);
      consumer.nack(msg, false, true);
    });
  });
  return () => answered;
}

async function main(): Promise<void> {
  const designs = count('designs', values.designs);
  const stockUpdates = count('stock-updates', values['stock-updates']);
  const faults = share(values.faults);
  const listen = count('listen', values.listen);
  const seed = values.seed === undefined ? Date.now() : count('seed', values.seed);
  const run = (seed % 1_000_000).toString(36).toUpperCase();
  const rng = createRng(seed);

  const connection = await connect(url);
  const publisher = await connection.createConfirmChannel();
  const consumer = await connection.createChannel();
  await publisher.assertQueue(`${prefix}.${SELLEASE_INBOUND_QUEUE}`, { durable: true, arguments: queueArgs });

  const version = Date.now();
  const designBatch = designMessages(run, designs, rng, version);
  const stockBatch = stockMessages(run, skusOf(designBatch), stockUpdates, rng, version);
  const inbound = [...withFaults(designBatch, faults, rng), ...withFaults(stockBatch, faults, rng)];
  const started = Date.now();
  await publish(publisher, inbound);
  const seconds = Math.max((Date.now() - started) / 1000, 0.001);
  const faulty = inbound.filter((message) => message.fault !== undefined).length;
  console.log(
    `published ${inbound.length} messages (${designs} designs, ${stockBatch.length} stock updates, ` +
      `${faulty} malformed or out of order) in ${seconds.toFixed(2)} s, ${Math.round(inbound.length / seconds)}/s`,
  );

  const answered = await answerOrders(consumer, publisher);
  console.log(
    `answering placed orders on ${prefix}.${SELLEASE_OUTBOUND_QUEUE}${listen ? ` for ${listen} s` : ''}`,
  );
  const stop = async () => {
    console.log(`answered ${answered()} orders`);
    await connection.close().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  if (listen > 0) setTimeout(() => void stop(), listen * 1000);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
