import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, loginToBackOffice } from '../support/browser';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';

/** Screenshots at phone and laptop width, for people to look at (not compared by the test). */
const SHOTS = process.env['ADMIN_ORDERS_SCREENSHOTS'] ?? '/tmp';

describe('back-office orders in Chromium', () => {
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

  /** How far the page scrolls sideways: zero when nothing sticks out past the viewport. */
  function horizontalOverflow(page: Page): Promise<number> {
    // A string, as the test build has no DOM types.
    return page.evaluate<number>('document.scrollingElement.scrollWidth - window.innerWidth');
  }

  it.each([1366, 390])(
    'lists, filters and opens orders, bespoke requests and appros at %i px',
    async (width) => {
      const page = await adminPage(width);
      // Every screen fits the viewport: no sideways page scroll, even from content inside a table.
      const shot = async (name: string) => {
        await page.screenshot({ path: join(SHOTS, `admin-orders-${name}-${width}.png`), fullPage: true });
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      };

      await page.goto(`${system.baseUrl}/Admin/orders`);
      const orders = page.getByRole('table', { name: 'Orders' });
      const first = orders.getByRole('link').first();
      await first.waitFor();
      const number = (await first.textContent()) ?? '';
      expect(number).not.toBe('');
      await shot('list');

      // The number filter goes to the URL and the list shows that order.
      await page.getByRole('searchbox', { name: 'Order or design number' }).fill(number);
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL((url) => url.searchParams.get('search') === number);
      await orders.getByRole('link', { name: number, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: new RegExp(number) }).waitFor();
      await page.getByRole('region', { name: /^\d+ items?$/ }).waitFor();
      await shot('detail');

      await page.goto(`${system.baseUrl}/Admin/bespoke-orders`);
      await page.getByRole('table', { name: 'Bespoke orders' }).waitFor();
      await shot('bespoke');

      await page.goto(`${system.baseUrl}/Admin/appros`);
      const create = page.getByRole('region', { name: 'New appro' });
      await create.getByRole('button', { name: 'Create appro' }).click();
      // The form's own rules answer before anything is sent.
      await create.getByText('Enter a variant id (a UUID).').waitFor();
      await create.getByText('Please choose the customer.').waitFor();
      await page.getByRole('table', { name: 'Appros' }).waitFor();
      await shot('appros');
      await page.context().close();
    },
  );
});
