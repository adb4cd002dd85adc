import { ADMIN_PERMISSION_KEYS } from '@atelier/contracts/identity';
import { DEMO_CUSTOMER_IDS, DEMO_TENANT, DEMO_USERS } from '@atelier/contracts/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { type Applicant, approvedBuyer, removeApplicants, removeUsers, sql } from '../support/accounts';
import type { Api } from '../support/api';
import {
  fillPath,
  loadOpenApi,
  type OpenApiDocument,
  type Operation,
  operations,
  resourceOf,
  sampleOf,
} from '../support/openapi';
import { addToCart, cartOf, newBuyer, pickVariants, removeOrderData, waitFor } from './orders-support';
import { system } from './state';

/**
 * Issue 8, deliver 3: object-level authorisation and permissions, read from the OpenAPI document so
 * that an operation added later is covered without editing this file. Two tenants: the demo one (A) and
 * one made for the test through the platform API (B).
 */
jest.setTimeout(240_000);

const { api, database, mailDir, platformToken } = system();
const PASSWORD = 'Matrix#2026';
const createdUsers: string[] = [];
const createdApplicants: Applicant[] = [];
const orderUsers: string[] = [];
let tenantB: { id: string; slug: string };

let document: OpenApiDocument;
let all: Operation[];
/** Ids of tenant A's resources owned by the demo customer Lund Goldsmiths, by the path segment naming them. */
const ownedByA = new Map<string, string>();
/** Resources a tenant shares with all its users (the catalogue): only another tenant must not reach them. */
const TENANT_SHARED = new Set(['designs', 'images']);
/**
 * Path parameters that name a tenant's own slot (a footer page and its language, a media slot), not an
 * id: every tenant has its own by that name, so there is no id of tenant A to reach through them.
 */
const TENANT_NAMES = new Set(['slug', 'language', 'slot', 'job']);
const takesIds = (op: Operation): boolean => op.pathParams.some((param) => !TENANT_NAMES.has(param));

async function firstId(query: string, params: unknown[] = []): Promise<string> {
  const row = await waitFor(async () => (await sql<{ id: string }>(database, query, params))[0], 90_000);
  return row.id;
}

/**
 * Calls the operation with a body made from its schema: every documented field first, then only the
 * required ones if that one was refused as invalid (so the call reaches the code that owns the ids).
 */
async function call(client: Api, operation: Operation, id: (param: string) => string) {
  const path = fillPath(operation, id);
  if (operation.method === 'GET' || operation.method === 'DELETE')
    return client.request(operation.method, path);
  if (operation.contentTypes.includes('multipart/form-data')) {
    return client.request(operation.method, path, { json: {} });
  }
  const full = await client.request(operation.method, path, {
    json: sampleOf(document, operation.bodySchema, true) ?? {},
  });
  if (full.status !== 400) return full;
  return client.request(operation.method, path, {
    json: sampleOf(document, operation.bodySchema, false) ?? {},
  });
}

function idOfA(operation: Operation, param: string): string {
  const resource = resourceOf(operation, param);
  const id = ownedByA.get(resource);
  if (!id) throw new Error(`${operation.label}: no fixture for "${resource}" ids; add one to ownedByA`);
  return id;
}

