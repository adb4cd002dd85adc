import { readFileSync } from 'node:fs';
import type { QuickOrderVariant } from '@atelier/contracts/orders';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, loginAsTradeBuyer } from '../support/browser';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';
import { orderableVariants, tradeBuyerApi } from '../support/storefront';

const WAIT = { timeout: 20_000 };
const LIST = 'Weekly reorder E2E';
const COPY = 'Imported copy E2E';

async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', ...WAIT });
}

async function cartCount(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  const text = await page.getByRole('link', { name: 'Cart' }).locator('.cart-link__count').textContent();
  return Number((text ?? '0').trim() || '0');
}

/** Adds to an order list through the kit dialog: an existing list by name, or a new one. */
async function addToList(page: Page, button: string, list: { existing: string } | { create: string }) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to an order list' });
  await visible(dialog);
  if ('create' in list) {
    await dialog.getByRole('radio', { name: 'A new list' }).check();
    await dialog.getByRole('textbox', { name: 'List name' }).fill(list.create);
  } else {
    await dialog.getByRole('radio', { name: new RegExp(`^${list.existing} \\(`) }).check();
  }
  const added = page.waitForResponse((r) => /\/api\/order-lists\/[^/]+\/lines$/.test(r.url()), WAIT);
  await dialog.getByRole('button', { name: 'Add to list' }).click();
  expect((await added).status()).toBe(200);
  await dialog.waitFor({ state: 'detached', ...WAIT });
}

/**
 * Issue 15 in Chromium: the demo buyer starts an order list from a design page, saves the cart into it,
 * opens it from My Account, adds a selection to the cart, exports it as CSV and imports that file into a
 * second list.
 */
describe('order lists in Chromium', () => {
  let system: EmbeddedSystem;
  let browser: Browser;
  let page: Page;
  let variants: QuickOrderVariant[] = [];
  let designId = '';

  beforeAll(async () => {
    system = await startEmbedded();
    // Right after the start, as the quick-order test does: the health check's idle connection is still fresh.
    variants = await orderableVariants(system.api, 3);
    // Two pieces in the cart (of designs other than the one the list starts with), put there through the API.
    const buyer = await tradeBuyerApi(system.api);
    const filled = await buyer.post('/api/quick-order/add', {
      rows: variants.slice(1).map((v) => ({ code: v.sku, quantity: '1' })),
    });
    if (filled.status !== 200) throw new Error(`cart not filled: ${filled.status}`);
    const found = await buyer.post<{ data: Array<{ design: string; design_id: string }> }>(
      '/api/products/search/design',
      { name: variants[0].design_number, page: 1, limit: 8 },
    );
    const card = found.body.data.find((d) => d.design === variants[0].design_number);
    if (!card) throw new Error(`design ${variants[0].design_number} not found`);
    designId = card.design_id;
    browser = await launchChromium();
    page = await (
      await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true })
    ).newPage();
  });

  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await system?.stop();
  });

  it('creates a list from a design page, adds the cart, orders a selection, exports and imports it', async () => {
    const cartVariants = variants.slice(1);

    await loginAsTradeBuyer(page, system.baseUrl);
    await page.goto(`${system.baseUrl}/page3?designId=${designId}`);
    const summary = page.getByRole('region', { name: 'Design summary' });
    await visible(summary.getByRole('heading', { level: 1 }));
    await addToList(page, 'Add to order list', { create: LIST });
    await visible(page.getByText(`1 item added to ${LIST}.`));

    await page.getByRole('link', { name: 'Cart' }).click();
    await page.waitForURL('**/shopping-cart', WAIT);
    await addToList(page, 'Save cart to an order list', { existing: LIST });
    await visible(page.getByText(`2 items added to ${LIST}.`));

    await page.goto(`${system.baseUrl}/my-account`);
    await page.getByRole('link', { name: 'Open order lists' }).click();
    await page.waitForURL('**/order-lists', WAIT);
    await page.getByRole('button', { name: `${LIST} (3 items)` }).click();
    const panel = page.getByRole('region', { name: LIST });
    await visible(panel.getByRole('table'));
    const skus = (await panel.locator('tbody tr td:nth-child(2)').allTextContents()).map((s) => s.trim());
    expect(skus).toHaveLength(3);
    for (const variant of cartVariants) expect(skus).toContain(variant.sku);

    const before = await cartCount(page);
    await panel.getByRole('checkbox', { name: `Select ${cartVariants[0].sku}` }).check();
    const toCart = page.waitForResponse((r) => /\/api\/order-lists\/[^/]+\/to-cart$/.test(r.url()), WAIT);
    await panel.getByRole('button', { name: 'Add selected to cart (1)' }).click();
    expect((await toCart).status()).toBe(200);
    await visible(page.getByText(/have been added to your cart/));
    expect(await cartCount(page)).toBe(before + 1);

    const download = page.waitForEvent('download', WAIT);
    await panel.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = readFileSync(file, 'utf8');
    for (const sku of skus) expect(csv).toContain(sku);

    await page.getByRole('textbox', { name: 'List name' }).fill(COPY);
    await page.getByRole('button', { name: 'Create list' }).click();
    const copy = page.getByRole('region', { name: COPY });
    await visible(copy);
    const imported = page.waitForResponse((r) => /\/api\/order-lists\/[^/]+\/import$/.test(r.url()), WAIT);
    await copy
      .locator('input[type=file]')
      .setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    expect((await imported).status()).toBe(200);
    await visible(page.getByText('3 rows imported.'));
    await visible(copy.getByRole('table'));
    await visible(copy.locator('tbody tr').nth(2));
    expect(
      (await copy.locator('tbody tr td:nth-child(2)').allTextContents()).map((s) => s.trim()).sort(),
    ).toEqual([...skus].sort());
    await page.screenshot({ path: '/tmp/atelier-order-lists.png', fullPage: true });

    // Clean up: both lists go, and the page says so.
    await copy.getByRole('button', { name: 'Delete list' }).click();
    await page.getByRole('button', { name: `${LIST} (3 items)` }).click();
    await panel.getByRole('button', { name: 'Delete list' }).click();
    await visible(page.getByText('No order lists yet.'));
  });
});
