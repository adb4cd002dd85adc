import { randomBytes } from 'node:crypto';
import type { Api } from './api';
import { linkToken, waitForMail } from './mail';
import { withPostgres } from './system';

export const PASSWORD = 'Gold#2026';

/** A complete, valid registration (spec §3) with a fresh email; fields can be replaced. */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = randomBytes(4).toString('hex');
  return {
    companyName: `Berg Jewellers ${id}`,
    addressLine1: '1 Stonegate',
    addressLine2: 'First floor',
    city: 'York',
    county: 'North Yorkshire',
    postCode: 'YO1 8AS',
    country: 'United Kingdom',
    currency: 'GBP',
    companyPhone: '+44 (0)1904 123456',
    website: 'www.bergjewellers.example',
    mobile: '07700 900123',
    vatNumber: 'GB 123456789',
    references: 'Lund Goldsmiths, Harbour Gems',
    comments: 'Please call in the morning',
    contactName: 'Agnes Berg',
    email: `agnes-${id}@berg.example`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
}

export async function sql<T extends Record<string, unknown>>(
  database: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  return withPostgres(async (client) => (await client.query<T>(text, params)).rows, database);
}

export interface Applicant {
  email: string;
  password: string;
  company: string;
  customerId: string;
  userId: string;
}

/** Registers through the gateway and finds the pending customer and user it made. */
export async function register(
  api: Api,
  database: string,
  overrides: Record<string, unknown> = {},
): Promise<Applicant> {
  const body = registration(overrides);
  const { status, body: answer } = await api.post('/api/users/register', body);
  if (status !== 200) throw new Error(`registration failed: ${status} ${JSON.stringify(answer)}`);
  const email = String(body['email']).toLowerCase();
  const [row] = await sql<{ customer_id: string; user_id: string }>(
    database,
    `select c.id as customer_id, u.id as user_id from identity.customers c
       join identity.users u on u.id = c.applicant_user_id where lower(u.email) = $1`,
    [email],
  );
  if (!row) throw new Error(`no customer for ${email}`);
  return {
    email,
    password: String(body['password']),
    company: String(body['companyName']),
    customerId: row.customer_id,
    userId: row.user_id,
  };
}

/** A storefront buyer of a new company: registered, approved by the admin and verified by the mailed link. */
export async function approvedBuyer(
  api: Api,
  admin: Api,
  database: string,
  mailDir: string,
  overrides: Record<string, unknown> = {},
): Promise<Applicant> {
  const applicant = await register(api, database, overrides);
  const approved = await admin.post(`/api/customers/${applicant.customerId}/approve`, {
    markup: 2.5,
    isVatApplicable: true,
  });
  if (approved.status !== 200) throw new Error(`approval failed: ${JSON.stringify(approved.body)}`);
  const mail = await waitForMail(mailDir, applicant.email, 'Please verify your email address');
  const verified = await api.post('/api/users/verify-email', {
    token: linkToken(mail, 'email-verification'),
  });
  if (verified.status !== 200) throw new Error(`verification failed: ${JSON.stringify(verified.body)}`);
  return applicant;
}

/** Removes what the tests made: the customers, then their users (tokens and mappings go with them). */
export async function removeApplicants(database: string, applicants: Applicant[]): Promise<void> {
  if (applicants.length === 0) return;
  await sql(database, 'delete from identity.customers where id = any($1::uuid[])', [
    applicants.map((a) => a.customerId),
  ]);
  await sql(database, 'delete from identity.users where id = any($1::uuid[])', [
    applicants.map((a) => a.userId),
  ]);
}

export async function removeUsers(database: string, userIds: string[]): Promise<void> {
  if (userIds.length > 0)
    await sql(database, 'delete from identity.users where id = any($1::uuid[])', [userIds]);
}
