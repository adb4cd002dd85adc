import { DEMO_CUSTOMER_IDS, DEMO_TENANT } from '@atelier/contracts/common';
import { type Channel, type ChannelModel, connect } from 'amqplib';
import { randomInt, randomUUID } from 'node:crypto';
import { type Applicant, register, removeApplicants, sql } from '../support/accounts';
import { SelleaseContract } from '../support/asyncapi';
import type { Api } from '../support/api';
import { LOCAL } from '../support/system';
import {
  addToCart,
  newBuyer,
  pickVariants,
  placeOrder,
  removeOrderData,
  restoreVariants,
  setStock,
  snapshotVariants,
  type TestBuyer,
  type TestVariant,
  waitFor,
} from './orders-support';
import { system } from './state';

jest.setTimeout(120_000);

const { api, amqpPrefix, baseUrl, database } = system();
const TENANT = DEMO_TENANT.id;
const OUTBOUND = `${amqpPrefix}.sellease.outbound`;
const INBOUND = `${amqpPrefix}.sellease.inbound`;

/** A message read from the Sellease outbound queue, as Sellease sees it. */
interface Outbound {
  messageId: string;
  type: string;
  tenantId: unknown;
  headers: Record<string, unknown>;
  persistent: boolean;
  body: Record<string, unknown>;
}

interface BuyerLine {
  line_number: number;
  net_unit_price: number;
  quantity: number;
  invoice_qty: number;
  pending_qty: number;
  canceled_qty: number;
  shipped_qty: number;
}

interface BuyerOrder {
  se_order_number: string | null;
  status: number;
  lines: BuyerLine[];
}

let admin: Api;
let connection: ChannelModel;
let channel: Channel;
let variant: TestVariant;
let snapshot: Awaited<ReturnType<typeof snapshotVariants>>;
const users: string[] = [];
const applicants: Applicant[] = [];
const sentIds: string[] = [];
/** Customer ids "Sellease" linked or tried to (their versions are kept per record). */
const linkKeys: string[] = [];
/** Every message read off the outbound queue so far (other suites' orders go there too). */
const received: Outbound[] = [];

/** Reads what is on the outbound queue now, playing Sellease (each message acked once read). */
async function drain(): Promise<void> {
  for (;;) {
    const msg = await channel.get(OUTBOUND, { noAck: false });
    if (!msg) return;
    received.push({
      messageId: String(msg.properties.messageId),
      type: String(msg.properties.type),
      tenantId: msg.properties.headers?.['x-tenant-id'],
      headers: { ...msg.properties.headers },
      persistent: msg.properties.deliveryMode === 2,
      body: JSON.parse(msg.content.toString('utf8')) as Record<string, unknown>,
    });
    channel.ack(msg);
  }
}

async function outboundWhere(match: (message: Outbound) => boolean): Promise<Outbound[]> {
  return waitFor(async () => {
    await drain();
    const found = received.filter(match);
    return found.length > 0 ? found : null;
  });
}

/** Plays Sellease answering: publishes to our inbound queue in its own format, confirmed. */
async function answer(
  type: string,
  body: unknown,
  messageId: string = `SE-${randomUUID()}`,
): Promise<string> {
  sentIds.push(messageId);
  const confirm = await connection.createConfirmChannel();
  try {
    confirm.sendToQueue(INBOUND, Buffer.from(JSON.stringify(body)), {
      persistent: true,
      messageId,
      type,
      contentType: 'application/json',
      headers: { 'x-tenant-id': TENANT },
    });
    await confirm.waitForConfirms();
  } finally {
    await confirm.close();
  }
  return messageId;
}

async function messageRow(messageId: string): Promise<{ status: string; deliveries: number } | undefined> {
  const [row] = await sql<{ status: string; deliveries: number }>(
    database,
    'select status, deliveries from sync.sellease_messages where tenant_id = $1 and message_id = $2',
    [TENANT, messageId],
  );
  return row;
}

