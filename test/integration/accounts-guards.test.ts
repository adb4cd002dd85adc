import { DEMO_USERS } from '@atelier/contracts/common';
import { randomBytes } from 'node:crypto';
import type { Api } from '../support/api';
import { removeUsers } from '../support/accounts';
import { system } from './state';

// The project's testTimeout is not applied per project by this Jest; the suite's own limit.
jest.setTimeout(60_000);

const { api, database } = system();
const createdUsers: string[] = [];
const PASSWORD = 'Admin#2027';
const FORBIDDEN = { status: false, code: 'FORBIDDEN', message: 'You do not have permission!' };
const SOME_ID = '00000000-0000-4000-8000-00000000beef';

afterAll(async () => {
  await removeUsers(database, createdUsers);
});

interface AdminUser {
  _id: string;
  email: string;
  role: string;
  status: string;
  permissions: string[];
}

/** An admin user made by the demo super-admin, with the given permissions. */
async function createAdmin(superAdmin: Api, permissions: string[], role = 'admin'): Promise<AdminUser> {
  const email = `admin-${randomBytes(4).toString('hex')}@demo.test`;
  const { status, body } = await superAdmin.post<{ data: AdminUser }>('/api/admin-users', {
    firstName: 'Alva',
    lastName: 'Holm',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    role,
    permissions,
  });
  if (status !== 200) throw new Error(`admin not created: ${status} ${JSON.stringify(body)}`);
  createdUsers.push(body.data._id);
  return body.data;
}

/** One call of each back-office customers screen. */
const CUSTOMER_ROUTES: Array<[string, string, unknown?]> = [
  ['POST', '/api/customers/list', { status: 'pending' }],
  ['GET', `/api/customers/${SOME_ID}`],
  ['PUT', `/api/customers/${SOME_ID}`, { companyPhone: '0123' }],
  ['POST', `/api/customers/${SOME_ID}/approve`, { markup: 2.5, isVatApplicable: true }],
  ['POST', `/api/customers/${SOME_ID}/reject`, { reason: 'No' }],
  ['GET', `/api/customers/${SOME_ID}/users`],
  ['POST', `/api/customers/${SOME_ID}/users`, {}],
  ['POST', '/api/customer-users/list', {}],
  ['GET', `/api/customer-users/${SOME_ID}/customers`],
  ['PUT', `/api/customer-users/${SOME_ID}/customers`, { customerIds: [] }],
  ['PUT', `/api/customer-users/${SOME_ID}/credentials`, {}],
  ['PUT', `/api/customer-users/${SOME_ID}/status`, { status: 'active' }],
];
const USER_ROUTES: Array<[string, string, unknown?]> = [
  ['GET', '/api/admin-permissions'],
  ['GET', '/api/admin-users'],
  ['GET', `/api/admin-users/${SOME_ID}`],
  ['POST', '/api/admin-users', {}],
  ['PUT', `/api/admin-users/${SOME_ID}`, {}],
  ['PUT', `/api/admin-users/${SOME_ID}/permissions`, { permissions: [] }],
  ['PUT', `/api/admin-users/${SOME_ID}/status`, { status: 'active' }],
  ['DELETE', `/api/admin-users/${SOME_ID}`],
];

const call = (client: Api, [method, path, json]: [string, string, unknown?]) =>
  client.request(method, path, json === undefined ? {} : { json });

