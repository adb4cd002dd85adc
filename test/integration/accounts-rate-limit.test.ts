import { randomBytes } from 'node:crypto';
import { Api } from '../support/api';
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

const { api, amqpPrefix, jwtSecret } = system();

describe('login limits per account (the suite allows 5 failures per 15 minutes)', () => {
  it('answers 429 after too many failures for one email, registered or not, with Retry-After', async () => {
    const email = `target-${randomBytes(4).toString('hex')}@demo.test`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { status, body } = await api.post('/api/users/login', { email, password: 'Wrong#2026' });
      expect([attempt, status, body]).toEqual([
        attempt,
        200,
        { status: false, message: 'The email or password is incorrect.' },
      ]);
    }
    const { status, body, headers } = await api.post('/api/users/login', { email, password: 'Wrong#2026' });
    expect(status).toBe(429);
    expect(body).toMatchObject({
      status: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many login attempts\. Please try again in \d+ minutes\.$/),
    });
    expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // Other accounts from the same address are not affected.
    expect((await api.loginBuyer()).token).toEqual(expect.any(String));
    const sv = await api.post('/api/users/login', { email, password: 'x' }, { 'x-language-code': 'sv' });
    expect(sv.body).toMatchObject({ message: expect.stringMatching(/^För många inloggningsförsök/) });
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
});
