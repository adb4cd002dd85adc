#!/usr/bin/env node
// Opens every back-office route and the storefront's main pages in Debian's Chromium at a desktop and
// a phone width, saves a screenshot of each and prints a table: the page's own 404, sideways overflow
// and console errors. For looking at the product as a person would, not a test: it asserts nothing.
//
//   npm run screens -- [--base http://localhost:3000] [--out /tmp/screen-tour] [--only text]
//                                [--language de|es|fr|no|swe]   (a language's URL prefix; English has none)
//
// Needs a running system (`npm start`) with the demo logins.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, loginAsTradeBuyer, loginToBackOffice } from '../test/support/browser';

const argument = (name: string, fallback: string): string => {
  const at = process.argv.indexOf(`--${name}`);
  return (at > 0 ? process.argv[at + 1] : undefined) ?? fallback;
};
const base = argument('base', 'http://localhost:3000');
const out = argument('out', '/tmp/screen-tour');
const only = argument('only', '');
const language = argument('language', '');
const widths = [1366, 390];

// The spec's back-office routes plus the ones issues added; a route with an id is opened without it.
const backOffice =
  `admin-home menu-management download-mapping-reports Admin/pending-users Admin/approved-customer
  Admin/rejected-users Admin/customer-list Admin/manage-customer Admin/approved-customer-users
  Admin/add-customer-users Admin/mapped-customer Admin/manage-customer-access Admin/update-customer-credentials
  Admin/customer_remove Admin/newsletter-subscribers Admin/admin-user-list Admin/admin-management
  Admin/add-permissions Admin/admin-permissions Admin/not-allowed-user Admin/orders Admin/change-requests
  Admin/bespoke-orders Admin/appros Admin/invoices Admin/view-list Admin/lab-grown-view-list Admin/add-design
  Admin/lab-grown-add-single-design Admin/manage-design Admin/retire-design Admin/manage-group
  Admin/catalogue-change-log Admin/lookup-names Admin/collection-designs Admin/map-similar-designs
  Admin/mapped-design Admin/design-map Admin/unassigned-design Admin/non-group-design Admin/upload-special-offer
  Admin/upload-lab-grown-special-offer Admin/upload-clearance-offer Admin/best-selling-designs
  Admin/new-arrival-designs Admin/create-multi-filter Admin/dynamic-multi-filter Admin/map-multiFilter
  Admin/map-sub-filter Admin/page-index Admin/page2-map Admin/map-group-to-submenu2 Admin/map-subgroup-to-submenu2
  Admin/add-images Admin/upload-images Admin/edit-images Admin/dashboard-bar Admin/dashboard-list Admin/sales-data
  Admin/download-design-report Admin/announcement-bar Admin/running-lines Admin/upload-running-line
  Admin/footer-pages Admin/storefront-media Admin/set-global-markup Admin/set-discount Admin/metal-rates
  Admin/sellease-err-sync Admin/sellease-sync Admin/activate-cron`.split(/\s+/);
const storefront = `/ search-designs/special_offer search-designs/new_arrival search-designs/clearance_sale
  search-designs/lab_grown_products quick-order order-lists shopping-cart my-account order-history appros
  bespoke-orders invoices why-atelier terms-conditions
  cookies-policy how-to-order faq swe/why-atelier swe/faq`.split(/\s+/);

const strangerPages = `/ search-designs/new_arrival design-category/rings why-atelier faq user-registration
  forgot-password`.split(/\s+/);

interface Seen {
  area: string;
  route: string;
  width: number;
  heading?: string;
  overflow?: number;
  notFound?: boolean;
  redirected?: boolean;
  rawKeys?: string[];
  errors?: number;
  failed?: string;
}

async function visit(page: Page, area: string, route: string, width: number): Promise<Seen> {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text().slice(0, 120));
  };
  page.on('console', onConsole);
  await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
  const path = `/${[language, route.replace(/^\//, '')].filter(Boolean).join('/')}`.replace(/\/$/, '') || '/';
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle', timeout: 30_000 });
  const redirected = decodeURI(new URL(page.url()).pathname) !== path;
  // Read in the page (a string, as this script is not compiled against the DOM's types).
  const seen = await page.evaluate<Pick<Seen, 'overflow' | 'heading' | 'rawKeys'>>(`({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    heading: document.querySelector('h1')?.textContent?.trim().slice(0, 50) ?? '',
    rawKeys: [...(document.getElementById('root')?.textContent ?? '').matchAll(/(^|[^@\\w./:])([a-z][a-zA-Z]*(?:\\.[a-z][a-zA-Z]+)+)\\b/g)].map((m) => m[2]),
  })`);
  const notFound = /could not be found|not found|\b404\b/i.test(seen.heading ?? '');
  // A translation key shown as it is (`area.key`, read before any CSS upper-casing) means a missing
  // translation; file names and host names are not keys.
  const rawKeys = (seen.rawKeys ?? []).filter(
    (text) => !/\.(?:png|jpe?g|svg|csv|xlsx|pdf|com|co|uk|org|net|test|example|html)$/.test(text),
  );
  const file = join(
    out,
    `${area}-${language ? `${language}-` : ''}${route.replace(/[/:?]+/g, '_') || 'home'}-${width}.png`,
  );
  await page.screenshot({ path: file, fullPage: false });
  page.off('console', onConsole);
  return { area, route, width, ...seen, notFound, rawKeys, redirected, errors: errors.length };
}

/** What is wrong with a screen, in a few words; empty when nothing is. */
function problems(row: Seen): string[] {
  if (row.failed) return [`FAILED ${row.failed}`];
  const found: string[] = [];
  if (row.notFound) found.push('NOT FOUND');
  if (row.redirected) found.push('REDIRECTED');
  if (row.rawKeys?.length) found.push(`raw keys ${row.rawKeys.slice(0, 3).join(' ')}`);
  if ((row.overflow ?? 0) > 0) found.push(`overflow ${row.overflow}px`);
  if (row.errors) found.push(`${row.errors} console errors`);
  return found;
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const browser = await launchChromium();
  const rows: Seen[] = [];
  for (const [area, routes, signIn] of [
    ['office', backOffice, loginToBackOffice],
    ['shop', storefront, loginAsTradeBuyer],
    // What a visitor who has not signed in sees: the shell's texts only, the areas' not yet loaded.
    ['stranger', strangerPages, null],
  ] as const) {
    const page = await browser.newPage();
    if (signIn) await signIn(page, base);
    for (const route of routes.filter((r) => r.includes(only) && !(language && r.startsWith('swe/')))) {
      for (const width of widths) {
        try {
          rows.push(await visit(page, area, route, width));
        } catch (error) {
          rows.push({ area, route, width, failed: String(error).split('\n')[0]?.slice(0, 100) ?? '' });
        }
      }
    }
    await page.close();
  }
  await browser.close();
  for (const row of rows) {
    const found = problems(row);
    console.log(`${row.area}\t${row.width}\t${row.route}\t${row.heading ?? ''}\t${found.join(', ') || 'ok'}`);
  }
  const bad = rows.filter((row) => problems(row).some((p) => !p.endsWith('console errors'))).length;
  console.log(
    `${rows.length} screens, ${bad} with a 404, a redirect, raw keys, overflow or failure; shots in ${out}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
