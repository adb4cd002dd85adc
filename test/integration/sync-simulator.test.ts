import { DEMO_TENANT } from '@atelier/contracts/common';
import { type ChannelModel, connect } from 'amqplib';
import { randomBytes } from 'node:crypto';
import { type Answerer, answerOutbound } from '../../bench/sellease-answerer';
import { type Applicant, register, removeApplicants, sql } from '../support/accounts';
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
  type TestVariant,
  waitFor,
} from './orders-support';
import { system } from './state';

jest.setTimeout(120_000);

const { api, amqpPrefix, database } = system();
const TENANT = DEMO_TENANT.id;
/** The simulator's run: its account numbers start SIM<run>. */
const RUN = randomBytes(3).toString('hex').toUpperCase();
const COMPANY = `Simulated Gems ${RUN}`;

let admin: Api;
let connection: ChannelModel;
let answerer: Answerer;
let variant: TestVariant;
let snapshot: Awaited<ReturnType<typeof snapshotVariants>>;
const applicants: Applicant[] = [];
const users: string[] = [];
const orderNumbers: string[] = [];

beforeAll(async () => {
  admin = (await api.loginAdmin()).api;
  [variant] = await pickVariants(database, 1, { offset: 180 });
  snapshot = await snapshotVariants(database, [variant.id]);
  connection = await connect(LOCAL.amqp);
  // The simulator's own answering, in process: only this suite's registration and its orders.
  answerer = await answerOutbound(await connection.createChannel(), await connection.createConfirmChannel(), {
    prefix: amqpPrefix,
    tenant: TENANT,
    run: RUN,
    log: () => undefined,
    accept: (type, body) =>
      type === 'customer.registered'
        ? body['company'] === COMPANY
        : String(body['customerAcNo']).startsWith(`SIM${RUN}`),
  });
});

afterAll(async () => {
  await answerer?.stop();
  await connection?.close();
  const published = answerer?.published() ?? [];
  await sql(database, 'delete from sync.sync_errors where tenant_id = $1 and message_id = any($2)', [
    TENANT,
    published,
  ]);
  await sql(database, 'delete from sync.sellease_messages where tenant_id = $1 and message_id = any($2)', [
    TENANT,
    published,
  ]);
  await sql(database, 'delete from sync.record_versions where tenant_id = $1 and key = any($2)', [
    TENANT,
    [...orderNumbers, ...applicants.map((applicant) => applicant.customerId)],
  ]);
  await removeOrderData(database, users);
  await restoreVariants(database, snapshot);
  await removeApplicants(database, applicants);
});

describe('the Sellease simulator, end to end', () => {
  it('opens an account for a registration, and acknowledges and invoices its order into an invoice', async () => {
    const applicant = await register(api, database, { companyName: COMPANY });
    applicants.push(applicant);
    const acNo = await waitFor(async () => {
      const { body } = await admin.get<{ data: { acNo: string | null } }>(
        `/api/customers/${applicant.customerId}`,
      );
      return body.data.acNo;
    });
    expect(acNo).toBe(`SIM${RUN}0001`);

    const approved = await admin.post(`/api/customers/${applicant.customerId}/approve`, {
      markup: 2.5,
      isVatApplicable: true,
    });
    expect(approved.status).toBe(200);
    await setStock(admin, variant.id, 5);
    const buyer = await newBuyer(api, admin, applicant.customerId);
    users.push(buyer.userId);
    expect((await addToCart(buyer, { variantId: variant.id, quantity: 2 })).status).toBe(200);
    const placed = await placeOrder(buyer);
    expect(placed.status).toBe(200);
    const { order_id: orderId, order_number: orderNumber } = placed.body.data;
    orderNumbers.push(orderNumber);

    const order = await waitFor(async () => {
      const { body } = await buyer.api.get<{
        data: { se_order_number: string | null; status: number; lines: Array<{ invoice_qty: number }> };
      }>(`/api/orders/${orderId}`);
      return body.data.se_order_number && body.data.lines[0]?.invoice_qty === 2 ? body.data : null;
    });
    expect(order.status).toBe(2);
    const invoices = await buyer.api.get<{
      data: {
        rows: Array<{ order_id: string | null; customer_ac_no: string; lines: Array<{ quantity: number }> }>;
      };
    }>('/api/invoices?limit=100');
    expect(invoices.body.data.rows.filter((invoice) => invoice.order_id === orderId)).toEqual([
      expect.objectContaining({ customer_ac_no: acNo, lines: [expect.objectContaining({ quantity: 2 })] }),
    ]);
    expect(answerer.registrations()).toBe(1);
    expect(answerer.orders()).toBe(1);
  });
});
