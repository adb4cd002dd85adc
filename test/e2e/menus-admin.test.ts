import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, loginToBackOffice } from '../support/browser';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';

/** Screenshots at phone and laptop width, for people to look at (not compared by the test). */
const SHOTS = process.env['MENUS_ADMIN_SCREENSHOTS'] ?? '/tmp';

/*
 * Issue 11 in Chromium against the embedded system: the back office's filters and mega-menu screens at
 * phone and laptop width, and a renamed submenu entry showing in the storefront's mega-menu.
 */
describe('back-office filters and menus in Chromium', () => {
  let system: EmbeddedSystem;
  let browser: Browser;

  beforeAll(async () => {
    system = await startEmbedded();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  async function adminPage(width: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await loginToBackOffice(page, system.baseUrl);
    return page;
  }

  it.each([1366, 390])('shows the menu tree and the filters at %i px', async (width) => {
    const page = await adminPage(width);
    const shot = (name: string) =>
      page.screenshot({ path: join(SHOTS, `menus-admin-${name}-${width}.png`), fullPage: true });

    await page.goto(`${system.baseUrl}/menu-management`);
    await page.getByRole('heading', { level: 1, name: 'Menu management' }).waitFor();
    await page.getByTestId('menu-row-rings').waitFor();
    await shot('menu-management');

    await page.goto(`${system.baseUrl}/Admin/create-multi-filter`);
    await page.getByRole('table', { name: 'Storefront filters' }).waitFor();
    await page.getByRole('button', { name: 'Add filter' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Title in English/ }).waitFor();
    await shot('create-multi-filter');
    await page.context().close();
  });

  it("renames a submenu entry and the storefront's mega-menu shows the new title", async () => {
    const page = await adminPage(1366);
    await page.goto(`${system.baseUrl}/menu-management`);
    await page
      .getByTestId('menu-row-rings')
      .getByRole('button', { name: /^Rings: \d+ entries$/ })
      .click();
    const row = page.getByTestId('menu-row-rings-by-style');
    await row.getByRole('button', { name: 'Edit Shop by Style' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Title in English/ }).fill('Ring styles');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Ring styles', { exact: true }).waitFor();
    await page.context().close();

    const shopper = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const store = await shopper.newPage();
    await store.goto(system.baseUrl);
    const menu = store.getByRole('navigation', { name: 'Main navigation' });
    await menu.getByRole('link', { name: 'Rings', exact: true }).hover();
    await menu.getByText('Ring styles', { exact: true }).waitFor();
    expect(await menu.getByText('Ring styles', { exact: true }).count()).toBe(1);
    await shopper.close();
  });
});
