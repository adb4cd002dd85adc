import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { parse } from 'csv-parse/sync';
import { DESIGN_REPORT_COLUMNS } from '@atelier/contracts/catalogue';
import { launchChromium, loginToBackOffice } from '../support/browser';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';

const WAIT = { timeout: 30_000 };

async function visible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', ...WAIT });
}

/**
 * Issue 13 in Chromium: an admin opens the dashboard on the demo's seeded trading history, sees the
 * figures and the charts drawn, then downloads the design report and the file holds the catalogue.
 */
describe('dashboard and reports in the back office (issue 13)', () => {
  let system: EmbeddedSystem;
  let browser: Browser;
  let office: Page;

  beforeAll(async () => {
    system = await startEmbedded();
    // The reporting read model fills from the seeded orders' events after start: open the dashboard once
    // it holds this month's orders, as staff would see it on a running system.
    const { api: admin } = await system.api.loginAdmin();
    const deadline = Date.now() + WAIT.timeout;
    for (;;) {
      const answer = await admin.get<{
        data: { periods: Array<{ period: string; current: { orders: number } }> };
      }>('/api/admin/dashboard');
      const month = answer.body.data.periods.find((p) => p.period === 'month');
      if ((month?.current.orders ?? 0) > 0) break;
      if (Date.now() > deadline) throw new Error('the read model never held this month’s orders');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    browser = await launchChromium();
    office = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await loginToBackOffice(office, system.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('shows this month against the month before, the work waiting and the charts', async () => {
    const menu = office.getByRole('navigation', { name: 'Back office' });
    await menu.getByRole('link', { name: 'Dashboard: charts', exact: true }).click();
    await visible(office.getByRole('heading', { level: 1, name: 'Dashboard' }));

    const month = office.getByRole('region', { name: 'This month' });
    await visible(month);
    // The seeded history has sales this month: a figure in pounds and a count of orders.
    await visible(month.getByText(/£[\d,]+\.\d{2}/).first());
    const orders = month.locator('dt', { hasText: /^Orders$/ }).locator('xpath=following-sibling::dd[1]');
    expect(Number((await orders.innerText()).replace(/[^\d]/g, ''))).toBeGreaterThan(0);
    for (const period of ['Today', 'This week']) await visible(office.getByRole('region', { name: period }));

    const waiting = office.getByRole('region', { name: 'Work waiting' });
    const approvals = waiting.getByRole('link', { name: 'Customers awaiting approval' });
    await visible(approvals);
    expect(await approvals.getAttribute('href')).toBe('/Admin/pending-users');

    // Chart.js draws each chart on its own canvas once its chunk has loaded: five of sales, two of
    // storefront page views.
    const charts = office.getByRole('region', { name: 'Sales over a period' });
    await visible(charts.getByText('Net sales per day', { exact: true }).first());
    await visible(charts.getByText('Storefront page views per day', { exact: true }).first());
    await charts
      .locator('canvas')
      .nth(6)
      .waitFor({ state: 'attached', ...WAIT });
    expect(await charts.locator('canvas').count()).toBe(7);
    // Chart.js sizes the canvas it draws on.
    const drawn = Number(await charts.locator('canvas').first().getAttribute('width'));
    expect(drawn).toBeGreaterThan(0);

    // The same figures as a list.
    await office.getByRole('link', { name: 'Show as list' }).click();
    await visible(office.getByRole('heading', { level: 1, name: 'Dashboard (list)' }));
    await visible(office.getByRole('table', { name: 'This month' }));

    // On a phone the list's tables scroll in their own boxes; the page itself stays 390 px wide.
    await office.setViewportSize({ width: 390, height: 844 });
    await visible(office.getByRole('table', { name: 'Top designs' }));
    expect(await office.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await office.setViewportSize({ width: 1366, height: 900 });
  });

  it('opens the mapping report at its own root address and keeps the admin signed in', async () => {
    // A full load of a root back-office page runs the storefront's login gate first: it must know the
    // page as the back office's, or it signs the admin out for want of a price choice.
    await office.goto(`${system.baseUrl}/download-mapping-reports`);
    await visible(office.getByRole('heading', { level: 1, name: 'Menu and group mapping' }));
    await visible(office.getByRole('navigation', { name: 'Back office' }));
    expect(new URL(office.url()).pathname).toBe('/download-mapping-reports');
  });

  it('downloads the design report with progress, and the file holds every column', async () => {
    const menu = office.getByRole('navigation', { name: 'Back office' });
    await menu.getByRole('link', { name: 'Design report', exact: true }).click();
    await visible(office.getByRole('heading', { level: 1, name: 'Design report' }));
    const [download] = await Promise.all([
      office.waitForEvent('download', WAIT),
      office.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^design-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const rows = parse(await readFile(path));
    expect(rows[0]).toEqual([...DESIGN_REPORT_COLUMNS]);
    // The demo catalogue: thousands of variant rows, each with every column and a design number.
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows.slice(1).every((row) => row.length === DESIGN_REPORT_COLUMNS.length && row[0] !== '')).toBe(
      true,
    );
    await visible(office.getByRole('status').filter({ hasText: /design-report-.*\.csv downloaded/ }));
  });
});
