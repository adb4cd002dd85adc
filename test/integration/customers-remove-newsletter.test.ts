import { randomBytes } from 'node:crypto';
import { type Applicant, approvedBuyer, removeApplicants, removeUsers, sql } from '../support/accounts';
import type { Api } from '../support/api';
import { addToCart, newBuyer, pickVariants, placeOrder, removeOrderData } from './orders-support';
import { system } from './state';

/** Issue 12 part 7: customer_remove and the newsletter subscribers list with its CSV export. */
jest.setTimeout(120_000);

const { api, database, mailDir } = system();
const PASSWORD = 'Remove#2026';
const applicants: Applicant[] = [];
const adminUsers: string[] = [];
const orderUsers: string[] = [];
const token = randomBytes(4).toString('hex');

let admin: Api;

/** An admin holding only `permission`. */
async function adminWith(permission: string): Promise<Api> {
  const email = `rm-${permission}-${randomBytes(3).toString('hex')}@demo.test`;
  const made = await admin.post<{ data: { _id: string } }>('/api/admin-users', {
    firstName: 'Rita',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    role: 'admin',
    permissions: [permission],
  });
  if (made.status !== 200) throw new Error(`admin not made: ${JSON.stringify(made.body)}`);
  adminUsers.push(made.body.data._id);
  return (await api.login(email, PASSWORD)).api;
}

beforeAll(async () => {
  admin = (await api.loginAdmin()).api;
});

afterAll(async () => {
  await removeOrderData(database, orderUsers);
  await removeUsers(database, orderUsers);
  await removeUsers(database, adminUsers);
  await sql(database, 'delete from identity.customer_audit where customer_id = any($1::uuid[])', [
    applicants.map((a) => a.customerId),
  ]);
  await removeApplicants(database, applicants);
  await sql(database, 'delete from admin.newsletter_subscriptions where email like $1', [`%${token}%`]);
});

