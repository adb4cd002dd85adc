import { DEMO_TENANT } from '@atelier/contracts/common';
import { randomBytes } from 'node:crypto';
import { sql } from '../support/accounts';
import type { Api } from '../support/api';
import { system } from './state';

/** Issue 12 part 8: the storefront's page views, counted per page and day, shown on the dashboard. */
jest.setTimeout(120_000);

const { api, database } = system();
const token = randomBytes(4).toString('hex');
const page = `/it-pv-${token}`;
/** Its own address, so the rate limit counts this suite's calls only. */
const from = (last: number) => ({ 'x-forwarded-for': `198.18.${randomBytes(1)[0]}.${last}` });

interface Figures {
  period: string;
  current: { pageViews: number };
}

afterAll(async () => {
  await sql(database, 'delete from admin.page_views where path like $1', ['/it-pv-%']);
});

async function todaysViews(admin: Api): Promise<number> {
  const { body } = await admin.get<{ data: { periods: Figures[] } }>('/api/admin/dashboard');
  const today = body.data.periods.find((period) => period.period === 'today');
  if (!today) throw new Error('no today period');
  return today.current.pageViews;
}

describe('page views', () => {
  it('counts views per page and day in the caller tenant, and the dashboard shows them', async () => {
    const admin = (await api.loginAdmin()).api;
    const before = await todaysViews(admin);
    const headers = from(1);
    const first = await api.post<{ data: { path: string; views: number; day: string } }>(
      '/api/page-views',
      { path: `/sv${page}/?sort=new#top` },
      headers,
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ path: page, views: 1 });
    // The same page in English and with a trailing slash counts on the same row.
    await api.post('/api/page-views', { path: page }, headers);
    const third = await api.post<{ data: { views: number } }>(
      '/api/page-views',
      { path: `${page}/` },
      headers,
    );
    expect(third.body.data.views).toBe(3);

    const rows = await sql<{ tenant_id: string; views: string; day: string }>(
      database,
      "select tenant_id, views::text, to_char(day, 'YYYY-MM-DD') as day from admin.page_views where path = $1",
      [page],
    );
    expect(rows).toEqual([{ tenant_id: DEMO_TENANT.id, views: '3', day: first.body.data.day }]);

    expect(await todaysViews(admin)).toBe(before + 3);
    const day = first.body.data.day;
    const series = await admin.get<{
      data: { pageViewsPerDay: Array<{ day: string; views: number }>; topPages: Array<{ path: string }> };
    }>(`/api/admin/dashboard/series?from=${day}&to=${day}`);
    expect(series.status).toBe(200);
    const perDay = series.body.data.pageViewsPerDay.find((row) => row.day === day);
    expect(perDay?.views).toBeGreaterThanOrEqual(3);
  });

  it('refuses bad input with 400 naming the path, and an unknown tenant', async () => {
    const headers = from(2);
    for (const body of [
      {},
      { path: null },
      { path: 42 },
      { path: 'no-slash' },
      { path: `/${'x'.repeat(301)}` },
    ]) {
      const answer = await api.post<{ errors?: Record<string, string[]> }>('/api/page-views', body, headers);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors ?? {})).toEqual(['path']);
    }
    const swedish = await api.post<{ errors: Record<string, string[]> }>(
      '/api/page-views',
      { path: `/${'x'.repeat(301)}` },
      { ...headers, 'x-language-code': 'sv' },
    );
    expect(swedish.body.errors['path'][0]).toContain('sidans sökväg');
    const unknownTenant = await api.post(
      '/api/page-views',
      { path: page },
      { ...headers, 'x-tenant': `nope-${token}` },
    );
    expect(unknownTenant.status).toBe(400);
    const stored = await sql(database, 'select 1 from admin.page_views where path like $1', [
      `/${'x'.repeat(50)}%`,
    ]);
    expect(stored).toHaveLength(0);
  });

  it('rate-limits one address (429) without stopping another', async () => {
    const noisy = from(3);
    const statuses: number[] = [];
    for (let batch = 0; batch < 16; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => api.post('/api/page-views', { path: `${page}-flood` }, noisy)),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(300);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const other = await api.post('/api/page-views', { path: `${page}-flood` }, from(4));
    expect(other.status).toBe(200);
    const [row] = await sql<{ views: string }>(
      database,
      'select views::text from admin.page_views where path = $1',
      [`${page}-flood`],
    );
    expect(row.views).toBe('301');
  });
});
