import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_USERS } from '@atelier/contracts/common';
import type { Api } from '../support/api';
import { launchChromium, loginToBackOffice } from '../support/browser';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';

/** Screenshots of the screens at both widths, for people to look at (not compared by the test). */
const SHOTS = process.env['OFFERS_SCREENSHOTS'] ?? '/tmp';
const WAIT = { timeout: 30_000 };
const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

interface AdminDesign {
  id: string;
  retired: boolean;
  flags: { labGrown: boolean };
  variants: Array<{ id: string; sku: string }>;
}

async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', ...WAIT });
}

async function shots(page: Page, name: string, fullPage = true): Promise<void> {
  for (const [width, size] of [
    ['1366', WIDE],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: join(SHOTS, `offers-${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize(WIDE);
}

/** A natural design of the demo catalogue whose variants get the offer, with stock beyond its maximum. */
async function naturalDesign(admin: Api): Promise<AdminDesign> {
  const page = await admin.get<{ data: { rows: Array<{ id: string }> } }>(
    '/api/admin/designs?labGrown=false&status=active&limit=5',
  );
  for (const row of page.body.data.rows) {
    const design = (await admin.get<{ data: AdminDesign }>(`/api/admin/designs/${row.id}`)).body.data;
    if (!design.retired && !design.flags.labGrown && design.variants.length > 0) return design;
  }
  throw new Error('no natural design in the demo catalogue');
}

/**
 * Issue 12 in Chromium: an admin uploads a special-offer file on upload-special-offer (applied at once);
 * the buyer sees the offer price on the design page and is stopped at the offer's maximum per order.
 */
describe('special offers (issue 12)', () => {
  let system: EmbeddedSystem;
  let browser: Browser;
  let office: Page;
  let design: AdminDesign;

  beforeAll(async () => {
    system = await startEmbedded();
    browser = await launchChromium();
    const admin = (await system.api.loginAdmin()).api;
    design = await naturalDesign(admin);
    for (const variant of design.variants) {
      const stock = await admin.request('PUT', `/api/admin/inventory/${variant.id}`, { json: { onHand: 5 } });
      expect(stock.status).toBe(200);
    }
    office = await (await browser.newContext({ viewport: WIDE })).newPage();
    await loginToBackOffice(office, system.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('uploads a special-offer file and lists the offers', async () => {
    const menu = office.getByRole('navigation', { name: 'Back office' });
    await menu.getByRole('link', { name: 'Special offers', exact: true }).click();
    await visible(office.getByRole('heading', { level: 1, name: 'Special offers' }));
    await office.getByRole('button', { name: 'Upload offers' }).click();
    const dialog = office.getByRole('dialog', { name: 'Upload: Special offers' });
    await dialog.getByRole('radio', { name: 'Check and apply' }).check();
    const today = new Date().toISOString().slice(0, 10);
    const last = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const csv = [
      'sku,offer_price,max_quantity,starts_on,ends_on',
      ...design.variants.map((variant) => `${variant.sku},199.00,2,${today},${last}`),
    ].join('\n');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'offers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await visible(dialog.getByText('Import finished.'));
    await visible(dialog.getByText(`Created ${design.variants.length}, updated 0, unchanged 0.`));
    await visible(dialog.getByText('Every row is fine.'));
    await shots(office, 'upload-report');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const list = office.getByRole('table', { name: 'Special offers' });
    await visible(list.getByRole('cell', { name: design.variants[0]?.sku ?? '', exact: true }));
    await shots(office, 'upload-special-offer');
  });

  it('shows the buyer the offer price and stops them at the maximum quantity', async () => {
    const shop = await (await browser.newContext({ viewport: WIDE })).newPage();
    await shop.goto(`${system.baseUrl}/page3?designId=${design.id}`);
    await shop.getByRole('button', { name: 'Log in to continue' }).click();
    const login = shop.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(DEMO_USERS.buyer.email);
    await login.getByLabel('Password', { exact: true }).fill(DEMO_USERS.buyer.password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    const popup = shop.getByRole('dialog', { name: 'Select price and customer' });
    await popup.getByRole('radio', { name: 'Show trade price' }).check();
    await popup
      .getByRole('combobox', { name: 'Customer', exact: true })
      .selectOption({ label: 'Lund Goldsmiths Ltd' });
    await popup.getByRole('button', { name: 'Continue' }).click();
    const summary = shop.getByRole('region', { name: 'Design summary' });
    await visible(summary.getByText(/199\.00/));
    const form = summary.getByRole('region', { name: 'Order this design' });
    await form.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    const ringSize = form.getByRole('combobox', { name: 'Ring size' });
    if ((await ringSize.count()) > 0) await ringSize.selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await visible(shop.getByText('Special offer max available quantity = 2'));
    await shop.screenshot({ path: join(SHOTS, 'offers-buyer-max-1366.png') });
    await form.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await visible(shop.getByRole('status').filter({ hasText: 'The item has been added to your cart.' }));
    await shop.context().close();
  });

  it('shows the best-selling list screen', async () => {
    await office.goto(`${system.baseUrl}/Admin/best-selling-designs`);
    await visible(office.getByRole('heading', { level: 1, name: 'Best selling designs' }));
    await visible(office.getByRole('list', { name: 'Best selling designs' }).getByRole('listitem'));
    // The demo's list is long: the top of the screen is what there is to look at.
    await shots(office, 'best-selling', false);
  });
});
