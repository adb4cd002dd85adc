import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_USERS } from '@atelier/contracts/common';
import { DESIGN_FILE_COLUMNS } from '@atelier/contracts/catalogue';
import { launchChromium, loginToBackOffice } from '../support/browser';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';

/** Screenshots of the screens at both widths, for people to look at (not compared by the test). */
const SHOTS = process.env['DESIGNS_SCREENSHOTS'] ?? '/tmp';
const WAIT = { timeout: 20_000 };
const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function visible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', ...WAIT });
}

/** The page at 1366 and at 390 px, from the top, whole. */
async function shots(page: Page, name: string): Promise<void> {
  for (const [width, size] of [
    ['1366', WIDE],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: join(SHOTS, `designs-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(WIDE);
}

/** A plain square picture of one colour, so each shade's upload has its own content (and key). */
function picture(background: string): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 640, channels: 3, background } })
    .png()
    .toBuffer();
}

/** The picture key in an image URL (`/api/images/<key>?w=...`). */
function imageKey(src: string | null): string {
  return /\/api\/images\/([a-z0-9-]+)/.exec(src ?? '')?.[1] ?? '';
}

/**
 * Issue 11 in Chromium: an admin creates a design with a white gold and a yellow gold variant in
 * add-design and gives each shade its own picture; a buyer finds it by autocomplete, sees the white-gold
 * picture for the white-gold variant and orders it; the admin retires it; the buyer no longer finds it,
 * the cart asks to remove it and its page says it is no longer available. Also: the audit trail and an
 * import file's bad rows.
 */
describe('designs in the back office (issue 11)', () => {
  let system: EmbeddedSystem;
  let browser: Browser;
  let office: Page;
  const number = `E2E-${randomBytes(3).toString('hex').toUpperCase()}`;
  let designId = '';
  const keys = { white: '', yellow: '' };
  let shop: Page;

  beforeAll(async () => {
    system = await startEmbedded();
    browser = await launchChromium();
    office = await (await browser.newContext({ viewport: WIDE })).newPage();
    await loginToBackOffice(office, system.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  it('creates a design with a white gold and a yellow gold variant in add-design', async () => {
    const menu = office.getByRole('navigation', { name: 'Back office' });
    await menu.getByRole('link', { name: 'Add design', exact: true }).click();
    await visible(office.getByRole('heading', { level: 1, name: 'Add design' }));
    const form = office.getByRole('form', { name: 'Create design' });
    // The choices have arrived (options are never "visible" to Playwright: they are in a closed select).
    await form
      .getByRole('option', { name: 'GH-SI' })
      .first()
      .waitFor({ state: 'attached', ...WAIT });

    // The server's rules run in the page first.
    await form.getByRole('button', { name: 'Create design' }).click();
    await visible(form.getByText('The design number field is required.'));
    await shots(office, 'add-design-invalid');

    await form.getByRole('textbox', { name: 'Design number', exact: true }).fill(number);
    await form.getByRole('textbox', { name: 'Name (EN)', exact: true }).fill(`Browser halo ring ${number}`);
    await form.getByRole('combobox', { name: 'Item', exact: true }).selectOption({ label: 'Rings' });
    await form.getByRole('combobox', { name: 'Main group', exact: true }).selectOption({ index: 1 });
    await form.getByRole('textbox', { name: 'Metal weight (g)', exact: true }).fill('3.4');
    // The first row's quality, carat, price and weight are the template of the generated rows.
    await form.getByRole('combobox', { name: 'Quality', exact: true }).selectOption({ label: 'GH-SI' });
    await form.getByRole('textbox', { name: 'Total carat', exact: true }).fill('0.5');
    await form.getByRole('textbox', { name: 'Trade price (£)', exact: true }).fill('1250');
    await form.getByRole('textbox', { name: 'Weight (g)', exact: true }).fill('3.4');
    await form.getByText('Generate rows', { exact: true }).first().click();
    await form.getByRole('checkbox', { name: '18K', exact: true }).check();
    await form.getByRole('checkbox', { name: 'White Gold', exact: true }).check();
    await form.getByRole('checkbox', { name: 'Yellow Gold', exact: true }).check();
    await form.getByRole('button', { name: 'Generate rows' }).click();
    await visible(form.getByText('2 rows added.'));
    const skuInputs = await form.getByRole('textbox', { name: 'SKU', exact: true }).all();
    const skus = await Promise.all(skuInputs.map((input) => input.inputValue()));
    expect(skus).toEqual([`${number}-18K-YG`, `${number}-18K-WG`]);
    for (const stock of await form.getByRole('textbox', { name: 'Stock', exact: true }).all()) {
      await stock.fill('5');
    }

    await form.getByRole('button', { name: 'Create design' }).click();
    await office.waitForURL(/\/Admin\/manage-design\?id=[0-9a-f-]{36}$/, WAIT);
    designId = new URL(office.url()).searchParams.get('id') ?? '';
    await visible(office.getByText('Version 1'));
    expect(await office.getByRole('textbox', { name: 'Design number', exact: true }).inputValue()).toBe(
      number,
    );
  });

  it('finds it in view-list, edits it and sees the change in its audit trail', async () => {
    await office.goto(`${system.baseUrl}/Admin/view-list`);
    const filters = office.getByRole('search', { name: 'Filter designs' });
    await filters.getByRole('searchbox', { name: 'Search' }).fill(number);
    await filters.getByRole('button', { name: 'Show' }).click();
    const row = office.getByRole('row').filter({ hasText: number });
    await visible(row);
    expect(await row.textContent()).toContain('£1,250.00');
    expect(new URL(office.url()).searchParams.get('search')).toBe(number);
    await shots(office, 'view-list');

    await row.getByRole('link', { name: 'Edit' }).click();
    await office.waitForURL(`**/Admin/manage-design?id=${designId}`, WAIT);
    const name = office.getByRole('textbox', { name: 'Name (EN)', exact: true });
    await visible(name);
    await name.fill(`Browser halo ring ${number} II`);
    await office.getByRole('button', { name: 'Save' }).click();
    await visible(office.getByText('Version 2'));
    const audit = office.getByRole('table', { name: 'Changes' });
    await visible(audit.getByRole('row').filter({ hasText: `II` }));
    expect(await audit.getByRole('row').count()).toBe(3);
  });

  it('gives each shade its own picture in add-images', async () => {
    await office.goto(`${system.baseUrl}/Admin/add-images?design=${designId}`);
    await visible(office.getByText(`Chosen: ${number}`));
    const shade = office.getByRole('combobox', { name: 'The shade they show' });
    for (const [file, shadeName, colour] of [
      ['white-gold.png', 'White Gold', '#e4e6ec'],
      ['yellow-gold.png', 'Yellow Gold', '#e0b24a'],
    ] as const) {
      await shade.selectOption({ label: shadeName });
      const stored = office.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().includes(`/${designId}/`),
        WAIT,
      );
      await office
        .getByRole('group', { name: `Pictures of ${number}` })
        .locator('input[type=file]')
        .setInputFiles({ name: file, mimeType: 'image/png', buffer: await picture(colour) });
      expect((await stored).status()).toBeLessThan(300);
    }
    await office.getByRole('link', { name: 'Order and edit these pictures' }).click();
    const list = office.getByRole('list', { name: `Pictures of ${number}` });
    await visible(list.getByRole('img', { name: 'yellow-gold.png' }));
    keys.white = imageKey(await list.getByRole('img', { name: 'white-gold.png' }).getAttribute('src'));
    keys.yellow = imageKey(await list.getByRole('img', { name: 'yellow-gold.png' }).getAttribute('src'));
    expect(keys.white).not.toBe('');
    expect(keys.yellow).not.toBe('');
    expect(keys.white).not.toBe(keys.yellow);
    await shots(office, 'edit-images');
  });

  it('lets a buyer find it by autocomplete, see the white-gold picture for white gold and order it', async () => {
    shop = await (await browser.newContext({ viewport: WIDE })).newPage();
    await shop.goto(`${system.baseUrl}/`);
    await shop.getByRole('button', { name: 'Login', exact: true }).first().click();
    await buyerLogin(shop);

    const search = shop.getByRole('combobox', { name: 'Search designs' });
    await search.fill(number);
    const suggestion = shop
      .getByRole('listbox', { name: 'Design suggestions' })
      .getByRole('option')
      .filter({ hasText: number });
    await visible(suggestion);
    await suggestion.click();
    await shop.waitForURL(/\/page3\?/, WAIT);
    const summary = shop.getByRole('region', { name: 'Design summary' });
    await visible(summary.getByText(number, { exact: true }));

    const gallery = shop.getByRole('region', { name: 'Images' });
    const mainPicture = () => gallery.locator('.gallery__main img').getAttribute('src');
    // The gallery's main picture once it is the one with this key.
    const shownPicture = (key: string) => gallery.locator(`.gallery__main img[src*="/api/images/${key}?"]`);
    await summary.getByRole('combobox', { name: 'Shade' }).selectOption({ label: 'White Gold' });
    await shop.waitForURL(/shade=/, WAIT);
    await visible(shownPicture(keys.white));
    expect(imageKey(await mainPicture())).toBe(keys.white);
    await shop.screenshot({ path: join(SHOTS, 'designs-white-gold-page-1366.png') });
    await summary.getByRole('combobox', { name: 'Shade' }).selectOption({ label: 'Yellow Gold' });
    await visible(shownPicture(keys.yellow));
    await summary.getByRole('combobox', { name: 'Shade' }).selectOption({ label: 'White Gold' });
    await visible(shownPicture(keys.white));

    const designPage = shop.url();
    await addToCart(shop);
    await placeOrder(shop);
    // Back in the cart for the next order: the line the retirement will speak to.
    await shop.goto(designPage);
    await visible(summary.getByText(number, { exact: true }));
    await addToCart(shop);
  });

  it('retires it from its edit screen', async () => {
    await office.goto(`${system.baseUrl}/Admin/manage-design?id=${designId}`);
    await office.getByRole('button', { name: 'Retire' }).click();
    const dialog = office.getByRole('dialog', { name: `Retire ${number}?` });
    await dialog.getByRole('button', { name: 'Retire' }).click();
    await visible(office.getByText('This design is retired: buyers cannot see it.'));
    await office.goto(`${system.baseUrl}/Admin/retire-design`);
    const retired = office.getByRole('region', { name: 'Retired designs' });
    await visible(retired.getByRole('row').filter({ hasText: number }));
  });

  it('checks an import file and lists its bad rows', async () => {
    await office.goto(`${system.baseUrl}/Admin/view-list`);
    await office.getByRole('button', { name: 'Import' }).click();
    const dialog = office.getByRole('dialog', { name: 'Import designs' });
    const cells = (values: Partial<Record<(typeof DESIGN_FILE_COLUMNS)[number], string>>) =>
      DESIGN_FILE_COLUMNS.map((column) => values[column] ?? '').join(',');
    const csv = [
      DESIGN_FILE_COLUMNS.join(','),
      cells({
        design_number: `${number}-X`,
        name_en: 'Imported',
        item: 'rings',
        sku: `${number}-X1`,
        karat: '99k',
      }),
    ].join('\n');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'designs.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const report = dialog.getByRole('table', { name: 'Rows with problems' });
    await visible(report.getByRole('row').nth(1));
    await visible(dialog.getByText('Check finished: nothing was changed.'));
    expect(await report.getByRole('row').nth(1).textContent()).toMatch(/^2/);
    await shots(office, 'import-report');
  });

  it('takes it from the buyer: no suggestion, the cart asks to remove it, its page says so', async () => {
    await shop.goto(`${system.baseUrl}/`);
    const search = shop.getByRole('combobox', { name: 'Search designs' });
    await search.fill(number);
    await visible(shop.getByText('No results found'));

    await shop.getByRole('link', { name: 'Cart' }).click();
    await shop.waitForURL('**/shopping-cart', WAIT);
    const line = shop
      .getByRole('table', { name: 'Items in your cart' })
      .getByRole('row')
      .filter({ hasText: number });
    await visible(line.getByText('please remove this item from Cart', { exact: false }));
    await shop.screenshot({ path: join(SHOTS, 'designs-retired-cart-1366.png'), fullPage: true });

    await shop.goto(`${system.baseUrl}/page3?designId=${designId}`);
    await visible(shop.getByRole('heading', { level: 1, name: 'This design is no longer available' }));
    expect(await shop.getByRole('link', { name: 'Search the catalogue' }).getAttribute('href')).toContain(
      '/search-designs/menu',
    );
    expect(await shop.getByText('Page not found').count()).toBe(0);
    await shop.screenshot({ path: join(SHOTS, 'designs-unavailable-1366.png') });
  });

  it('keeps it in the order history', async () => {
    await shop.goto(`${system.baseUrl}/order-history`);
    const history = shop.getByRole('table', { name: 'Order history' });
    await visible(history.getByRole('row').nth(1));
    await history.getByRole('row').nth(1).getByRole('link').first().click();
    await visible(shop.getByRole('article').filter({ hasText: number }));
  });
});

async function buyerLogin(page: Page): Promise<void> {
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(DEMO_USERS.buyer.email);
  await login.getByLabel('Password', { exact: true }).fill(DEMO_USERS.buyer.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Select price and customer' });
  await popup.getByRole('radio', { name: 'Show trade price' }).check();
  await popup
    .getByRole('combobox', { name: 'Customer', exact: true })
    .selectOption({ label: 'Lund Goldsmiths Ltd' });
  await popup.getByRole('button', { name: 'Continue' }).click();
  await visible(page.getByLabel('Signed in as'));
}

/** One piece of the chosen variant into the cart, answered by the server's green message. */
async function addToCart(page: Page): Promise<void> {
  const form = page
    .getByRole('region', { name: 'Design summary' })
    .getByRole('region', { name: 'Order this design' });
  await form.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
  const ringSize = form.getByRole('combobox', { name: 'Ring size' });
  if ((await ringSize.count()) > 0) await ringSize.selectOption({ index: 1 });
  const added = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/cartproducts/add-to-cart') && response.request().method() === 'POST',
    WAIT,
  );
  await form.getByRole('button', { name: 'Add to cart' }).click();
  expect((await added).status()).toBe(200);
  await visible(page.getByRole('status').filter({ hasText: 'The item has been added to your cart.' }));
}

/** Cart, address and confirm tabs with the defaults, then the order. */
async function placeOrder(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Cart' }).click();
  await page.waitForURL('**/shopping-cart', WAIT);
  await page.getByRole('button', { name: 'Continue to address' }).click();
  const address = page.getByRole('tabpanel', { name: 'Address' });
  await address.getByRole('button', { name: 'Continue to confirm' }).click();
  const place = page.getByRole('tabpanel', { name: 'Confirm' }).getByRole('button', { name: 'Place order' });
  await visible(place);
  const placed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/orders/place-order') && response.request().method() === 'POST',
    WAIT,
  );
  await place.click();
  expect((await placed).status()).toBe(200);
  await visible(page.getByRole('heading', { name: 'Order Placed' }));
}
