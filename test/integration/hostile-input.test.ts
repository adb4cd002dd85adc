import { system } from './state';

const { api } = system();

/** JSON nested `depth` levels deep under one key, as a raw body. */
function deepJson(depth: number): string {
  return `{"company":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;
}

describe('input no validator or database can take gets a 4xx naming the field (issue 8, finding 5)', () => {
  it('a NUL byte in text, anywhere: body, nested body, query', async () => {
    const { api: buyer } = await api.loginBuyer();
    const newsletter = await api.post('/api/newsletter', { name: 'Nul\u0000', email: 'nul@berg.example' });
    expect(newsletter.status).toBe(400);
    expect(newsletter.body).toMatchObject({ errors: { name: [expect.stringContaining('not allowed')] } });
    const orders = await buyer.get('/api/orders/order-list?search=R1%00');
    expect(orders.status).toBe(400);
    expect(orders.body).toMatchObject({ errors: { search: [expect.any(String)] } });
  });

  it("a lone surrogate in an email, before any rate limit or validator sees it, in the caller's language", async () => {
    for (const path of ['/api/users/login', '/api/users/forgot-password']) {
      const answer = await api.request('POST', path, {
        raw: '{"email":"a\\ud800@berg.example","password":"x"}',
        headers: { 'content-type': 'application/json', 'x-language-code': 'sv' },
      });
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.body).toMatchObject({ errors: { email: [expect.stringContaining('inte är tillåtna')] } });
    }
  });

  it('JSON nested thousands of levels deep', async () => {
    const answer = await api.request('POST', '/api/users/register', {
      raw: deepJson(3_000),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: { company: [expect.stringContaining('nested too deeply')] },
    });
  });

  it('a missing or malformed asset path, and HEAD of a page', async () => {
    expect((await api.get('/assets/missing-file.js')).status).toBe(404);
    expect((await api.get('/assets/%E0%A4%A')).status).toBe(400);
    const head = await fetch(`${api.baseUrl}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('text/html');
  });
});
