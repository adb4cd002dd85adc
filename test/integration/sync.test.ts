import { DEMO_TENANT } from '@atelier/contracts/common';
import { connect } from 'amqplib';
import { randomUUID } from 'node:crypto';
import { LOCAL, withPostgres } from '../support/system';
import { system } from './state';

const { api, amqpPrefix, database } = system();

interface MessageView {
  messageId: string;
  type: string;
  payload: Record<string, unknown>;
  deliveries: number;
}

/** Plays Sellease: publishes straight to the sync service's own inbound queue, in Sellease's format. */
async function publishAsSellease(messageId: string, body: unknown): Promise<void> {
  const connection = await connect(LOCAL.amqp);
  try {
    const channel = await connection.createConfirmChannel();
    channel.sendToQueue(`${amqpPrefix}.sellease.inbound`, Buffer.from(JSON.stringify(body)), {
      persistent: true,
      messageId,
      type: 'stock.updated',
      contentType: 'application/json',
      headers: { 'x-tenant-id': DEMO_TENANT.id },
    });
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
}

async function findMessage(
  admin: typeof api,
  messageId: string,
  deliveries: number,
): Promise<MessageView | undefined> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const { body } = await admin.get<{ data: MessageView[] }>('/api/sync/sellease/messages');
    const found = body.data.find((m) => m.messageId === messageId);
    if (found && found.deliveries >= deliveries) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return undefined;
}

describe('sync service: Sellease messages', () => {
  const created: string[] = [];
  afterAll(async () => {
    await withPostgres(async (client) => {
      await client.query('delete from sync.sync_errors where message_id = any($1)', [created]);
      await client.query('delete from sync.sellease_messages where message_id = any($1)', [created]);
    }, database);
  });

  it('records a message from its own RabbitMQ queue once, however often it arrives', async () => {
    const { api: admin } = await api.loginAdmin();
    const messageId = `SE-${randomUUID()}`;
    created.push(messageId);
    await publishAsSellease(messageId, { sku: 'R1001-18K-YG', quantity: 4 });
    await publishAsSellease(messageId, { sku: 'R1001-18K-YG', quantity: 4 });
    const message = await findMessage(admin, messageId, 2);
    expect(message).toMatchObject({
      messageId,
      type: 'stock.updated',
      payload: { sku: 'R1001-18K-YG', quantity: 4 },
    });
    expect(message?.deliveries).toBe(2);
    const rows = await withPostgres(
      (client) => client.query('select 1 from sync.sellease_messages where message_id = $1', [messageId]),
      database,
    );
    expect(rows.rowCount).toBe(1);
  });

  it('takes a message through the admin API too, and reports a repeat as a duplicate', async () => {
    const { api: admin } = await api.loginAdmin();
    const messageId = `SE-${randomUUID()}`;
    created.push(messageId);
    const message = { messageId, type: 'price.updated', payload: { sku: 'E2002', price: 120.5 } };
    const first = await admin.post('/api/sync/sellease/messages', message);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ data: { recorded: true, duplicate: false } });
    const second = await admin.post('/api/sync/sellease/messages', message);
    expect(second.body).toMatchObject({ data: { recorded: false, duplicate: true } });
  });

  it('refuses the sync endpoints to a storefront buyer, on the server', async () => {
    const { api: buyer } = await api.loginBuyer();
    const { status, body } = await buyer.get('/api/sync/sellease/messages');
    expect(status).toBe(403);
    expect(body).toMatchObject({ message: 'You do not have permission!' });
  });
});