describe('back-office guards', () => {
  let superAdmin: Api;

  beforeAll(async () => {
    superAdmin = (await api.loginAdmin()).api;
  });

  it('refuse an anonymous caller on every back-office route (401)', async () => {
    for (const route of [...CUSTOMER_ROUTES, ...USER_ROUTES]) {
      const { status } = await call(api, route);
      expect([route[0], route[1], status]).toEqual([route[0], route[1], 401]);
    }
  });

  it('refuse a storefront buyer on every back-office route (403, "You do not have permission!")', async () => {
    const { api: buyer } = await api.loginBuyer();
    for (const route of [...CUSTOMER_ROUTES, ...USER_ROUTES]) {
      const { status, body } = await call(buyer, route);
      expect([route[1], status, body]).toEqual([route[1], 403, expect.objectContaining(FORBIDDEN)]);
    }
  });

  it('refuse, on the server, an admin without the customers permission; grant and withdraw take effect at once', async () => {
    const admin = await createAdmin(superAdmin, ['designs', 'orders']);
    const { api: client } = await api.login(admin.email, PASSWORD);
    for (const route of CUSTOMER_ROUTES) {
      const { status, body } = await call(client, route);
      expect([route[1], status, body]).toEqual([route[1], 403, expect.objectContaining(FORBIDDEN)]);
    }

    const granted = await superAdmin.request<{ data: AdminUser }>(
      'PUT',
      `/api/admin-users/${admin._id}/permissions`,
      {
        json: { permissions: ['designs', 'customers'] },
      },
    );
    expect(granted.body.data.permissions).toEqual(['designs', 'customers']);
    expect((await client.post('/api/customers/list', { status: 'pending' })).status).toBe(200);
    expect((await client.get(`/api/customers/${SOME_ID}`)).status).toBe(404);

    await superAdmin.request('PUT', `/api/admin-users/${admin._id}/permissions`, {
      json: { permissions: ['designs'] },
    });
    expect((await client.post('/api/customers/list', {})).status).toBe(403);
  });

  it('refuse an admin without the users permission on the admin-user screens', async () => {
    const admin = await createAdmin(superAdmin, ['customers']);
    const { api: client } = await api.login(admin.email, PASSWORD);
    for (const route of USER_ROUTES) {
      const { status } = await call(client, route);
      expect([route[1], status]).toEqual([route[1], 403]);
    }
  });

  it('let a super-admin through every screen', async () => {
    expect((await superAdmin.post('/api/customers/list', {})).status).toBe(200);
    expect((await superAdmin.post('/api/customer-users/list', {})).status).toBe(200);
    const permissions = await superAdmin.get<{ data: Array<{ key: string }> }>('/api/admin-permissions');
    expect(permissions.body.data.map((p) => p.key)).toEqual(expect.arrayContaining(['customers', 'users']));
    const list = await superAdmin.get<{ data: AdminUser[] }>('/api/admin-users');
    expect(list.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          email: DEMO_USERS.admin.email,
          role: 'super-admin',
          permissions: expect.arrayContaining(['users']),
        }),
      ]),
    );
    expect(list.body.data.some((u) => u.email === DEMO_USERS.buyer.email)).toBe(false);
  });

  it('keep the storefront-only routes to client-super-admins (customer-admin guard)', async () => {
    const { status, body } = await superAdmin.get('/api/users/account-details');
    expect(status).toBe(403);
    expect(body).toMatchObject(FORBIDDEN);
    expect((await superAdmin.post('/api/users/update-markup', { markup: 2 })).status).toBe(403);
    const { api: buyer } = await api.loginBuyer();
    expect((await buyer.get('/api/users/account-details')).status).toBe(200);
    expect((await api.get('/api/users/account-details')).status).toBe(401);
  });
});