async function settled(messageId: string): Promise<string> {
  return waitFor(async () => {
    const row = await messageRow(messageId);
    return row && row.status !== 'received' ? row.status : null;
  });
}

interface BuyerInvoice {
  _id: string;
  invoice_number: string;
  order_id: string | null;
  net_total: number;
  total_vat: number;
  grand_total: number;
  lines: Array<{ sku: string | null; quantity: number; unit_price: number; net: number; vat: number }>;
}

/** The buyer's invoices of one order, through the storefront's own list. */
async function invoicesOf(buyer: TestBuyer, orderId: string): Promise<BuyerInvoice[]> {
  const { status, body } = await buyer.api.get<{ data: { rows: BuyerInvoice[] } }>('/api/invoices?limit=100');
  expect(status).toBe(200);
  return body.data.rows.filter((invoice) => invoice.order_id === orderId);
}

/** A customer's account number and status, as the back office reads them. */
async function customerAccount(customerId: string): Promise<{ acNo: string | null; status: string }> {
  const { status, body } = await admin.get<{ data: { acNo: string | null; status: string } }>(
    `/api/customers/${customerId}`,
  );
  expect(status).toBe(200);
  return { acNo: body.data.acNo, status: body.data.status };
}

async function errorReason(messageId: string): Promise<{ reason: string; record: string | null }> {
  const { body } = await admin.get<{
    data: { rows: Array<{ messageId: string; reason: string; record: string | null }> };
  }>(`/api/sync/sellease/errors?status=open&search=${encodeURIComponent(messageId)}`);
  const entry = body.data.rows.find((row) => row.messageId === messageId);
  if (!entry) throw new Error(`no error list entry for ${messageId}`);
  return { reason: entry.reason, record: entry.record };
}

async function buyerOrder(buyer: TestBuyer, orderId: string): Promise<BuyerOrder> {
  const { status, body } = await buyer.api.get<{ data: BuyerOrder }>(`/api/orders/${orderId}`);
  expect(status).toBe(200);
  return body.data;
}

/** Our own event as the broker would deliver it again (same message id), straight to the exchange. */
async function redeliverPlacedEvent(orderId: string): Promise<void> {
  const [row] = await sql<{ message_id: string; ctx: unknown; payload: unknown; event: string }>(
    database,
    `select message_id, ctx, payload, event from orders.outbox where event = 'orders.order.placed'
      and payload->>'orderId' = $1`,
    [orderId],
  );
  if (!row) throw new Error('no placed event in the orders outbox');
  const confirm = await connection.createConfirmChannel();
  try {
    confirm.publish(
      `${amqpPrefix}.events`,
      row.event,
      Buffer.from(JSON.stringify({ ctx: row.ctx, payload: row.payload, messageId: row.message_id })),
      {
        persistent: true,
        messageId: row.message_id,
        type: 'event',
        contentType: 'application/json',
        headers: { 'x-pattern': row.event },
      },
    );
    await confirm.waitForConfirms();
  } finally {
    await confirm.close();
  }
}

beforeAll(async () => {
  admin = (await api.loginAdmin()).api;
  [variant] = await pickVariants(database, 1, { offset: 175 });
  snapshot = await snapshotVariants(database, [variant.id]);
  connection = await connect(LOCAL.amqp);
  channel = await connection.createChannel();
  await channel.assertQueue(OUTBOUND, {
    durable: true,
    arguments: { 'x-dead-letter-exchange': `${amqpPrefix}.dlx`, 'x-dead-letter-routing-key': 'sync' },
  });
});

afterAll(async () => {
  await connection?.close();
  await sql(database, 'delete from sync.sync_errors where tenant_id = $1 and message_id = any($2)', [
    TENANT,
    sentIds,
  ]);
  await sql(database, 'delete from sync.sellease_messages where tenant_id = $1 and message_id = any($2)', [
    TENANT,
    sentIds,
  ]);
  await sql(
    database,
    `delete from sync.record_versions where tenant_id = $1 and kind = 'customer-link' and key = any($2)`,
    [TENANT, [...linkKeys, ...applicants.map((applicant) => applicant.customerId)]],
  );
  await removeOrderData(database, users);
  await restoreVariants(database, snapshot);
  await removeApplicants(database, applicants);
});

