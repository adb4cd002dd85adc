import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, loginAsTradeBuyer } from '../support/browser';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';
import { orderableVariants } from '../support/storefront';

const SHOTS = '/tmp/atelier-quick-order';
const WAIT = { timeout: 20_000 };

async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', ...WAIT });
}

/**
 * Issue 15 in Chromium: the demo buyer pastes 20 rows into quick order, two of them bad (an unknown
 * code, a quantity that is not a number); the check names both by row and reason; the buyer fixes
 * them, adds all 20 to the cart in one step and places the order through checkout.
 */
describe('quick order in Chromium', () => {
  let system: EmbeddedSystem;
  let browser: Browser;
  let page: Page;
  let skus: string[] = [];

  beforeAll(async () => {
    system = await startEmbedded();
    skus = (await orderableVariants(system.api, 20)).map((variant) => variant.sku);
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  });

  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await system?.stop();
  });

  it('pastes 20 rows with two bad ones, fixes them, adds all to the cart and places the order', async () => {
    await loginAsTradeBuyer(page, system.baseUrl);

    await page.getByRole('banner').getByRole('link', { name: 'Quick order' }).click();
    await page.waitForURL('**/quick-order', WAIT);
    const rows = skus.slice(0, 18).map((sku) => `${sku}\t1`);
    rows.splice(4, 0, 'NO-SUCH-DESIGN-E2E\t1');
    rows.splice(11, 0, `${skus[18]}\ttwo`);
    await page.getByRole('textbox', { name: /^Paste rows/ }).fill(rows.join('\n'));
    await page.getByRole('button', { name: 'Add pasted rows' }).click();
    await expectRows(page, 20);

    await page.getByRole('button', { name: 'Check rows' }).click();
    const reasons = page.getByTestId('quick-order-reason');
    await visible(reasons);
    expect(await reasons.allTextContents()).toEqual([
      'Row 5: There is no design or SKU NO-SUCH-DESIGN-E2E.',
      'Row 12: Enter a quantity from 1 to 999.',
    ]);
    await visible(page.getByText('2 rows need correcting.'));
    await page.screenshot({ path: `${SHOTS}-1-checked.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}-1-checked-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByLabel('Design number or SKU, row 5').fill(skus[19]);
    await page.getByLabel('Quantity, row 12').fill('2');
    const added = page.waitForResponse((r) => r.url().endsWith('/api/quick-order/add'), WAIT);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    expect((await added).status()).toBe(200);
    await visible(page.getByText('20 rows have been added to your cart.'));
    expect(await reasons.count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(
      (await page.getByRole('link', { name: 'Cart' }).locator('.cart-link__count').textContent())?.trim(),
    ).toBe('21');

    await page.getByRole('link', { name: 'Go to cart' }).click();
    await page.waitForURL('**/shopping-cart', WAIT);
    await page.getByRole('button', { name: 'Continue to address' }).click();
    const address = page.getByRole('tabpanel', { name: 'Address' });
    await visible(address);
    await address.getByRole('button', { name: 'Continue to confirm' }).click();
    const confirm = page.getByRole('tabpanel', { name: 'Confirm' });
    const place = confirm.getByRole('button', { name: 'Place order' });
    await visible(place);
    const placed = page.waitForResponse((r) => r.url().endsWith('/api/orders/place-order'), WAIT);
    await place.click();
    expect((await placed).status()).toBe(200);
    await visible(page.getByRole('heading', { name: 'Order Placed' }));
    await page.screenshot({ path: `${SHOTS}-2-placed.png`, fullPage: true });
  });
});

async function expectRows(page: Page, count: number): Promise<void> {
  await visible(page.getByTestId('quick-order-row'));
  expect(await page.getByTestId('quick-order-row').count()).toBe(count);
}
