import { DEMO_TENANT } from '@atelier/contracts/common';
import { createHash } from 'node:crypto';
import { type Applicant, approvedBuyer, removeApplicants, sql } from '../support/accounts';
import { decodeClaims, signToken } from '../support/jwt';
import { system } from './state';

// The project's testTimeout is not applied per project by this Jest; the suite's own limit.
jest.setTimeout(60_000);

const { api, database, mailDir, jwtSecret } = system();
const created: Applicant[] = [];

afterAll(async () => {
  await removeApplicants(database, created);
});

interface Tokens {
  role: string;
  token: string;
  refreshToken: string;
}

async function login(email: string, password: string): Promise<Tokens> {
  const { body } = await api.post<{ status: boolean; data: Tokens }>('/api/users/login', { email, password });
  if (!body.status) throw new Error(`login failed for ${email}`);
  return body.data;
}

const refresh = (refreshToken: string, headers?: Record<string, string>) =>
  api.post<{ status: boolean; code?: string; message?: string; data: Tokens }>(
    '/api/users/refresh-token',
    { refreshToken },
    headers,
  );
const userInfo = (token: string) => api.post('/api/users/get-user-info', {}, { 'x-access-token': token });

describe('refresh tokens', () => {
  let buyer: Applicant;

  beforeAll(async () => {
    const { api: admin } = await api.loginAdmin();
    buyer = await approvedBuyer(api, admin, database, mailDir);
    created.push(buyer);
  });

  it('come with login: opaque, stored only as a hash, in the family named by the access token', async () => {
    const tokens = await login(buyer.email, buyer.password);
    expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = decodeClaims(tokens.token);
    expect(Number(claims['exp']) - Number(claims['iat'])).toBeLessThanOrEqual(15 * 60);
    const rows = await sql<{ token_hash: string; family_id: string }>(
      database,
      'select token_hash, family_id from identity.refresh_tokens where token_hash = $1',
      [createHash('sha256').update(tokens.refreshToken).digest('hex')],
    );
    expect(rows).toEqual([{ token_hash: expect.any(String), family_id: claims['fam'] }]);
  });

  it('rotate: each refresh answers a new access token and a new refresh token', async () => {
    const first = await login(buyer.email, buyer.password);
    const { status, body } = await refresh(first.refreshToken);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      role: 'client-super-admin',
      token: expect.any(String),
      refreshToken: expect.any(String),
    });
    expect(body.data.refreshToken).not.toBe(first.refreshToken);
    expect(decodeClaims(body.data.token)['fam']).toBe(decodeClaims(first.token)['fam']);
    expect((await userInfo(body.data.token)).status).toBe(200);
    const next = await refresh(body.data.refreshToken);
    expect(next.status).toBe(200);
  });

  it('end the whole family when a rotated one is used again', async () => {
    const first = await login(buyer.email, buyer.password);
    const second = (await refresh(first.refreshToken)).body.data;
    const third = (await refresh(second.refreshToken)).body.data;
    // A copy replayed later than a racing tab could (past the few seconds of grace).
    await sql(
      database,
      "update identity.refresh_tokens set used_at = now() - interval '1 minute' where token_hash = $1",
      [createHash('sha256').update(first.refreshToken).digest('hex')],
    );

    const reused = await refresh(first.refreshToken);
    expect(reused.status).toBe(401);
    expect(reused.body).toMatchObject({
      code: 'IDENTITY_REFRESH_TOKEN_REUSED',
      message: 'Your session has ended. Please log in again.',
    });
    // The legitimate holder's latest tokens die with the family.
    expect((await refresh(third.refreshToken)).status).toBe(401);
    const info = await userInfo(third.token);
    expect(info.status).toBe(401);
    expect(info.body).toMatchObject({ code: 'TOKEN_REVOKED' });
    // Other sessions of the same user are untouched.
    const other = await login(buyer.email, buyer.password);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('let two tabs refresh with the same token at the same moment without logging the user out', async () => {
    const first = await login(buyer.email, buyer.password);
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.refreshToken).not.toBe(b.body.data.refreshToken);
    for (const tab of [a, b]) {
      expect((await userInfo(tab.body.data.token)).status).toBe(200);
      expect((await refresh(tab.body.data.refreshToken)).status).toBe(200);
    }
  });

  it('refuse unknown, expired and missing refresh tokens', async () => {
    const unknown = await refresh('x'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ code: 'IDENTITY_REFRESH_TOKEN_INVALID' });
    const tokens = await login(buyer.email, buyer.password);
    await sql(
      database,
      "update identity.refresh_tokens set expires_at = now() - interval '1 second' where token_hash = $1",
      [createHash('sha256').update(tokens.refreshToken).digest('hex')],
    );
    expect((await refresh(tokens.refreshToken)).status).toBe(401);
    const missing = await api.post('/api/users/refresh-token', {});
    expect(missing.status).toBe(400);
  });

  it('work while the expired access token is still sent along', async () => {
    const tokens = await login(buyer.email, buyer.password);
    const claims = decodeClaims(tokens.token);
    const expired = signToken(
      { ...claims, iat: claims['iat'], exp: Math.floor(Date.now() / 1000) - 5 },
      jwtSecret,
    );
    expect((await userInfo(expired)).status).toBe(401);
    expect((await refresh(tokens.refreshToken, { 'x-access-token': expired })).status).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the access token and its refresh-token family', async () => {
    const { api: admin } = await api.loginAdmin();
    const buyer = await approvedBuyer(api, admin, database, mailDir);
    created.push(buyer);
    const tokens = await login(buyer.email, buyer.password);
    const out = await api.get('/api/users/logout', { 'x-access-token': tokens.token });
    expect(out.body).toEqual({ status: true, message: 'You are logged out.' });
    expect((await userInfo(tokens.token)).status).toBe(401);
    expect((await refresh(tokens.refreshToken)).status).toBe(401);
  });

  it('works with an access token that has just expired', async () => {
    const { api: admin } = await api.loginAdmin();
    const buyer = await approvedBuyer(api, admin, database, mailDir);
    created.push(buyer);
    const tokens = await login(buyer.email, buyer.password);
    const claims = decodeClaims(tokens.token);
    const expired = signToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 5 }, jwtSecret);
    expect((await api.get('/api/users/logout', { 'x-access-token': expired })).status).toBe(200);
    expect((await refresh(tokens.refreshToken)).status).toBe(401);
  });

  it('ignores a forged token: nothing is revoked', async () => {
    const forged = signToken(
      { sub: 'x', tid: DEMO_TENANT.id, role: 'admin', jti: 'j', exp: Math.floor(Date.now() / 1000) + 60 },
      'not-the-gateway-secret-not-the-gateway-secret',
    );
    expect((await api.get('/api/users/logout', { 'x-access-token': forged })).status).toBe(200);
    expect((await api.get('/api/users/logout')).status).toBe(200);
  });
});

