import type { Browser, Page } from 'playwright-core';
import { DEMO_USERS } from '@atelier/contracts/common';
import { launchChromium } from '../support/browser';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';

/**
 * The Content-Security-Policy and the other security headers (issue 8, finding 6): the storefront and the
 * back office work under them in Chromium with no policy violation and no console error.
 */
describe('security headers in Chromium', () => {
  let system: EmbeddedSystem;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    system = await startEmbedded();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  beforeEach(async () => {
    problems.length = 0;
    page = await (await browser.newContext()).newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
    // Reported to the console, where the listener above collects it.
    await page.addInitScript({
      content:
        "document.addEventListener('securitypolicyviolation', (e) => console.error('CSP violation: ' + e.violatedDirective + ' ' + e.blockedURI));",
    });
  });

  afterEach(async () => {
    await page.context().close();
  });

  async function open(path: string): Promise<void> {
    await page.goto(`${system.baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
  }

  it('sends the policy and the other headers on pages and on the API', async () => {
    for (const path of ['/', '/api/menu']) {
      const response = await fetch(`${system.baseUrl}${path}`, { headers: { 'x-tenant': 'demo' } });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect([path, csp]).toEqual([path, expect.stringContaining("default-src 'self'")]);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('runs the storefront (home, login, a listing, a design) with no policy violation or console error', async () => {
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
    await page.getByLabel('Signed in as').waitFor();
    await open('/search-designs/new_arrival');
    await page.locator('.design-card__link').first().click();
    await page.waitForURL(/\/page3\?/);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  it('runs the back office after an admin login with no policy violation or console error', async () => {
    await open('/admin-login');
    await page.getByLabel('Email').fill(DEMO_USERS.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_USERS.admin.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Back office' });
    await menu.waitFor();
    await menu.getByRole('link', { name: 'Order list' }).click();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
