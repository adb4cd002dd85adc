import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_CUSTOMER_IDS, DEMO_USERS } from '@atelier/contracts/common';
import type { Api } from '../support/api';
import { launchChromium, loginToBackOffice } from '../support/browser';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';

/** Screenshots of the screens at both widths, for people to look at (not compared by the test). */
const SHOTS = process.env['PRICES_SCREENSHOTS'] ?? '/tmp';
const WAIT = { timeout: 30_000 };
const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

interface AdminDesign {
  id: string;
  designNumber: string;
  retired: boolean;
  flags: { labGrown: boolean };
  variants: Array<{ id: string; sku: string; tradePrice: number }>;
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
    await page.screenshot({ path: join(SHOTS, `prices-${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize(WIDE);
}

/** A natural design of the demo catalogue, with stock, for the discount. */
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

/** Logs the buyer in on the design page and picks the price kind and Lund Goldsmiths Ltd. */
async function buyerPage(
  system: EmbeddedSystem,
  browser: Browser,
  designId: string,
  kind: string,
): Promise<Page> {
  const shop = await (await browser.newContext({ viewport: WIDE })).newPage();
  await shop.goto(`${system.baseUrl}/page3?designId=${designId}`);
  await shop.getByRole('button', { name: 'Log in to continue' }).click();
  const login = shop.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(DEMO_USERS.buyer.email);
  await login.getByLabel('Password', { exact: true }).fill(DEMO_USERS.buyer.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  const popup = shop.getByRole('dialog', { name: 'Select price and customer' });
  await popup.getByRole('radio', { name: kind }).check();
  await popup
    .getByRole('combobox', { name: 'Customer', exact: true })
    .selectOption({ label: 'Lund Goldsmiths Ltd' });
  await popup.getByRole('button', { name: 'Continue' }).click();
  return shop;
}

/**
 * Issue 12 in Chromium: an admin sets a 10 % discount on a design for the buyer's customer on
 * set-discount; the buyer sees was/now prices on the design page, in Trade and in RRP, and in the cart.
 */
describe('discounts (issue 12)', () => {
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

  it('shows the global markup and VAT screen', async () => {
    const menu = office.getByRole('navigation', { name: 'Back office' });
    await menu.getByRole('link', { name: 'Global markup and VAT', exact: true }).click();
    await visible(office.getByRole('heading', { level: 1, name: 'Global markup and VAT' }));
    await visible(office.getByRole('textbox', { name: 'Global markup' }));
    await shots(office, 'set-global-markup');
  });

  it('sets a 10 % discount on a design for the buyer customer', async () => {
    const menu = office.getByRole('navigation', { name: 'Back office' });
    await menu.getByRole('link', { name: 'Discounts', exact: true }).click();
    await visible(office.getByRole('heading', { level: 1, name: 'Discounts' }));
    await office.getByRole('button', { name: 'Add a discount' }).click();
    const dialog = office.getByRole('dialog', { name: 'New discount' });
    await dialog.getByRole('searchbox', { name: 'Find a customer' }).fill('Lund');
    const customer = dialog.getByRole('combobox', { name: 'Customer', exact: true });
    await customer
      .locator(`option[value="${DEMO_CUSTOMER_IDS.goldsmiths}"]`)
      .waitFor({ state: 'attached', ...WAIT });
    await customer.selectOption(DEMO_CUSTOMER_IDS.goldsmiths);
    await dialog.getByRole('combobox', { name: 'Applies to' }).selectOption('design');
    await dialog.getByRole('textbox', { name: 'Design number' }).fill(design.designNumber);
    await dialog.getByRole('combobox', { name: 'Kind' }).selectOption('percent');
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('10');
    await shots(office, 'discount-dialog', false);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const list = office.getByRole('table', { name: 'Discounts' });
    await visible(list.getByRole('cell', { name: /Lund Goldsmiths/ }));
    await visible(list.getByRole('cell', { name: '10 % off' }));
    await shots(office, 'set-discount');
  });

  it('shows the buyer was/now prices in Trade and in the cart', async () => {
    const shop = await buyerPage(system, browser, design.id, 'Show trade price');
    const summary = shop.getByRole('region', { name: 'Design summary' });
    const price = summary.getByRole('note', { name: 'Price' });
    await visible(price.getByLabel('Was'));
    const was = Number(((await price.getByLabel('Was').textContent()) ?? '').replace(/[^0-9.]/g, ''));
    const now = Number(((await price.getByLabel('Now').textContent()) ?? '').replace(/[^0-9.]/g, ''));
    expect(now).toBeCloseTo(Math.floor(was * 90) / 100, 2);
    await expect(price.textContent()).resolves.toContain('Trade');
    await shop.screenshot({ path: join(SHOTS, 'prices-buyer-trade-1366.png') });
    const form = summary.getByRole('region', { name: 'Order this design' });
    const ringSize = form.getByRole('combobox', { name: 'Ring size' });
    if ((await ringSize.count()) > 0) await ringSize.selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await visible(shop.getByRole('status').filter({ hasText: 'The item has been added to your cart.' }));
    await shop.goto(`${system.baseUrl}/shopping-cart`);
    await visible(shop.locator('s.money--was'));
    await visible(shop.locator('.money--now'));
    await shots(shop, 'buyer-cart');
    await shop.context().close();
  });

  it('shows the buyer was/now prices in RRP', async () => {
    const shop = await buyerPage(system, browser, design.id, 'Show RRP price');
    const price = shop.getByRole('region', { name: 'Design summary' }).getByRole('note', { name: 'Price' });
    await visible(price.getByLabel('Was'));
    await expect(price.textContent()).resolves.toContain('RRP');
    const was = Number(((await price.getByLabel('Was').textContent()) ?? '').replace(/[^0-9.]/g, ''));
    const now = Number(((await price.getByLabel('Now').textContent()) ?? '').replace(/[^0-9.]/g, ''));
    expect(now).toBeLessThan(was);
    expect(now / was).toBeCloseTo(0.9, 2);
    await shop.screenshot({ path: join(SHOTS, 'prices-buyer-rrp-1366.png') });
    await shop.context().close();
  });
});
