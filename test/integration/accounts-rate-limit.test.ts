import { DEMO_CUSTOMER_IDS } from '@atelier/contracts/common';
import { randomBytes } from 'node:crypto';
import { Api } from '../support/api';
import { removeUsers } from '../support/accounts';
import { deleteRedisKeys } from '../support/broker';
import {
  freePort,
  LOCAL,
  type RunningProcess,
  startProcess,
  stopProcess,
  waitForHealthy,
} from '../support/system';
import { system } from './state';

// The project's testTimeout is not applied per project by this Jest; the suite's own limit.
jest.setTimeout(60_000);

const { api, amqpPrefix, jwtSecret, database } = system();

describe('login throttling per account and address (the suite allows 5 free failures)', () => {
  it('makes the guessing address wait longer and longer, registered email or not, with Retry-After', async () => {
    const email = `target-${randomBytes(4).toString('hex')}@demo.test`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { status, body } = await api.post('/api/users/login', { email, password: 'Wrong#2026' });
      expect([attempt, status, body]).toEqual([
        attempt,
        200,
        { status: false, message: 'The email or password is incorrect.' },
      ]);
    }
    // The wait doubles with each failure (1, 2, 4 ... s): within a few more tries the address is held back.
    let refusal = await api.post('/api/users/login', { email, password: 'Wrong#2026' });
    for (let extra = 0; extra < 4 && refusal.status !== 429; extra += 1) {
      refusal = await api.post('/api/users/login', { email, password: 'Wrong#2026' });
    }
    const { status, body, headers } = refusal;
    expect(status).toBe(429);
    expect(body).toMatchObject({
      status: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many login attempts\. Please try again in \d+ minutes\.$/),
    });
    expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    const sv = await api.post('/api/users/login', { email, password: 'x' }, { 'x-language-code': 'sv' });
    expect(sv.body).toMatchObject({ message: expect.stringMatching(/^För många inloggningsförsök/) });
    // Other accounts from the same address are not affected.
    expect((await api.loginBuyer()).token).toEqual(expect.any(String));
  });

  it("never locks the owner out: someone else's wrong passwords do not stop the right one from elsewhere", async () => {
    const { api: admin } = await api.loginAdmin();
    const customerId = DEMO_CUSTOMER_IDS.goldsmiths;
    const email = `owner-${randomBytes(4).toString('hex')}@berg.example`;
    const added = await admin.post<{ data: { _id: string } }>(`/api/customers/${customerId}/users`, {
      firstName: 'Owner',
      email,
      password: 'Owner#2026',
      confirmPassword: 'Owner#2026',
    });
    expect(added.status).toBe(200);
    const attacker = { 'x-forwarded-for': '203.0.113.66' };
    let refused = false;
    for (let attempt = 0; attempt < 12 && !refused; attempt += 1) {
      const guess = await api.post('/api/users/login', { email, password: `Guess#${attempt}aa` }, attacker);
      refused = guess.status === 429;
    }
    expect(refused).toBe(true);
    const owner = await api.post(
      '/api/users/login',
      { email, password: 'Owner#2026' },
      { 'x-forwarded-for': '198.51.100.23' },
    );
    expect(owner.body).toMatchObject({ status: true });
    await removeUsers(database, [added.body.data._id]);
  });
});

describe('limits per client IP (own gateway with low limits)', () => {
  let gateway: RunningProcess;
  let limited: Api;
  const cachePrefix = `${amqpPrefix}-limits`;

  beforeAll(async () => {
    const port = await freePort();
    gateway = startProcess('gateway-limits', 'dist/server/apps/gateway/src/main.js', {
      AMQP_URL: LOCAL.amqp,
      REDIS_URL: LOCAL.redis,
      AMQP_PREFIX: amqpPrefix,
      CACHE_PREFIX: cachePrefix,
      PORT: String(port),
      JWT_SECRET: jwtSecret,
      LOGIN_LIMIT_PER_IP: '3',
      ACCOUNT_FORMS_LIMIT_PER_IP: '2',
      UPLOADS_LIMIT_PER_USER: '2',
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealthy(baseUrl, [gateway]);
    limited = new Api(baseUrl);
  });

  afterAll(async () => {
    await stopProcess(gateway);
    await deleteRedisKeys(cachePrefix);
  });

  it('limits login attempts per IP, successful ones included', async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' };
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const { status } = await limited.post(
        '/api/users/login',
        { email: 'buyer@demo.test', password: 'Buyer#2026' },
        from,
      );
      expect([attempt, status]).toEqual([attempt, 200]);
    }
    const refused = await limited.post(
      '/api/users/login',
      { email: 'buyer@demo.test', password: 'Buyer#2026' },
      from,
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another address has its own budget.
    const other = await limited.post(
      '/api/users/login',
      { email: 'buyer@demo.test', password: 'Buyer#2026' },
      { 'x-forwarded-for': '203.0.113.8' },
    );
    expect(other.status).toBe(200);
  });

  it('limits the account forms (registration, forgot and reset password, verification) per IP', async () => {
    const from = { 'x-forwarded-for': '198.51.100.4' };
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const { status } = await limited.post('/api/users/forgot-password', { email: 'ghost@demo.test' }, from);
      expect(status).toBe(200);
    }
    const refused = await limited.post('/api/users/verify-email', { token: 'x'.repeat(43) }, from);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes\.$/),
    });
  });

  it('limits the newsletter form per IP like the other anonymous forms', async () => {
    const from = { 'x-forwarded-for': '198.51.100.77' };
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const email = `news-${randomBytes(4).toString('hex')}@berg.example`;
      expect((await limited.post('/api/newsletter', { name: 'Nora', email }, from)).status).toBe(200);
    }
    const refused = await limited.post('/api/newsletter', { name: 'Nora', email: 'n@berg.example' }, from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('limits image uploads per user before reading them', async () => {
    const { token } = await limited.loginBuyer();
    const send = async (): Promise<number> => {
      const form = new FormData();
      form.append('description', 'A ring');
      form.append('quantity', '1');
      // Not an image: refused after the limit is counted, so nothing is stored.
      form.append('image', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
      const response = await fetch(`${limited.baseUrl}/api/bespoke-orders`, {
        method: 'POST',
        headers: { 'x-tenant': 'demo', 'x-access-token': token },
        body: form,
      });
      return response.status;
    };
    expect([await send(), await send()]).toEqual([400, 400]);
    expect(await send()).toBe(429);
  });
});