beforeAll(async () => {
  document = await loadOpenApi(api.baseUrl);
  all = operations(document);
  const { api: admin } = await api.loginAdmin();

  // Tenant B, through the supported way: the platform operator's API.
  const slug = `it-b-${randomBytes(3).toString('hex')}`;
  const created = await api.request<{ data: { tenant: { id: string; slug: string } } }>(
    'POST',
    '/api/platform/tenants',
    {
      json: {
        slug,
        name: 'Nordic Gold AB',
        firstName: 'Britt',
        email: `owner@${slug}.example`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
      headers: { 'x-platform-token': platformToken },
    },
  );
  if (created.status !== 200) throw new Error(`tenant B not created: ${JSON.stringify(created.body)}`);
  tenantB = created.body.data.tenant;

  const goldsmiths = DEMO_CUSTOMER_IDS.goldsmiths;
  ownedByA.set('orders', await firstId('select id from orders.orders where customer_id = $1', [goldsmiths]));
  ownedByA.set(
    'bespoke-orders',
    await firstId('select id from orders.bespoke_orders where customer_id = $1', [goldsmiths]),
  );
  ownedByA.set('appros', await firstId('select id from orders.appros where customer_id = $1', [goldsmiths]));
  ownedByA.set(
    'invoices',
    await firstId('select id from orders.invoices where customer_id = $1', [goldsmiths]),
  );
  const [request] = await sql<{ id: string }>(
    database,
    'select id from orders.change_requests where customer_id = $1',
    [goldsmiths],
  );
  ownedByA.set('change-requests', request?.id ?? randomUUID());
  // A quote of a goldsmiths bespoke request when one exists; the demo seeds none.
  const [quote] = await sql<{ id: string }>(
    database,
    `select q.id from orders.bespoke_quotes q join orders.bespoke_orders b on b.id = q.bespoke_id
      where b.customer_id = $1 and b.id = $2`,
    [goldsmiths, ownedByA.get('bespoke-orders')],
  );
  ownedByA.set('quotes', quote?.id ?? randomUUID());
  ownedByA.set('customers', goldsmiths);
  ownedByA.set('customer-users', DEMO_USERS.buyer.id);
  ownedByA.set('get-cart-list', DEMO_USERS.buyer.id);
  ownedByA.set('admin-users', DEMO_USERS.admin.id);
  const [variant] = await pickVariants(database, 1, { offset: 150 });
  ownedByA.set('inventory', variant.id);
  ownedByA.set('designs', variant.designId);
  ownedByA.set('images', 'none');
  // Back-office catalogue entities of tenant A (menus, groups, collections, filters).
  ownedByA.set('items', await firstId('select id from catalogue.menu_items where parent_id is null'));
  ownedByA.set('main-groups', String(await firstId('select id from catalogue.main_groups')));
  ownedByA.set('sub-groups', String(await firstId('select id from catalogue.sub_groups')));
  ownedByA.set(
    'collections',
    String(await firstId("select id from catalogue.attributes where kind = 'collection'")),
  );
  const [filter] = await sql<{ id: number }>(database, 'select id from catalogue.filter_definitions');
  ownedByA.set('filters', String(filter?.id ?? 2_000_000_000));
  // A (finished) design import of tenant A.
  ownedByA.set(
    'imports',
    await firstId(
      `insert into catalogue.import_jobs (tenant_id, format, dry_run, status) values ($1, 'csv', true, 'done') returning id`,
      [DEMO_TENANT.id],
    ),
  );
  // An offer of tenant A (ended long ago, so no list or price shows it).
  ownedByA.set(
    'offers',
    await firstId(
      `insert into catalogue.offers (tenant_id, kind, variant_id, design_id, offer_price, max_quantity, starts_at, ends_at, ended_at)
       values ($1, 'special', $2, $3, 1, 1, now() - interval '2 days', now() - interval '1 day', now() - interval '1 day') returning id`,
      [DEMO_TENANT.id, variant.id, variant.designId],
    ),
  );
  // A discount of tenant A (ended long ago, so no price shows it).
  ownedByA.set(
    'discounts',
    await firstId(
      `insert into catalogue.discounts (tenant_id, kind, value, starts_at, ends_at, ended_at)
       values ($1, 'percent', 1, now() - interval '2 days', now() - interval '1 day', now() - interval '1 day') returning id`,
      [DEMO_TENANT.id],
    ),
  );
  // A running line of tenant A (seeded with the demo content).
  ownedByA.set(
    'running-lines',
    await firstId('select id from admin.running_lines where tenant_id = $1 order by position', [
      DEMO_TENANT.id,
    ]),
  );
  // A Sellease error list entry of tenant A.
  ownedByA.set(
    'errors',
    await firstId(
      `insert into sync.sync_errors (tenant_id, message_id, type, payload, reason_key)
       values ($1, $2, 'stock.updated', '{}', 'validation.invalid') returning id`,
      [DEMO_TENANT.id, `IT-MATRIX-${randomUUID()}`],
    ),
  );
  // A (finished) Sellease sync run of tenant A.
  ownedByA.set(
    'runs',
    await firstId(
      `insert into sync.sync_runs (tenant_id, jobs, trigger, status, finished_at)
       values ($1, '["stock"]', 'manual', 'succeeded', now()) returning id`,
      [DEMO_TENANT.id],
    ),
  );
  // A cart line of a Lund Goldsmiths user.
  const owner = await newBuyer(api, admin, goldsmiths);
  orderUsers.push(owner.userId);
  await addToCart(owner, { variantId: variant.id, quantity: 1 });
  ownedByA.set('cartproducts', (await cartOf(owner)).order_detail[0]._id);
  // An order list of Lund Goldsmiths with one line.
  const list = await owner.api.post<{ data: { id: string } }>('/api/order-lists', { name: 'Matrix list' });
  const listed = await owner.api.post<{ data: { lines: Array<{ id: string }> } }>(
    `/api/order-lists/${list.body.data.id}/lines`,
    { items: [{ variantId: variant.id, quantity: 1 }] },
  );
  ownedByA.set('order-lists', list.body.data.id);
  ownedByA.set('lines', listed.body.data.lines[0].id);
});

afterAll(async () => {
  await removeOrderData(database, orderUsers);
  await removeApplicants(database, createdApplicants);
  await removeUsers(database, createdUsers);
  await sql(database, 'delete from catalogue.import_jobs where id = $1', [ownedByA.get('imports')]);
  await sql(database, 'delete from catalogue.offers where id = $1', [ownedByA.get('offers')]);
  await sql(database, 'delete from catalogue.discounts where id = $1', [ownedByA.get('discounts')]);
  await sql(database, 'delete from sync.sync_errors where id = $1', [ownedByA.get('errors')]);
  await sql(database, 'delete from sync.sync_runs where id = $1', [ownedByA.get('runs')]);
  await sql(database, 'delete from sync.sync_schedules where tenant_id = $1', [DEMO_TENANT.id]);
  await sql(database, 'delete from orders.order_lists where id = $1', [ownedByA.get('order-lists')]);
  if (tenantB) {
    await sql(database, 'delete from identity.customers where tenant_id = $1', [tenantB.id]);
    await sql(database, 'delete from identity.users where tenant_id = $1', [tenantB.id]);
    await sql(database, 'delete from identity.tenants where id = $1', [tenantB.id]);
  }
});

describe('the access rules are in the OpenAPI document', () => {
  it('every back-office operation names the permission it needs', () => {
    const backOffice = all.filter((op) => op.tags.some((tag) => tag.startsWith('back office')));
    expect(backOffice.length).toBeGreaterThan(30);
    expect(backOffice.filter((op) => !op.permission).map((op) => op.label)).toEqual([]);
  });
});

describe('permissions: every back-office operation with each single permission', () => {
  it('lets only the permission the operation names through; buyers get 403, strangers 401', async () => {
    const superAdmin = (await api.loginAdmin()).api;
    const holders = new Map<string, Api>();
    for (const permission of ADMIN_PERMISSION_KEYS) {
      const email = `matrix-${permission}-${randomBytes(3).toString('hex')}@demo.test`;
      const made = await superAdmin.post<{ data: { _id: string } }>('/api/admin-users', {
        firstName: 'Mats',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        role: 'admin',
        permissions: [permission],
      });
      if (made.status !== 200) throw new Error(`admin not made: ${JSON.stringify(made.body)}`);
      createdUsers.push(made.body.data._id);
      holders.set(permission, (await api.login(email, PASSWORD)).api);
    }
    const buyer = (await api.loginBuyer()).api;
    const unknownId = (): string => randomUUID();
    const wrong: string[] = [];
    for (const op of all.filter((candidate) => candidate.permission)) {
      for (const [permission, client] of holders) {
        const { status, body } = await call(client, op, unknownId);
        // The permission gate answers 403 FORBIDDEN; a 403 with its own code is a rule past the gate.
        const gated = status === 403 && (body as { code?: string }).code === 'FORBIDDEN';
        const allowed = permission === op.permission;
        if (allowed ? gated || status === 401 : !gated) {
          wrong.push(`${op.label} with '${permission}': ${status}`);
        }
      }
      const asBuyer = await call(buyer, op, unknownId);
      if (asBuyer.status !== 403) wrong.push(`${op.label} as a buyer: ${asBuyer.status}`);
      const anonymous = await call(api, op, unknownId);
      if (anonymous.status !== 401) wrong.push(`${op.label} anonymous: ${anonymous.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("object-level authorisation: another customer's and another tenant's ids", () => {
  const idTaking = (): Operation[] => all.filter((op) => takesIds(op) && !op.public);

  it("a buyer of another company reaches none of Lund Goldsmiths' orders, carts, appros, invoices or users", async () => {
    const { api: admin } = await api.loginAdmin();
    const outsider = await approvedBuyer(api, admin, database, mailDir);
    createdApplicants.push(outsider);
    const { api: client } = await api.login(outsider.email, outsider.password);
    const buyer = client.with({ 'x-customer-id': outsider.customerId, 'x-price-status': '2' });
    const leaks: string[] = [];
    for (const op of idTaking()) {
      if (op.pathParams.some((param) => TENANT_SHARED.has(resourceOf(op, param)))) continue;
      const { status } = await call(buyer, op, (param) => idOfA(op, param));
      if (status !== 403 && status !== 404) leaks.push(`${op.label}: ${status}`);
    }
    expect(leaks).toEqual([]);
  });

  it("tenant B's users reach nothing of tenant A, not even its catalogue", async () => {
    const tenantApi = api.with({ 'x-tenant': tenantB.slug });
    const { api: adminB } = await tenantApi.login(`owner@${tenantB.slug}.example`, PASSWORD);
    const buyerB = await approvedBuyer(tenantApi, adminB, database, mailDir);
    createdApplicants.push(buyerB);
    const { api: buyerClient } = await tenantApi.login(buyerB.email, buyerB.password);
    const clients: Array<[string, Api]> = [
      ['admin of B', adminB],
      ['buyer of B', buyerClient.with({ 'x-customer-id': buyerB.customerId, 'x-price-status': '2' })],
    ];
    const leaks: string[] = [];
    for (const [who, client] of clients) {
      for (const op of idTaking()) {
        if (op.path.startsWith('/api/images/')) continue;
        const { status } = await call(client, op, (param) => idOfA(op, param));
        if (status !== 403 && status !== 404) leaks.push(`${who}: ${op.label}: ${status}`);
      }
    }
    expect(leaks).toEqual([]);

    // End to end: B's back office lists only B's customers, and A's token is refused under B.
    const customers = await adminB.post<{ data: { rows: Array<{ _id: string }> } }>(
      '/api/customers/list',
      {},
    );
    expect(customers.body.data.rows.map((row) => row._id)).toEqual([buyerB.customerId]);
    const { token } = await api.loginBuyer();
    const crossed = await tenantApi.post('/api/users/get-user-info', {}, { 'x-access-token': token });
    expect(crossed.status).toBe(401);
    expect(crossed.body).toMatchObject({ code: 'TENANT_MISMATCH' });
    expect(tenantB.id).not.toBe(DEMO_TENANT.id);
  });
});
