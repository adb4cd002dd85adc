import type { Browser, Page } from 'playwright-core';
import { DEMO_USERS } from '@atelier/contracts/common';
import { launchChromium } from '../support/browser';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';

describe('storefront login in Chromium', () => {
  let system: EmbeddedSystem;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    system = await startEmbedded();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  beforeEach(async () => {
    page = await (await browser.newContext()).newPage();
  });

  /** Opens a page and waits for its start-up calls (menu, announcements, lookups) to finish. */
  async function open(path: string): Promise<void> {
    await page.goto(`${system.baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
  }

  afterEach(async () => {
    await page.context().close();
  });

  it('logs in through the modal, picks Trade and a customer, and lands home with name and Trade label', async () => {
    await open('/');
    await page.getByRole('button', { name: 'Login', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Email').fill(DEMO_USERS.buyer.email);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_USERS.buyer.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();

    const popup = page.getByRole('dialog', { name: 'Select price and customer' });
    await popup.getByRole('radio', { name: 'Show trade price' }).check();
    await popup.getByLabel('Customer').selectOption({ label: 'Lund Goldsmiths Ltd' });
    await popup.getByRole('button', { name: 'Continue' }).click();

    await expectVisible(page.getByLabel('Signed in as'));
    expect(await page.getByLabel('Signed in as').textContent()).toContain(DEMO_USERS.buyer.firstName);
    expect(await page.getByLabel('Price mode').textContent()).toContain('Trade');
    expect(new URL(page.url()).pathname).toBe('/');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'priceStatus')?.value).toBe('2');
    expect(cookies.find((c) => c.name === 'isPriceSet')?.value).toBe('true');
  });

  it('shows the server message under the form for a wrong password', async () => {
    await open('/login');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Email').fill(DEMO_USERS.buyer.email);
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong#2026');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expectVisible(dialog.getByText('The email or password is incorrect.'));
  });

  it('shows the 404 page for an unknown route', async () => {
    await open('/no-such-page');
    await expectVisible(page.getByText('404 This page could not be found'));
  });
});

async function expectVisible(locator: ReturnType<Page['getByText']>): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: 15_000 });
  expect(await locator.first().isVisible()).toBe(true);
}
