import { DEMO_TENANT } from '@atelier/contracts/common';
import { SELLEASE_INBOUND_QUEUE, SELLEASE_OUTBOUND_QUEUE } from '@atelier/contracts/sync';
import { connect } from 'amqplib';
import { parseArgs } from 'node:util';
import { answerOutbound, publishInbound, queueArgsOf } from './sellease-answerer';
import { createRng, designMessages, skusOf, stockMessages, withFaults } from './sellease-messages';

/**
 * Plays Sellease against a running Atelier (distributed mode):
 *
 *   npm run sellease:simulate -- --designs 100 --stock-updates 1000 --faults 0.05 [--listen 0]
 *
 * Publishes N designs and M stock updates to the inbound queue (a share P malformed or out of order),
 * then consumes our outbound queue and answers every placed order with an acknowledgement (its SE order
 * number) and a status update invoicing and shipping every piece, and every registration with the account
 * it opened (`customer.linked`). `--listen S` stops after S seconds
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
  await publisher.assertQueue(`${prefix}.${SELLEASE_INBOUND_QUEUE}`, {
    durable: true,
    arguments: queueArgsOf(prefix),
  });

  const version = Date.now();
  const designBatch = designMessages(run, designs, rng, version);
  const stockBatch = stockMessages(run, skusOf(designBatch), stockUpdates, rng, version);
  const inbound = [...withFaults(designBatch, faults, rng), ...withFaults(stockBatch, faults, rng)];
  const started = Date.now();
  await publishInbound(publisher, { prefix, tenant }, inbound);
  const seconds = Math.max((Date.now() - started) / 1000, 0.001);
  const faulty = inbound.filter((message) => message.fault !== undefined).length;
  console.log(
    `published ${inbound.length} messages (${designs} designs, ${stockBatch.length} stock updates, ` +
      `${faulty} malformed or out of order) in ${seconds.toFixed(2)} s, ${Math.round(inbound.length / seconds)}/s`,
  );

  const answerer = await answerOutbound(consumer, publisher, { prefix, tenant, run });
  console.log(
    `answering placed orders on ${prefix}.${SELLEASE_OUTBOUND_QUEUE}${listen ? ` for ${listen} s` : ''}`,
  );
  const stop = async () => {
    console.log(`answered ${answerer.orders()} orders and ${answerer.registrations()} registrations`);
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
