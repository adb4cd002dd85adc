import { DEMO_USERS } from '@atelier/contracts/common';
import { type Browser, chromium, type Page } from 'playwright-core';

/** The flags this machine needs: no sandbox as root, and no background networking (the network is closed). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium, headless, with the flags above. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
}

/** Logs the demo administrator in through the back office's login page and waits for its menu. */
export async function loginToBackOffice(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/admin-login`);
  await page.getByLabel('Email').fill(DEMO_USERS.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_USERS.admin.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('navigation', { name: 'Back office' }).waitFor({ timeout: 30_000 });
}

/**
 * Logs the demo buyer in through the storefront's login dialog with trade prices for Lund Goldsmiths,
 * and waits for the header to show who is signed in.
 */
export async function loginAsTradeBuyer(page: Page, baseUrl: string): Promise<void> {
  const wait = { timeout: 20_000 };
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.waitFor({ state: 'visible', ...wait });
  await dialog.getByLabel('Email').fill(DEMO_USERS.buyer.email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_USERS.buyer.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Select price and customer' });
  await popup.getByRole('radio', { name: 'Show trade price' }).check();
  await popup.getByRole('combobox', { name: 'Customer' }).selectOption({ label: 'Lund Goldsmiths Ltd' });
  await popup.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByLabel('Signed in as')
    .first()
    .waitFor({ state: 'visible', ...wait });
}
