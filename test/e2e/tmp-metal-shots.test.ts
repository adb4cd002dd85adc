import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEMO_USERS } from '@atelier/contracts/common';
import { launchChromium } from '../support/browser';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';

const SHOTS = '/work/shots/i15-metal';
const WAIT = { timeout: 30_000 };
const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shots(page: Page, name: string): Promise<void> {
  for (const [width, size] of [
    ['1366', WIDE],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(WIDE);
}

describe('metal rates screenshots', () => {
  let system: EmbeddedSystem;
  let browser: Browser;
  let office: Page;

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

  it('sets rates on the metal rates screen', async () => {
    const menu = office.getByRole('navigation', { name: 'Back office' });
    await menu.getByRole('link', { name: 'Metal rates', exact: true }).click();
    await office.getByRole('heading', { level: 1, name: 'Metal rates' }).waitFor(WAIT);
    const fields = office.getByRole('textbox');
    await fields.first().waitFor(WAIT);
    const count = await fields.count();
    for (let i = 0; i < count; i += 1) await fields.nth(i).fill(String(20 + i * 7.25));
    await office.getByRole('button', { name: 'Save rates' }).click();
    await office.getByRole('table', { name: 'Rate history' }).getByRole('row').nth(1).waitFor(WAIT);
    await fields.first().fill('-3');
    await office.getByRole('button', { name: 'Save rates' }).click();
    await office.getByText('Enter a rate per gram with up to two decimals.').waitFor(WAIT);
    await shots(office, 'metal-rates');
    const design = office.getByRole('link', { name: /Add design|New design/ });
    expect(count).toBeGreaterThan(0);
    void design;
  });
});
