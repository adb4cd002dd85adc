import { DEMO_USERS } from '@atelier/contracts/common';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no background networking). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
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