describe('customer_remove', () => {
  async function company(): Promise<Applicant> {
    const made = await approvedBuyer(api, admin, database, mailDir);
    applicants.push(made);
    return made;
  }

  it('anonymises a customer without orders: data blanked, addresses and users unmapped, audited', async () => {
    const target = await company();
    const { status, body } = await admin.post<{ message: string; data: { affectedUserIds: string[] } }>(
      `/api/customers/${target.customerId}/remove`,
      { mode: 'anonymise' },
    );
    expect(status).toBe(200);
    expect(body.message).toBe('The customer has been anonymised.');
    expect(body.data.affectedUserIds).toEqual([target.userId]);
    const [row] = await sql<{ company: string; contact_name: string; company_phone: string | null }>(
      database,
      'select company, contact_name, company_phone from identity.customers where id = $1',
      [target.customerId],
    );
    expect(row.company).toMatch(/^Anonymised /);
    expect(row.company).not.toContain(target.company);
    expect(row.company_phone).toBeNull();
    const addresses = await sql(
      database,
      'select 1 from identity.customer_addresses where customer_id = $1',
      [target.customerId],
    );
    expect(addresses).toHaveLength(0);
    const mapped = await sql(database, 'select 1 from identity.user_customers where customer_id = $1', [
      target.customerId,
    ]);
    expect(mapped).toHaveLength(0);
    const audit = await sql<{ action: string; details: { company: string } }>(
      database,
      'select action, details from identity.customer_audit where customer_id = $1',
      [target.customerId],
    );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'anonymised',
        details: expect.objectContaining({ company: target.company }),
      }),
    ]);
  });

  it('removes a customer without orders outright, in Swedish too, and the audit row stays', async () => {
    const target = await company();
    const { status, body } = await admin.post<{ message: string }>(
      `/api/customers/${target.customerId}/remove`,
      { mode: 'remove' },
      { 'x-language-code': 'sv' },
    );
    expect(status).toBe(200);
    expect(body.message).toBe('Kunden har tagits bort.');
    const rows = await sql(database, 'select 1 from identity.customers where id = $1', [target.customerId]);
    expect(rows).toHaveLength(0);
    const gone = await admin.get(`/api/customers/${target.customerId}`);
    expect(gone.status).toBe(404);
    const audit = await sql<{ action: string }>(
      database,
      'select action from identity.customer_audit where customer_id = $1',
      [target.customerId],
    );
    expect(audit.map((a) => a.action)).toEqual(['removed']);
  });

  it('refuses a customer with an open order with a translated 409 and changes nothing', async () => {
    const target = await company();
    const buyer = await newBuyer(api, admin, target.customerId);
    orderUsers.push(buyer.userId);
    const [variant] = await pickVariants(database, 1, { offset: 40 });
    const added = await addToCart(buyer, { variantId: variant.id, quantity: 1 });
    expect(added.status).toBe(200);
    const placed = await placeOrder(buyer);
    expect(placed.status).toBe(200);

    const refused = await admin.post<{ code: string; message: string }>(
      `/api/customers/${target.customerId}/remove`,
      { mode: 'remove' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('IDENTITY_CUSTOMER_HAS_OPEN_ORDERS');
    expect(refused.body.message).toContain('1 open order');
    const inGerman = await admin.post<{ message: string }>(
      `/api/customers/${target.customerId}/remove`,
      { mode: 'anonymise' },
      { 'x-language-code': 'de' },
    );
    expect(inGerman.status).toBe(409);
    expect(inGerman.body.message).toContain('1 offene Bestellung');
    const [row] = await sql<{ company: string }>(
      database,
      'select company from identity.customers where id = $1',
      [target.customerId],
    );
    expect(row.company).toBe(target.company);
    const audit = await sql(database, 'select 1 from identity.customer_audit where customer_id = $1', [
      target.customerId,
    ]);
    expect(audit).toHaveLength(0);
  });

  it('answers bad input with 4xx naming the field, unknown ids with 404', async () => {
    const target = await company();
    const wrongMode = await admin.post<{ errors: Record<string, string[]> }>(
      `/api/customers/${target.customerId}/remove`,
      { mode: 'delete' },
    );
    expect(wrongMode.status).toBe(400);
    expect(Object.keys(wrongMode.body.errors)).toEqual(['mode']);
    const noBody = await admin.post(`/api/customers/${target.customerId}/remove`, {});
    expect(noBody.status).toBe(400);
    const badId = await admin.post('/api/customers/not-a-uuid/remove', { mode: 'remove' });
    expect(badId.status).toBe(400);
    const unknown = await admin.post('/api/customers/00000000-0000-4000-8000-000000000000/remove', {
      mode: 'remove',
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses admins without the customers permission and buyers (403), strangers (401)', async () => {
    const target = await company();
    const content = await adminWith('content');
    const denied = await content.post(`/api/customers/${target.customerId}/remove`, { mode: 'remove' });
    expect(denied.status).toBe(403);
    const buyer = (await api.loginBuyer()).api;
    expect((await buyer.post(`/api/customers/${target.customerId}/remove`, { mode: 'remove' })).status).toBe(
      403,
    );
    expect((await api.post(`/api/customers/${target.customerId}/remove`, { mode: 'remove' })).status).toBe(
      401,
    );
    const still = await sql(database, 'select 1 from identity.customers where id = $1', [target.customerId]);
    expect(still).toHaveLength(1);
  });
});

describe('newsletter subscribers (back office)', () => {
  const emails = ['anna', 'bertil', 'cecilia'].map((name) => `${name}.${token}@news.example`);

  beforeAll(async () => {
    for (const [index, email] of emails.entries()) {
      const subscribed = await api.post('/api/newsletter', { name: `Reader ${'abc'[index]}`, email });
      expect(subscribed.status).toBe(200);
    }
  });

  interface SubscriberPage {
    data: { rows: Array<{ email: string; name: string }>; count: number; pages: number; page: number };
  }

  it('lists subscribers paged on the server, searched by email or name', async () => {
    const first = await admin.post<SubscriberPage>('/api/newsletter/subscribers/list', {
      search: token,
      limit: 2,
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ count: 3, pages: 2, page: 1 });
    expect(first.body.data.rows).toHaveLength(2);
    const second = await admin.post<SubscriberPage>('/api/newsletter/subscribers/list', {
      search: token,
      limit: 2,
      page: 2,
    });
    const all = [...first.body.data.rows, ...second.body.data.rows].map((row) => row.email).sort();
    expect(all).toEqual([...emails].sort());
    const one = await admin.post<SubscriberPage>('/api/newsletter/subscribers/list', {
      search: `bertil.${token}`,
    });
    expect(one.body.data.rows.map((row) => row.email)).toEqual([emails[1]]);
    const literal = await admin.post<SubscriberPage>('/api/newsletter/subscribers/list', { search: '%_%' });
    expect(literal.status).toBe(200);
    expect(literal.body.data.rows.map((row) => row.email)).not.toContain(emails[0]);
  });

  it('exports the searched subscribers as a streamed CSV', async () => {
    const file = await admin.get<string>(`/api/newsletter/subscribers/export?search=${token}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.headers.get('content-disposition')).toMatch(/newsletter-subscribers-.*\.csv/);
    const lines = file.body.trim().split('\n');
    expect(lines[0]).toBe('Name,Email,Subscribed');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[1])
        .sort(),
    ).toEqual([...emails].sort());
  });

  it('refuses bad input with 400 and other permissions with 403', async () => {
    const tooMany = await admin.post<{ errors: Record<string, string[]> }>(
      '/api/newsletter/subscribers/list',
      {
        limit: 100_000,
      },
    );
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.body.errors)).toEqual(['limit']);
    const wrongType = await admin.post('/api/newsletter/subscribers/list', { search: 42 });
    expect(wrongType.status).toBe(400);
    const longSearch = await admin.get(`/api/newsletter/subscribers/export?search=${'x'.repeat(200)}`);
    expect(longSearch.status).toBe(400);
    const content = await adminWith('content');
    expect((await content.post('/api/newsletter/subscribers/list', {})).status).toBe(403);
    expect((await content.get('/api/newsletter/subscribers/export')).status).toBe(403);
    const buyer = (await api.loginBuyer()).api;
    expect((await buyer.post('/api/newsletter/subscribers/list', {})).status).toBe(403);
  });
});
