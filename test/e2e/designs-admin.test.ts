import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_USERS } from '@atelier/contracts/common';
import { DESIGN_FILE_COLUMNS } from '@atelier/contracts/catalogue';
import { launchChromium } from '../support/browser';
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

/**
 * Issue 11 in Chromium: an admin creates a design with a white gold and a yellow gold variant in
 * add-design, finds it in view-list, edits it, retires it, checks an import file; a buyer who then opens
 * the design is told it is no longer available.
 */
describe('designs in the back office (issue 11)', () => {
  let system: EmbeddedSystem;
  let browser: Browser;
  let office: Page;
  const number = `E2E-${randomBytes(3).toString('hex').toUpperCase()}`;
  let designId = '';

  beforeAll(async () => {
    system = await startEmbedded();
    browser = await launchChromium();
    office = await (await browser.newContext({ viewport: WIDE })).newPage();
    await office.goto(`${system.baseUrl}/admin-login`);
    await office.getByLabel('Email').fill(DEMO_USERS.admin.email);
    await office.getByLabel('Password', { exact: true }).fill(DEMO_USERS.admin.password);
    await office.getByRole('button', { name: 'Login', exact: true }).click();
    await office.waitForURL('**/admin-home', WAIT);
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

  it('retires it from its edit screen', async () => {
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

  it('tells a buyer who opens the retired design that it is no longer available', async () => {
    const shop = await (await browser.newContext({ viewport: WIDE })).newPage();
    await shop.goto(`${system.baseUrl}/page3?designId=${designId}`);
    await shop.getByRole('button', { name: 'Log in to continue' }).click();
    const login = shop.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(DEMO_USERS.buyer.email);
    await login.getByLabel('Password', { exact: true }).fill(DEMO_USERS.buyer.password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    const popup = shop.getByRole('dialog', { name: 'Select price and customer' });
    await popup.getByRole('radio', { name: 'Show trade price' }).check();
    await popup
      .getByRole('combobox', { name: 'Customer', exact: true })
      .selectOption({ label: 'Lund Goldsmiths Ltd' });
    await popup.getByRole('button', { name: 'Continue' }).click();
    await visible(shop.getByRole('heading', { level: 1, name: 'This design is no longer available' }));
    expect(await shop.getByRole('link', { name: 'Search the catalogue' }).getAttribute('href')).toContain(
      '/search-designs/menu',
    );
    expect(await shop.getByText('Page not found').count()).toBe(0);
    await shop.screenshot({ path: join(SHOTS, 'designs-unavailable-1366.png') });
    await shop.context().close();
  });
});
