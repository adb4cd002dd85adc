import { DEMO_CUSTOMER_IDS, DEMO_TENANT, DEMO_USERS } from '@atelier/contracts/common';
import { withPostgres } from '../support/system';
import { decodeClaims, signToken } from '../support/jwt';
import { system } from './state';

const { api, jwtSecret, database } = system();
const BUYER = DEMO_USERS.buyer;
const now = (): number => Math.floor(Date.now() / 1000);

describe('POST /api/users/login', () => {
  it('logs the demo buyer in with the spec shape and a short-lived HS256 token', async () => {
    const { status, body } = await api.post('/api/users/login', {
      email: BUYER.email,
      password: BUYER.password,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: true,
      data: {
        role: 'client-super-admin',
        user: { _id: BUYER.id, email: BUYER.email, first_name: BUYER.firstName },
      },
    });
    const token = (body as { data: { token: string } }).data.token;
    const claims = decodeClaims(token);
    expect(claims).toMatchObject({ sub: BUYER.id, tid: DEMO_TENANT.id, role: 'client-super-admin' });
    expect(Number(claims['exp']) - Number(claims['iat'])).toBeLessThanOrEqual(15 * 60);
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({
      alg: 'HS256',
    });
  });

  it('matches the email case-insensitively', async () => {
    const { body } = await api.post('/api/users/login', {
      email: BUYER.email.toUpperCase(),
      password: BUYER.password,
    });
    expect(body).toMatchObject({ status: true });
  });

  it.each([
    ['a wrong password', { email: BUYER.email, password: 'Wrong#2026' }],
    ['an unknown email', { email: 'nobody@demo.test', password: BUYER.password }],
  ])('answers %s with status false and the same message', async (_, credentials) => {
    const { status, body } = await api.post('/api/users/login', credentials);
    expect(status).toBe(200);
    expect(body).toEqual({ status: false, message: 'The email or password is incorrect.' });
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const { status, body } = await api.request('POST', '/api/users/login', {
      raw: '{"email": "buyer@demo.test",',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      status: false,
      code: 'MALFORMED_REQUEST',
      message: 'The request body is not valid JSON.',
    });
  });

  it('names each field with the wrong type', async () => {
    const { status, body } = await api.post('/api/users/login', { email: 42, password: { $ne: '' } });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { email: ['The email field must be text.'], password: ['The password field must be text.'] },
    });
  });

  it('refuses fields over 255 characters', async () => {
    const long = `${'a'.repeat(250)}@demo.test`;
    const { status, body } = await api.post('/api/users/login', { email: long, password: 'p'.repeat(256) });
    expect(status).toBe(400);
    const errors = (body as { errors: Record<string, string[]> }).errors;
    expect(errors['email']).toContain('The email field may not be greater than 255 characters.');
    expect(errors['password']).toEqual(['The password field may not be greater than 255 characters.']);
  });

  it('requires both fields and refuses unknown ones', async () => {
    const { status, body } = await api.post('/api/users/login', { emial: BUYER.email });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: {
        email: ['The email field is required.'],
        password: ['The password field is required.'],
        emial: ['The emial field is not allowed.'],
      },
    });
  });

  it("answers in the caller's language", async () => {
    const { body } = await api.post('/api/users/login', {}, { 'x-language-code': 'sv' });
    expect(body).toMatchObject({
      message: 'Några fält är inte giltiga.',
      errors: { email: ['Fältet e-post är obligatoriskt.'] },
    });
  });

  it('refuses an unknown or missing tenant', async () => {
    const unknown = await api.post(
      '/api/users/login',
      { email: BUYER.email, password: BUYER.password },
      { 'x-tenant': 'acme' },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'TENANT_UNKNOWN',
      errors: { 'x-tenant': ['Unknown tenant "acme".'] },
    });
    const missing = await api.post(
      '/api/users/login',
      { email: BUYER.email, password: BUYER.password },
      { 'x-tenant': '' },
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'TENANT_REQUIRED' });
  });
});

