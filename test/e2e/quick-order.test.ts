import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_CUSTOMER_IDS, DEMO_USERS } from '@atelier/contracts/common';
import type { QuickOrderCheck } from '@atelier/contracts/orders';
import { launchChromium } from '../support/browser';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';

const SHOTS = '/tmp/atelier-quick-order';
const WAIT = { timeout: 20_000 };

async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', ...WAIT });
}

/** SKUs the demo buyer can order as plain rows: found by the listing, confirmed by the quick order's check. */
async function orderableSkus(system: EmbeddedSystem, count: number): Promise<string[]> {
  const { api } = await system.api.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password);
  const buyer = api.with({ 'x-customer-id': DEMO_CUSTOMER_IDS.goldsmiths, 'x-price-status': '2' });
  const search = await buyer.post<{ data: { rows: Array<{ design_id: string }> } }>(
    '/api/products/search-designs',
    { page: 1, limit: 48 },
  );
  const skus: string[] = [];
  for (const card of search.body.data.rows) {
    const detail = await buyer.get<{ data: { variants: Array<{ sku: string }> } }>(
      `/api/designs/${card.design_id}`,
    );
    const sku = detail.body.data.variants[0]?.sku;
    if (sku) skus.push(sku);
  }
  const checked = await buyer.post<{ data: QuickOrderCheck }>('/api/quick-order/check', {
    rows: skus.map((code) => ({ code, quantity: '1' })),
  });
  const ok = checked.body.data.rows.filter((r) => r.ok && !r.variant?.is_special_offer).map((r) => r.code);
  if (ok.length < count) throw new Error(`only ${ok.length} orderable SKUs`);
  return ok.slice(0, count);
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
    skus = await orderableSkus(system, 20);
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  });

  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await system?.stop();
  });

  it('pastes 20 rows with two bad ones, fixes them, adds all to the cart and places the order', async () => {
    await page.goto(`${system.baseUrl}/`);
    await page.getByRole('button', { name: 'Login', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await visible(dialog);
    await dialog.getByLabel('Email').fill(DEMO_USERS.buyer.email);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_USERS.buyer.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Select price and customer' });
    await popup.getByRole('radio', { name: 'Show trade price' }).check();
    await popup.getByRole('combobox', { name: 'Customer' }).selectOption({ label: 'Lund Goldsmiths Ltd' });
    await popup.getByRole('button', { name: 'Continue' }).click();
    await visible(page.getByLabel('Signed in as'));

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
