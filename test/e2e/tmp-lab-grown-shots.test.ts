import type { Browser, Page } from 'playwright-core';
import { DEMO_USERS } from '@atelier/contracts/common';
import { launchChromium } from '../support/browser';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';

const SHOTS = '/work/shots/i15-labgrown';
const WAIT = { timeout: 30_000 };

describe('lab-grown badge screenshots', () => {
  let system: EmbeddedSystem;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    system = await startEmbedded();
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  });

  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await system?.stop();
  });

  it('shoots a card and a cart line with the badge', async () => {
    await page.goto(`${system.baseUrl}/`);
    await page.getByRole('button', { name: 'Login', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Email').fill(DEMO_USERS.buyer.email);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_USERS.buyer.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Select price and customer' });
    await popup.getByRole('radio', { name: 'Show trade price' }).check();
    await popup.getByRole('combobox', { name: 'Customer' }).selectOption({ label: 'Lund Goldsmiths Ltd' });
    await popup.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Signed in as').first().waitFor({ state: 'visible', ...WAIT });

    await page.goto(`${system.baseUrl}/search-designs/lab_grown_products`);
    await page.locator('.design-card').first().waitFor({ state: 'visible', ...WAIT });
    await page.locator('.design-grid[aria-busy]').waitFor({ state: 'detached', ...WAIT });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/cards-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.design-card').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/cards-390.png` });
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.locator('.design-card__link').first().click();
    await page.waitForURL(/\/page3\?/, WAIT);
    const summary = page.getByRole('region', { name: 'Design summary' });
    await summary.getByRole('heading', { level: 1 }).waitFor({ state: 'visible', ...WAIT });
    await page.screenshot({ path: `${SHOTS}/design-1366.png` });
    const form = summary.getByRole('region', { name: 'Order this design' });
    const ringSize = form.getByRole('combobox', { name: 'Ring size' });
    if ((await ringSize.count()) > 0) await ringSize.selectOption('N');
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'The item has been added to your cart.' })
      .first()
      .waitFor({ state: 'visible', ...WAIT });

    await page.getByRole('link', { name: 'Cart' }).click();
    await page.waitForURL('**/shopping-cart', WAIT);
    await page.locator('.cart-item__name').first().waitFor({ state: 'visible', ...WAIT });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/cart-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/cart-390.png`, fullPage: true });
    expect(await page.locator('.cart-item__name').first().textContent()).toContain('Lab grown');
  });
});