describe('admin users and permissions', () => {
  let superAdmin: Api;

  beforeAll(async () => {
    superAdmin = (await api.loginAdmin()).api;
  });

  it('POST /api/users/list-Admin-Permissions: your own list in data.data; another admin needs the users permission', async () => {
    const plain = await createAdmin(superAdmin, ['orders']);
    const other = await createAdmin(superAdmin, ['designs']);
    const { api: client, userId } = await api.login(plain.email, PASSWORD);
    const own = await client.post<{ status: boolean; data: { data: Array<{ key: string; label: string }> } }>(
      '/api/users/list-Admin-Permissions',
      { id: userId },
    );
    expect(own.body).toEqual({ status: true, data: { data: [{ key: 'orders', label: 'Orders' }] } });
    expect((await client.post('/api/users/list-Admin-Permissions', { id: other._id })).status).toBe(403);
    const bySuper = await superAdmin.post<{ data: { data: Array<{ key: string }> } }>(
      '/api/users/list-Admin-Permissions',
      { id: other._id },
    );
    expect(bySuper.body.data.data.map((p) => p.key)).toEqual(['designs']);
  });

  it('let an admin with the users permission manage admins, but not themselves nor super-admins', async () => {
    const manager = await createAdmin(superAdmin, ['users']);
    const { api: client } = await api.login(manager.email, PASSWORD);
    const self = await client.request('PUT', `/api/admin-users/${manager._id}/permissions`, {
      json: { permissions: ['users', 'customers'] },
    });
    expect(self.status).toBe(403);
    expect(self.body).toMatchObject({ code: 'IDENTITY_SELF_CHANGE' });
    const superTarget = await client.request('PUT', `/api/admin-users/${DEMO_USERS.admin.id}/status`, {
      json: { status: 'disabled' },
    });
    expect(superTarget.status).toBe(403);
    expect(superTarget.body).toMatchObject({
      code: 'IDENTITY_SUPER_ADMIN_ONLY',
      message: 'Only a super-admin can do this.',
    });
    const makeSuper = await client.post('/api/admin-users', {
      firstName: 'Sigge',
      email: `super-${randomBytes(3).toString('hex')}@demo.test`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'super-admin',
      permissions: [],
    });
    expect(makeSuper.status).toBe(403);

    const created = await client.post<{ data: AdminUser }>('/api/admin-users', {
      firstName: 'Tove',
      email: `tove-${randomBytes(3).toString('hex')}@demo.test`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'admin',
      permissions: ['users'],
    });
    expect(created.status).toBe(200);
    createdUsers.push(created.body.data._id);
    expect(created.body.data).toMatchObject({ role: 'admin', status: 'active', permissions: ['users'] });
  });

  it("never let a grant exceed the granter's own permissions, nor let an admin take over a stronger one", async () => {
    const manager = await createAdmin(superAdmin, ['users']);
    const { api: client } = await api.login(manager.email, PASSWORD);
    const everything = await client.post('/api/admin-users', {
      firstName: 'Ebba',
      email: `ebba-${randomBytes(3).toString('hex')}@demo.test`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'admin',
      permissions: ['users', 'orders', 'reports', 'customers'],
    });
    expect(everything.status).toBe(403);
    expect(everything.body).toMatchObject({
      code: 'IDENTITY_GRANT_EXCEEDS_OWN',
      message: 'You cannot grant permissions you do not hold yourself: orders, reports, customers.',
    });

    const peer = await createAdmin(superAdmin, ['users']);
    const widen = await client.request('PUT', `/api/admin-users/${peer._id}/permissions`, {
      json: { permissions: ['users', 'orders'] },
    });
    expect(widen.status).toBe(403);
    expect(widen.body).toMatchObject({ code: 'IDENTITY_GRANT_EXCEEDS_OWN' });

    const stronger = await createAdmin(superAdmin, ['users', 'orders']);
    const takeover = await client.request('PUT', `/api/admin-users/${stronger._id}`, {
      json: { password: 'Taken#2027', confirmPassword: 'Taken#2027' },
    });
    expect(takeover.status).toBe(403);
    expect(takeover.body).toMatchObject({
      code: 'IDENTITY_TARGET_OUTRANKS',
      message: 'You cannot change an admin who holds permissions you do not hold.',
    });
    expect(
      (await api.post('/api/users/login', { email: stronger.email, password: PASSWORD })).body,
    ).toMatchObject({
      status: true,
    });
    for (const [method, path, json] of [
      ['PUT', `/api/admin-users/${stronger._id}/status`, { status: 'disabled' }],
      ['DELETE', `/api/admin-users/${stronger._id}`, undefined],
    ] as const) {
      const refused = await client.request(method, path, json === undefined ? {} : { json });
      expect([path, refused.status]).toEqual([path, 403]);
    }
    const german = await client.request('PUT', `/api/admin-users/${stronger._id}`, {
      json: { password: 'Taken#2027', confirmPassword: 'Taken#2027' },
      headers: { 'x-language-code': 'de' },
    });
    expect(german.body).toMatchObject({
      message: 'Sie können keinen Admin ändern, der Berechtigungen hat, die Ihnen fehlen.',
    });

    // A peer holding no more than the manager stays manageable.
    const renamed = await client.request('PUT', `/api/admin-users/${peer._id}`, {
      json: { firstName: 'Peer' },
    });
    expect(renamed.status).toBe(200);
  });

  it("keep buyers' customers (accounts, addresses, markups) from staff without the customers permission", async () => {
    const { userId: buyerId } = await api.loginBuyer();
    const dashboardOnly = await createAdmin(superAdmin, ['dashboard']);
    const { api: client } = await api.login(dashboardOnly.email, PASSWORD);
    const refused = await client.post('/api/users/get-mapped-customers', { userId: buyerId });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('acNo');
    const customersAdmin = await createAdmin(superAdmin, ['customers']);
    const allowed = await (
      await api.login(customersAdmin.email, PASSWORD)
    ).api.post<{ data: unknown[] }>('/api/users/get-mapped-customers', { userId: buyerId });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toHaveLength(3);
  });

  it('validate the admin form with the shared rules', async () => {
    const { status, body } = await superAdmin.post('/api/admin-users', {
      firstName: "O'Neil",
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'other',
      role: 'owner',
      permissions: ['customers', 'everything'],
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: {
        firstName: ['The first name field may only contain alphabetic characters and spaces.'],
        email: ['The email field must be a valid email.'],
        password: expect.arrayContaining(['The password field must be at least 6 characters.']),
        confirmPassword: ['The passwords do not match. Please ensure both passwords are the same.'],
        role: ['The selected role is not valid.'],
        permissions: ['The selected permissions is not valid.'],
      },
    });
  });

  it('stop a user at once (not-allowed-user): sessions end and logging in is refused; then allow again', async () => {
    const admin = await createAdmin(superAdmin, ['customers']);
    const { token } = await api.login(admin.email, PASSWORD);
    const stopped = await superAdmin.request<{ data: AdminUser }>(
      'PUT',
      `/api/admin-users/${admin._id}/status`,
      {
        json: { status: 'disabled' },
      },
    );
    expect(stopped.body.data.status).toBe('disabled');
    const after = await api.post('/api/customers/list', {}, { 'x-access-token': token });
    expect(after.status).toBe(401);
    const login = await api.post('/api/users/login', { email: admin.email, password: PASSWORD });
    expect(login.body).toEqual({ status: false, message: 'This account is not active.' });
    await superAdmin.request('PUT', `/api/admin-users/${admin._id}/status`, { json: { status: 'active' } });
    expect(
      (await api.post('/api/users/login', { email: admin.email, password: PASSWORD })).body,
    ).toMatchObject({
      status: true,
    });
  });

  it('edit and delete an admin user; the deleted one is out at once', async () => {
    const admin = await createAdmin(superAdmin, ['customers']);
    const { token } = await api.login(admin.email, PASSWORD);
    const edited = await superAdmin.request<{ data: AdminUser & { firstName: string } }>(
      'PUT',
      `/api/admin-users/${admin._id}`,
      { json: { firstName: 'Alvina' } },
    );
    expect(edited.body.data.firstName).toBe('Alvina');
    expect((await api.post('/api/customers/list', {}, { 'x-access-token': token })).status).toBe(200);
    const deleted = await superAdmin.request('DELETE', `/api/admin-users/${admin._id}`);
    expect(deleted.body).toEqual({ status: true, message: 'The user has been deleted.' });
    expect((await api.post('/api/customers/list', {}, { 'x-access-token': token })).status).toBe(401);
    expect((await superAdmin.get(`/api/admin-users/${admin._id}`)).status).toBe(404);
    const self = await superAdmin.request('DELETE', `/api/admin-users/${DEMO_USERS.admin.id}`);
    expect(self.status).toBe(403);
  });
});