describe('POST /api/users/change-password', () => {
  it('checks the current password, ends every other session and hands this one new tokens', async () => {
    const { api: admin } = await api.loginAdmin();
    const buyer = await approvedBuyer(api, admin, database, mailDir);
    created.push(buyer);
    const here = await login(buyer.email, buyer.password);
    const elsewhere = await login(buyer.email, buyer.password);

    const wrong = await api.post(
      '/api/users/change-password',
      { currentPassword: 'Wrong#2026', password: 'Silver#2027', confirmPassword: 'Silver#2027' },
      { 'x-access-token': here.token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: { currentPassword: ['The current password is incorrect.'] } });
    const mismatch = await api.post(
      '/api/users/change-password',
      { currentPassword: buyer.password, password: 'Silver#2027', confirmPassword: 'Silver#2028' },
      { 'x-access-token': here.token },
    );
    expect(mismatch.body).toMatchObject({
      errors: { confirmPassword: ['The passwords do not match. Please ensure both passwords are the same.'] },
    });

    const changed = await api.post<{ status: boolean; message: string; data: Tokens }>(
      '/api/users/change-password',
      { currentPassword: buyer.password, password: 'Silver#2027', confirmPassword: 'Silver#2027' },
      { 'x-access-token': here.token },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Your password has been changed.');
    for (const old of [here, elsewhere]) {
      expect((await userInfo(old.token)).status).toBe(401);
      expect((await refresh(old.refreshToken)).status).toBe(401);
    }
    expect((await userInfo(changed.body.data.token)).status).toBe(200);
    expect((await refresh(changed.body.data.refreshToken)).status).toBe(200);
    expect(
      (await api.post('/api/users/login', { email: buyer.email, password: 'Silver#2027' })).body,
    ).toMatchObject({
      status: true,
    });
  });

  it('needs a logged-in user', async () => {
    const { status } = await api.post('/api/users/change-password', {
      currentPassword: 'a',
      password: 'Silver#2027',
      confirmPassword: 'Silver#2027',
    });
    expect(status).toBe(401);
  });
});