describe('tokens and the request context', () => {
  const claims = (extra: Record<string, unknown> = {}) => ({
    sub: BUYER.id,
    tid: DEMO_TENANT.id,
    role: 'client-super-admin',
    jti: `test-${Math.random()}`,
    iat: now(),
    exp: now() + 600,
    ...extra,
  });
  const userInfo = (token: string, headers: Record<string, string> = {}) =>
    api.post('/api/users/get-user-info', {}, { 'x-access-token': token, ...headers });

  it('accepts a well-formed token signed with the gateway key', async () => {
    const { status, body } = await userInfo(signToken(claims(), jwtSecret));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: true,
      data: { _id: BUYER.id, email: BUYER.email, role: 'client-super-admin' },
    });
  });

  it('refuses a call without a token on a protected route', async () => {
    const { status, body } = await api.post('/api/users/get-user-info', {});
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses an expired token', async () => {
    const { status, body } = await userInfo(
      signToken(claims({ iat: now() - 7200, exp: now() - 3600 }), jwtSecret),
    );
    expect(status).toBe(401);
    expect(body).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'Your session has expired. Please log in again.',
    });
  });

  it.each([
    ['signed with another key', () => signToken(claims(), 'not-the-gateway-secret-not-the-gateway-secret')],
    ['with alg none', () => signToken(claims(), '', { alg: 'none', typ: 'JWT' })],
    ['with another algorithm', () => signToken(claims(), jwtSecret, { alg: 'HS512', typ: 'JWT' })],
    ['that is not a JWT', () => 'definitely.not.a-token'],
  ])('refuses a forged token %s', async (_, forge) => {
    const { status, body } = await userInfo(forge());
    expect(status).toBe(401);
    expect(body).toMatchObject({ status: false, code: 'UNAUTHENTICATED' });
  });

  it('refuses a token of another tenant', async () => {
    const other = '00000000-0000-4000-8000-00000000ffff';
    const { status, body } = await userInfo(signToken(claims({ tid: other }), jwtSecret));
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'TENANT_MISMATCH' });
  });

  it('refuses an x-customer-id not mapped to the user, and accepts a mapped one', async () => {
    const { token } = await api.loginBuyer();
    const foreign = await userInfo(token, { 'x-customer-id': '00000000-0000-4000-8000-000000000999' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({
      code: 'CUSTOMER_NOT_MAPPED',
      errors: { 'x-customer-id': expect.any(Array) },
    });
    const garbage = await userInfo(token, { 'x-customer-id': "1' OR '1'='1" });
    expect(garbage.status).toBe(403);
    const mapped = await userInfo(token, { 'x-customer-id': DEMO_CUSTOMER_IDS.goldsmiths });
    expect(mapped.status).toBe(200);
  });

  it.each(['7', '-1', 'trade', '1.5'])('refuses price status %s', async (value) => {
    const { token } = await api.loginBuyer();
    const { status, body } = await userInfo(token, { 'x-price-status': value });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'INVALID_PRICE_STATUS',
      errors: { 'x-price-status': expect.any(Array) },
    });
  });

  it('logout revokes the token: using it afterwards answers 401', async () => {
    const { token } = await api.loginBuyer();
    const out = await api.get('/api/users/logout', { 'x-access-token': token });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ status: true });
    const after = await userInfo(token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'TOKEN_REVOKED' });
  });

  it('changes nothing in the database on refused logins', async () => {
    const count = () =>
      withPostgres(
        async (client) =>
          Number(
            (await client.query<{ count: string }>('select count(*) from identity.users')).rows[0]?.count,
          ),
        database,
      );
    const before = await count();
    await api.request('POST', '/api/users/login', { raw: '{' });
    await api.post('/api/users/login', { email: 'x'.repeat(300), password: 1 });
    expect(await count()).toBe(before);
  });
});
