import { DEMO_CUSTOMER_IDS } from '@atelier/contracts/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { registration } from '../support/accounts';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';
import { waitForMails } from '../support/mail';

describe('embedded mode (npm start)', () => {
  let system: EmbeddedSystem;

  // Start-up (migrations and the demo seed on PGlite) takes longer than Jest's default 5 s.
  beforeAll(async () => {
    system = await startEmbedded({}, { fresh: true });
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
  });

  it('reports every service and dependency up, in embedded mode', async () => {
    const { status, body } = await system.api.get<{
      status: string;
      mode: string;
      dependencies: Record<string, { kind: string }>;
    }>('/api/health');
    expect(status).toBe(200);
    expect(body.status).toBe('up');
    expect(body.mode).toBe('embedded');
    expect(body.dependencies['broker']?.kind).toBe('in-process');
    expect(body.dependencies['cache']?.kind).toBe('memory');
  });

  it('keeps its data in a PGlite folder under DATA_DIR', () => {
    expect(existsSync(join(system.dataDir, 'pglite'))).toBe(true);
    expect(existsSync(join(system.dataDir, 'jwt-secret'))).toBe(true);
  });

  it('seeded the demo tenant: the buyer logs in and sees the menu and customers', async () => {
    const { api, userId } = await system.api.loginBuyer();
    const customers = await api.post<{ data: unknown[] }>('/api/users/get-mapped-customers', { userId });
    expect(customers.body.data).toHaveLength(3);
    const menu = await api.get<{ status: boolean; data: Array<{ url_path: string }> }>('/api/menu');
    expect(menu.body.status).toBe(true);
    expect(menu.body.data.map((item) => item.url_path)).toEqual(
      expect.arrayContaining(['new-lines', 'special-offer']),
    );
  });

  it('opens with the demo trading history already written (no seeding left to hold the first visitor)', async () => {
    const { api } = await system.api.loginBuyer();
    const history = await api
      .with({ 'x-price-status': '2', 'x-customer-id': DEMO_CUSTOMER_IDS.goldsmiths })
      .get<{ data: { count: number; rows: Array<{ placed_at: string }> } }>('/api/orders/order-history');
    expect(history.status).toBe(200);
    // The history spans months; the first seed's orders are all recent.
    const monthAgo = Date.now() - 30 * 24 * 3600 * 1000;
    expect(history.body.data.rows.some((row) => Date.parse(row.placed_at) < monthAgo)).toBe(true);
    expect(history.body.data.count).toBeGreaterThan(20);
  });

  it("changes a storefront user's credentials from the back office and stays responsive (one PGlite connection)", async () => {
    const { api: buyer, userId } = await system.api.loginBuyer();
    const mapped = await buyer.post<{ data: Array<{ _id: string }> }>('/api/users/get-mapped-customers', {
      userId,
    });
    const customerId = mapped.body.data[0]?._id ?? '';
    const { api: admin } = await system.api.loginAdmin();
    const password = 'Garnet#2026';
    const added = await admin.post<{ data: { _id: string } }>(`/api/customers/${customerId}/users`, {
      firstName: 'Ines',
      email: `ines-${Date.now()}@berg.example`,
      password,
      confirmPassword: password,
    });
    expect(added.status).toBe(200);
    const newEmail = `ines-renamed-${Date.now()}@berg.example`;
    const changed = await admin.request<{ data: { email: string } }>(
      'PUT',
      `/api/customer-users/${added.body.data._id}/credentials`,
      { json: { email: newEmail, password: 'Garnet#2027', confirmPassword: 'Garnet#2027' } },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.email).toBe(newEmail);
    // Before the fix the transaction waited on a query made beside it, and every later call timed out.
    const health = await system.api.get<{ status: string }>('/api/health');
    expect(health.body.status).toBe('up');
    expect((await system.api.login(newEmail, 'Garnet#2027')).token).toEqual(expect.any(String));
  });

  it('answers a wrong password with status false and logs out by revoking', async () => {
    const wrong = await system.api.post('/api/users/login', { email: 'buyer@demo.test', password: 'nope' });
    expect(wrong.body).toMatchObject({ status: false, message: 'The email or password is incorrect.' });
    const { token } = await system.api.loginBuyer();
    await system.api.get('/api/users/logout', { 'x-access-token': token });
    const after = await system.api.post('/api/users/get-user-info', {}, { 'x-access-token': token });
    expect(after.status).toBe(401);
  });

  it('writes account mail as .eml files under DATA_DIR/mail and rotates refresh tokens on PGlite', async () => {
    const email = `embedded-${Date.now()}@berg.example`;
    const registered = await system.api.post('/api/users/register', registration({ email }));
    expect(registered.status).toBe(200);
    const [mail] = await waitForMails(join(system.dataDir, 'mail'), email);
    expect(mail?.subject).toBe('Please verify your email address');
    expect(mail?.text).toMatch(/http:\/\/localhost:\d+\/email-verification\/[A-Za-z0-9_-]{43}/);

    const login = await system.api.post<{ data: { refreshToken: string } }>('/api/users/login', {
      email: 'buyer@demo.test',
      password: 'Buyer#2026',
    });
    const first = login.body.data.refreshToken;
    const rotated = await system.api.post<{ data: { refreshToken: string } }>('/api/users/refresh-token', {
      refreshToken: first,
    });
    expect(rotated.status).toBe(200);
    const latest = rotated.body.data.refreshToken;
    expect(latest).not.toBe(first);
    // The same token again at once is another tab of the same browser: it gets a token of the family.
    const racing = await system.api.post<{ data: { refreshToken: string } }>('/api/users/refresh-token', {
      refreshToken: first,
    });
    expect(racing.status).toBe(200);
    expect(racing.body.data.refreshToken).not.toBe(latest);
  });

  it('serves the SPA at / and OpenAPI at /api/docs', async () => {
    const page = await fetch(`${system.baseUrl}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');
    const deepLink = await fetch(`${system.baseUrl}/swe/shopping-cart`);
    expect(deepLink.status).toBe(200);
    const docs = await system.api.get<{ openapi: string; paths: Record<string, unknown> }>(
      '/api/docs/openapi.json',
    );
    expect(docs.body.openapi).toMatch(/^3\./);
    expect(Object.keys(docs.body.paths)).toEqual(expect.arrayContaining(['/api/users/login', '/api/menu']));
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const { status, body } = await system.api.get('/api/no-such-thing');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: false, code: 'NOT_FOUND' });
  });
});