describe('Sellease outbound: orders and registrations out, acknowledgements and status back', () => {
  it('sends a placed order once, and its acknowledgement and invoiced pieces come back to the buyer', async () => {
    await setStock(admin, variant.id, 10);
    const buyer = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.goldsmiths);
    users.push(buyer.userId);
    expect((await addToCart(buyer, { variantId: variant.id, quantity: 3 })).status).toBe(200);
    const placed = await placeOrder(buyer);
    expect(placed.status).toBe(200);
    const { order_id: orderId, order_number: orderNumber } = placed.body.data;

    const [sent] = await outboundWhere((m) => m.body['orderId'] === orderId);
    expect(sent).toMatchObject({ type: 'order.placed', tenantId: TENANT, persistent: true });
    expect(sent.body).toMatchObject({
      orderNumber,
      customerAcNo: expect.any(String),
      lines: [expect.objectContaining({ lineNumber: 1, sku: variant.sku, quantity: 3 })],
    });

    // The same event delivered again sends nothing more: once the marker sent after it is out, the
    // queue has held exactly one message for the order.
    await redeliverPlacedEvent(orderId);
    const marker = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.goldsmiths);
    users.push(marker.userId);
    expect((await addToCart(marker, { variantId: variant.id, quantity: 1 })).status).toBe(200);
    const markerOrder = (await placeOrder(marker)).body.data.order_id;
    await outboundWhere((m) => m.body['orderId'] === markerOrder);
    await waitFor(async () => {
      const [row] = await sql<{ n: string }>(
        database,
        `select count(*) as n from sync.processed_messages where consumer = 'sync.sellease.order-placed'
          and message_id = (select message_id::text from orders.outbox where payload->>'orderId' = $1
                              and event = 'orders.order.placed')`,
        [orderId],
      );
      return Number(row?.n) === 1;
    });
    await drain();
    expect(received.filter((m) => m.body['orderId'] === orderId)).toHaveLength(1);
    const [outboxRows] = await sql<{ n: string }>(
      database,
      `select count(*) as n from sync.outbox where payload->'body'->>'orderId' = $1 and sent_at is not null`,
      [orderId],
    );
    expect(Number(outboxRows?.n)).toBe(1);

    // The acknowledgement, delivered twice under one id and once more under another: applied once.
    const seNumber = 800_000 + randomInt(100_000);
    const ack = { orderNumber, seOrderNumber: seNumber, version: 1 };
    const ackId = await answer('order.acknowledged', ack);
    expect(await settled(ackId)).toBe('applied');
    await answer('order.acknowledged', ack, ackId);
    await waitFor(async () => (await messageRow(ackId))?.deliveries === 2);
    expect((await messageRow(ackId))?.status).toBe('applied');
    const again = await answer('order.acknowledged', ack);
    expect(await settled(again)).toBe('stale');
    expect((await buyerOrder(buyer, orderId)).se_order_number).toBe(`SE${String(seNumber).padStart(5, '0')}`);

    // One piece invoiced and shipped: the buyer's order shows it, and pending drops.
    const statusBody = (version: number, invoicedQty: number) => ({
      orderNumber,
      version,
      lines: [{ lineNumber: 1, invoicedQty, shippedQty: invoicedQty, canceledQty: 0 }],
    });
    const status = await answer('order.status-updated', statusBody(2, 1));
    expect(await settled(status)).toBe('applied');
    const seen = await buyerOrder(buyer, orderId);
    expect(seen.lines[0]).toMatchObject({ invoice_qty: 1, shipped_qty: 1, pending_qty: 2, canceled_qty: 0 });
    expect(seen.status).toBe(3);
    // The invoiced piece has its invoice in the buyer's list, at the order's own price, with VAT.
    const unit = seen.lines[0]?.net_unit_price ?? 0;
    const [invoice, ...others] = await invoicesOf(buyer, orderId);
    expect(others).toEqual([]);
    expect(invoice?.invoice_number).toMatch(/^INV\d+$/);
    expect(invoice?.lines).toEqual([
      expect.objectContaining({ sku: variant.sku, quantity: 1, unit_price: unit, net: unit }),
    ]);
    expect(invoice?.lines[0]?.vat).toBeGreaterThan(0);
    expect(invoice?.total_vat).toBeGreaterThan(0);
    const detail = await buyer.api.get<{ data: BuyerInvoice }>(`/api/invoices/${invoice?._id}`);
    expect(detail.body.data).toMatchObject({
      order_id: orderId,
      lines: [expect.objectContaining({ quantity: 1 })],
    });
    // The same update again, under its id and under another: still one invoice.
    await answer('order.status-updated', statusBody(2, 1), status);
    await waitFor(async () => (await messageRow(status))?.deliveries === 2);
    const repeat = await answer('order.status-updated', statusBody(2, 1));
    expect(await settled(repeat)).toBe('stale');
    expect((await invoicesOf(buyer, orderId)).map((found) => found._id)).toEqual([invoice?._id]);
    const history = await buyer.api.get<{
      data: { rows: Array<{ _id: string; se_order_number: string | null }> };
    }>('/api/orders/order-history');
    expect(history.body.data.rows.find((row) => row._id === orderId)?.se_order_number).toBe(
      `SE${String(seNumber).padStart(5, '0')}`,
    );

    // An older status update arriving late changes nothing.
    const late = await answer('order.status-updated', {
      orderNumber,
      version: 1,
      lines: [{ lineNumber: 1, invoicedQty: 0, shippedQty: 0, canceledQty: 3 }],
    });
    expect(await settled(late)).toBe('stale');
    expect((await buyerOrder(buyer, orderId)).lines[0]).toMatchObject({ invoice_qty: 1, canceled_qty: 0 });
    expect(await invoicesOf(buyer, orderId)).toHaveLength(1);

    // Sellease's next invoice (the other two pieces): a second invoice of its own, for those two.
    const rest = await answer('order.status-updated', statusBody(3, 3));
    expect(await settled(rest)).toBe('applied');
    const both = await invoicesOf(buyer, orderId);
    expect(both).toHaveLength(2);
    expect(both.find((found) => found._id !== invoice?._id)?.lines).toEqual([
      expect.objectContaining({ sku: variant.sku, quantity: 2, net: Math.round(unit * 200) / 100 }),
    ]);
    expect((await buyerOrder(buyer, orderId)).status).toBe(2);
  });

  it('lists a status update for an order we do not have as an error', async () => {
    const unknown = await answer('order.status-updated', {
      orderNumber: 'AT99999999',
      version: 1,
      lines: [{ lineNumber: 1, invoicedQty: 1, shippedQty: 0, canceledQty: 0 }],
    });
    expect(await settled(unknown)).toBe('error');
    const [entry] = await sql<{ reason_key: string }>(
      database,
      'select reason_key from sync.sync_errors where tenant_id = $1 and message_id = $2',
      [TENANT, unknown],
    );
    expect(entry?.reason_key).toBe('sync.reason.unknown.order-status');
  });

  it('sends a registration to Sellease, and the account Sellease opens is linked to the customer', async () => {
    const applicant = await register(api, database);
    applicants.push(applicant);
    const [sent] = await outboundWhere((m) => m.body['customerId'] === applicant.customerId);
    expect(sent).toMatchObject({ type: 'customer.registered', tenantId: TENANT, persistent: true });
    expect(sent.body).toMatchObject({ company: applicant.company, email: applicant.email });

    const acNo = `SEL${randomInt(1_000_000, 9_999_999)}`;
    const link = (version: number, number: string = acNo) => ({
      customerId: applicant.customerId,
      acNo: number,
      version,
    });
    const linked = await answer('customer.linked', link(2));
    expect(await settled(linked)).toBe('applied');
    expect(await customerAccount(applicant.customerId)).toEqual({ acNo, status: 'pending' });

    // Delivered again under its id, and once more under another: applied once.
    await answer('customer.linked', link(2), linked);
    await waitFor(async () => (await messageRow(linked))?.deliveries === 2);
    expect((await messageRow(linked))?.status).toBe('applied');
    expect(await settled(await answer('customer.linked', link(2)))).toBe('stale');
    // An older version arriving late changes nothing.
    expect(await settled(await answer('customer.linked', link(1, `OLD${acNo}`)))).toBe('stale');
    expect((await customerAccount(applicant.customerId)).acNo).toBe(acNo);

    // Approval keeps the account Sellease opened.
    const approved = await admin.post(`/api/customers/${applicant.customerId}/approve`, {
      markup: 2.5,
      isVatApplicable: true,
    });
    expect(approved.status).toBe(200);
    expect(await customerAccount(applicant.customerId)).toEqual({ acNo, status: 'approved' });
  });

  it('lists a link to a customer we do not have, or to an account another customer holds, as errors', async () => {
    const nobody = randomUUID();
    linkKeys.push(nobody);
    const unknown = await answer('customer.linked', { customerId: nobody, acNo: 'SEL0000001', version: 1 });
    expect(await settled(unknown)).toBe('error');
    expect(await errorReason(unknown)).toEqual({
      record: nobody,
      reason: `No customer has the id ${nobody}; Sellease answered a registration we do not have.`,
    });

    const applicant = await register(api, database);
    applicants.push(applicant);
    const [held] = await sql<{ ac_no: string }>(
      database,
      `select ac_no from identity.customers where tenant_id = $1 and id = $2`,
      [TENANT, DEMO_CUSTOMER_IDS.goldsmiths],
    );
    const taken = await answer('customer.linked', {
      customerId: applicant.customerId,
      acNo: held?.ac_no,
      version: 1,
    });
    expect(await settled(taken)).toBe('error');
    expect((await errorReason(taken)).reason).toBe('This account number is already in use.');
    expect((await customerAccount(applicant.customerId)).acNo).toBeNull();

    const bad = await answer('customer.linked', {
      customerId: applicant.customerId,
      acNo: 'lower',
      version: 1,
    });
    expect(await settled(bad)).toBe('error');
    expect((await errorReason(bad)).reason).toContain('capital letters and digits');
  });

  it('serves the AsyncAPI document beside the OpenAPI one, and every message sent and received meets it', async () => {
    const response = await fetch(`${baseUrl}/api/docs/asyncapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { asyncapi: string };
    expect(document.asyncapi).toBe('2.6.0');
    const contract = new SelleaseContract(document);

    await drain();
    const ours = received.filter((m) => m.tenantId === TENANT);
    expect(ours.map((m) => m.type)).toEqual(expect.arrayContaining(['order.placed', 'customer.registered']));
    for (const message of ours)
      expect([message.messageId, contract.problems(message.type, message.body, message.headers)]).toEqual([
        message.messageId,
        [],
      ]);

    // What the sync service received from "Sellease" in this suite and applied (or found stale).
    const inbound = await sql<{ message_id: string; type: string; payload: Record<string, unknown> }>(
      database,
      `select message_id, type, payload from sync.sellease_messages
        where tenant_id = $1 and message_id = any($2) and status in ('applied', 'stale')`,
      [TENANT, sentIds],
    );
    expect(inbound.map((row) => row.type)).toEqual(
      expect.arrayContaining(['order.acknowledged', 'order.status-updated', 'customer.linked']),
    );
    for (const row of inbound)
      expect([row.message_id, contract.problems(row.type, row.payload, { 'x-tenant-id': TENANT })]).toEqual([
        row.message_id,
        [],
      ]);
  });
});
