import { DEMO_CUSTOMER_IDS, DEMO_USERS } from '@atelier/contracts/common';
import { randomBytes } from 'node:crypto';
import type { Api } from '../support/api';
import { type Applicant, approvedBuyer, removeApplicants, removeUsers } from '../support/accounts';
import { system } from './state';

// The project's testTimeout is not applied per project by this Jest; the suite's own limit.
jest.setTimeout(60_000);

const { api, database, mailDir } = system();
const created: Applicant[] = [];
const createdUsers: string[] = [];
const PASSWORD = 'Pearl#2026';

afterAll(async () => {
  await removeUsers(database, createdUsers);
  await removeApplicants(database, created);
});

interface UserView {
  _id: string;
  email: string;
  status: string;
  customerCount: number;
}
interface Access {
  user: UserView;
  customers: Array<{ _id: string; company: string; isPrimaryAddress: boolean }>;
}

describe('storefront users in the back office', () => {
  let admin: Api;
  let company: Applicant;

  beforeAll(async () => {
    admin = (await api.loginAdmin()).api;
    company = await approvedBuyer(api, admin, database, mailDir);
    created.push(company);
  });

  async function addUser(): Promise<UserView & { password: string }> {
    const email = `nils-${randomBytes(4).toString('hex')}@berg.example`;
    const { status, body } = await admin.post<{ message: string; data: UserView }>(
      `/api/customers/${company.customerId}/users`,
      { firstName: 'Nils', lastName: 'Berg', email, password: PASSWORD, confirmPassword: PASSWORD },
    );
    if (status !== 200) throw new Error(`user not added: ${JSON.stringify(body)}`);
    createdUsers.push(body.data._id);
    return { ...body.data, password: PASSWORD };
  }

  it('adds a user to a customer (add-customer-users/{id}) who can log in at once', async () => {
    const user = await addUser();
    expect(user).toMatchObject({ status: 'active', customerCount: 1 });
    const { api: buyer, userId } = await api.login(user.email, PASSWORD);
    const mapped = await buyer.post<{ data: Array<{ _id: string }> }>('/api/users/get-mapped-customers', {
      userId,
    });
    expect(mapped.body.data.map((c) => c._id)).toEqual([company.customerId]);
    const users = await admin.get<{ data: UserView[] }>(`/api/customers/${company.customerId}/users`);
    expect(users.body.data.map((u) => u.email).sort()).toEqual([company.email, user.email].sort());

    const taken = await admin.post(`/api/customers/${company.customerId}/users`, {
      firstName: 'Nils',
      email: DEMO_USERS.buyer.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ errors: { email: ['This email is already registered.'] } });
  });

  it('maps a user to customers (manage-customer-access), effective on the next call', async () => {
    const user = await addUser();
    const { api: buyer } = await api.login(user.email, PASSWORD);
    const before = await buyer.get('/api/users/account-details', {
      'x-customer-id': DEMO_CUSTOMER_IDS.goldsmiths,
    });
    expect(before.status).toBe(403);

    const saved = await admin.request<{ data: Access }>('PUT', `/api/customer-users/${user._id}/customers`, {
      json: { customerIds: [company.customerId, DEMO_CUSTOMER_IDS.goldsmiths] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.customers.map((c) => c._id).sort()).toEqual(
      [company.customerId, DEMO_CUSTOMER_IDS.goldsmiths].sort(),
    );
    const after = await buyer.get<{ data: { company: string } }>('/api/users/account-details', {
      'x-customer-id': DEMO_CUSTOMER_IDS.goldsmiths,
    });
    expect(after.status).toBe(200);
    expect(after.body.data.company).toBe('Lund Goldsmiths Ltd');

    const read = await admin.get<{ data: Access }>(`/api/customer-users/${user._id}/customers`);
    expect(read.body.data.user).toMatchObject({ _id: user._id, customerCount: 2 });

    const unknown = await admin.request('PUT', `/api/customer-users/${user._id}/customers`, {
      json: { customerIds: ['00000000-0000-4000-8000-00000000dead'] },
    });
    expect(unknown.status).toBe(400);
    const malformed = await admin.request('PUT', `/api/customer-users/${user._id}/customers`, {
      json: { customerIds: ['nope'] },
    });
    expect(malformed.body).toMatchObject({
      errors: { customerIds: ['The customers field must be a valid identifier.'] },
    });

    await admin.request('PUT', `/api/customer-users/${user._id}/customers`, { json: { customerIds: [] } });
    expect(
      (await buyer.get('/api/users/account-details', { 'x-customer-id': company.customerId })).status,
    ).toBe(403);
  });

  it('changes credentials (update-customer-credentials): the old sessions end, the new password works', async () => {
    const user = await addUser();
    const { token } = await api.login(user.email, PASSWORD);
    const newEmail = `renamed-${randomBytes(4).toString('hex')}@berg.example`;
    const { status, body } = await admin.request<{ data: UserView }>(
      'PUT',
      `/api/customer-users/${user._id}/credentials`,
      {
        json: { email: newEmail, password: 'Coral#2027', confirmPassword: 'Coral#2027' },
      },
    );
    expect(status).toBe(200);
    expect(body.data.email).toBe(newEmail);
    expect((await api.post('/api/users/get-user-info', {}, { 'x-access-token': token })).status).toBe(401);
    expect(
      (await api.post('/api/users/login', { email: newEmail, password: 'Coral#2027' })).body,
    ).toMatchObject({
      status: true,
    });
    const mismatch = await admin.request('PUT', `/api/customer-users/${user._id}/credentials`, {
      json: { password: 'Coral#2028' },
    });
    expect(mismatch.body).toMatchObject({
      errors: { confirmPassword: ['The passwords do not match. Please ensure both passwords are the same.'] },
    });
    const taken = await admin.request('PUT', `/api/customer-users/${user._id}/credentials`, {
      json: { email: DEMO_USERS.buyer.email },
    });
    expect(taken.status).toBe(409);
    // Only storefront users are managed here.
    const adminTarget = await admin.request('PUT', `/api/customer-users/${DEMO_USERS.admin.id}/credentials`, {
      json: { password: 'Coral#2027', confirmPassword: 'Coral#2027' },
    });
    expect(adminTarget.status).toBe(404);
  });

  it('stops and allows a storefront user', async () => {
    const user = await addUser();
    const { token } = await api.login(user.email, PASSWORD);
    await admin.request('PUT', `/api/customer-users/${user._id}/status`, { json: { status: 'disabled' } });
    expect((await api.post('/api/users/get-user-info', {}, { 'x-access-token': token })).status).toBe(401);
    expect((await api.post('/api/users/login', { email: user.email, password: PASSWORD })).body).toEqual({
      status: false,
      message: 'This account is not active.',
    });
    await admin.request('PUT', `/api/customer-users/${user._id}/status`, { json: { status: 'active' } });
    expect(
      (await api.post('/api/users/login', { email: user.email, password: PASSWORD })).body,
    ).toMatchObject({
      status: true,
    });
    const bad = await admin.request('PUT', `/api/customer-users/${user._id}/status`, {
      json: { status: 'pending' },
    });
    expect(bad.body).toMatchObject({ errors: { status: ['The selected status is not valid.'] } });
  });

  it('lists and searches storefront users', async () => {
    const { body } = await admin.post<{
      data: { rows: UserView[]; count: number; page: number; limit: number };
    }>('/api/customer-users/list', { search: DEMO_USERS.buyer.email, limit: 10 });
    expect(body.data).toMatchObject({ count: 1, page: 1, limit: 10 });
    expect(body.data.rows[0]).toMatchObject({ email: DEMO_USERS.buyer.email, customerCount: 3 });
    const badPage = await admin.post('/api/customer-users/list', { page: 0, limit: 500 });
    expect(badPage.body).toMatchObject({
      errors: {
        page: ['The page field must be between 1 and 100000.'],
        limit: ['The limit field must be between 1 and 200.'],
      },
    });
  });
});
