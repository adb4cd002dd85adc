import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { DEMO_CUSTOMER_IDS, DEMO_USERS } from '@atelier/contracts/common';
import type { Api } from '../support/api';
import { launchChromium, loginToBackOffice } from '../support/browser';
import { eventually } from '../support/catalogue-admin';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';

const WAIT = { timeout: 30_000 };

interface RunView {
  id: string;
  jobs: string[];
  status: string;
  total: number;
  processed: number;
  applied: number;
}

/** A SKU of the demo catalogue: the first variant of the first design the demo buyer is shown. */
async function demoSku(system: EmbeddedSystem): Promise<string> {
  const { api } = await system.api.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password);
  const buyer = api.with({ 'x-customer-id': DEMO_CUSTOMER_IDS.goldsmiths, 'x-price-status': '2' });
  const search = await buyer.post<{ data: { rows: Array<{ design_id: string }> } }>(
    '/api/products/search-designs',
    { page: 1, limit: 1 },
  );
  const design = search.body.data.rows[0]?.design_id;
  if (!design) throw new Error('the demo catalogue lists no design');
  const detail = await buyer.get<{ data: { variants: Array<{ sku: string }> } }>(`/api/designs/${design}`);
  const sku = detail.body.data.variants[0]?.sku;
  if (!sku) throw new Error(`design ${design} has no variant`);
  return sku;
}

/**
 * Issue 14 in Chromium: Sellease has sent one stock level; the clerk starts a stock-only sync on
 * sellease-sync, sees it re-apply that record and finish in the history; then on activate-cron gives a
 * job a cron expression: a bad one is refused under the field, a good one is saved with its next run.
 */
describe('Sellease sync runs and schedules in the back office (issue 14)', () => {
  let system: EmbeddedSystem;
  let browser: Browser;
  let office: Page;
  let admin: Api;

  beforeAll(async () => {
    system = await startEmbedded();
    admin = (await system.api.loginAdmin()).api;
    const sku = await demoSku(system);
    const messageId = `e2e-run-${randomBytes(4).toString('hex')}`;
    const sent = await admin.post('/api/sync/sellease/messages', {
      messageId,
      type: 'stock.updated',
      payload: { sku, quantity: 7, version: 1 },
    });
    expect(sent.status).toBe(200);
    // A run re-applies only what was applied: wait until the sync service has applied the message.
    const status = await eventually(
      async () => {
        const list = await admin.get<{ data: Array<{ messageId: string; status: string }> }>(
          '/api/sync/sellease/messages',
        );
        return list.body.data.find((message) => message.messageId === messageId)?.status;
      },
      (value) => value === 'applied' || value === 'error',
      30_000,
    );
    expect(status).toBe('applied');
    browser = await launchChromium();
    office = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await loginToBackOffice(office, system.baseUrl);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('starts a stock sync, follows it and sees it finish in the history', async () => {
    const menu = office.getByRole('navigation', { name: 'Back office' });
    await menu.getByRole('link', { name: 'Sync now', exact: true }).click();
    await office.getByRole('heading', { level: 1, name: 'Sellease sync' }).waitFor(WAIT);
    const latest = office.getByRole('region', { name: 'Latest run' });
    await latest.getByText('No run yet.').waitFor(WAIT);

    const form = office.getByRole('form', { name: 'Start a sync' });
    for (const kind of ['Designs', 'Prices', 'Customer accounts']) await form.getByLabel(kind).uncheck();
    await form.getByRole('button', { name: 'Sync selected' }).click();

    await latest.getByText('Succeeded').waitFor(WAIT);
    const runs = await admin.get<{ data: { rows: RunView[]; count: number } }>('/api/sync/sellease/runs');
    expect(runs.body.data.count).toBe(1);
    const run = runs.body.data.rows[0];
    expect(run).toMatchObject({ jobs: ['stock'], status: 'succeeded' });
    // The one stock level Sellease sent is what the run re-applied.
    expect(run?.total).toBe(1);
    expect(run?.applied).toBe(1);
    await latest.getByText('1 of 1 records').waitFor(WAIT);

    const history = office.getByRole('region', { name: 'Past runs' });
    const row = history.getByRole('row').filter({ hasText: 'Stock' });
    await row.getByText('Succeeded').waitFor(WAIT);
    await row.getByRole('cell', { name: '1 / 1', exact: true }).waitFor(WAIT);
    expect(await history.getByRole('row').count()).toBe(2);
  });

  it('refuses a bad cron expression under the field and saves a good one with its next run', async () => {
    const menu = office.getByRole('navigation', { name: 'Back office' });
    await menu.getByRole('link', { name: 'Sync schedules', exact: true }).click();
    await office.getByRole('heading', { level: 1, name: 'Sync schedules' }).waitFor(WAIT);
    const row = office
      .getByRole('row')
      .filter({ has: office.getByRole('cell', { name: 'Prices', exact: true }) });
    await row.getByText('Not set').waitFor(WAIT);

    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = office.getByRole('dialog', { name: 'Schedule: Prices' });
    const cron = dialog.getByRole('textbox', { name: /Cron expression/ });
    await cron.fill('61 * * * *');
    await dialog.getByLabel('Run on this schedule').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Cron expression is not a valid cron expression.').waitFor(WAIT);
    expect(await cron.getAttribute('aria-invalid')).toBe('true');

    await cron.fill('0 3 * * *');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden', ...WAIT });
    await row.getByText('0 3 * * *', { exact: true }).waitFor(WAIT);
    await row.getByText('On', { exact: true }).waitFor(WAIT);
    await row.getByText(/03:00 UTC$/).waitFor(WAIT);

    const saved = await admin.get<{ data: Array<{ job: string; cron: string; nextRunAt: string }> }>(
      '/api/sync/sellease/schedules',
    );
    const prices = saved.body.data.find((schedule) => schedule.job === 'prices');
    expect(prices?.cron).toBe('0 3 * * *');
    expect(prices?.nextRunAt).toMatch(/T03:00:00\.000Z$/);
  });
});
