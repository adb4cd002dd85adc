import type { Browser, Page } from 'playwright-core';
import { launchChromium, loginToBackOffice } from '../support/browser';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';

/**
 * Issue 9, deliver 6 and 7: the storefront and the back office are separate bundles (a stranger's first
 * load carries no back-office or trade-area code; the back office has its own 404 in its own layout), and
 * the site is served like a production site (precompressed assets, no public source maps, robots.txt and
 * a sitemap).
 */
describe('bundles and serving', () => {
  let system: EmbeddedSystem;
  let browser: Browser;
  let page: Page;
  const scripts: string[] = [];
  const bodies: Promise<string>[] = [];

  beforeAll(async () => {
    system = await startEmbedded();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  beforeEach(async () => {
    scripts.length = 0;
    bodies.length = 0;
    page = await (await browser.newContext()).newPage();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text());
    });
  });

  afterEach(async () => {
    await page.context().close();
  });

  it('gives a stranger at / no back-office and no trade-area code', async () => {
    await page.goto(`${system.baseUrl}/`);
    await page.getByRole('button', { name: 'Login', exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    // The header's texts are all in the first load's English: none shows as its key.
    expect(await page.getByRole('link', { name: 'Quick order', exact: true }).count()).toBe(1);
    expect(await page.getByRole('banner').textContent()).not.toMatch(/\b[a-z][a-zA-Z]+\.[a-z][a-zA-Z]+\b/);
    expect(scripts.filter((path) => /backOffice|AdminLayout|admin|tradeArea|checkout/i.test(path))).toEqual(
      [],
    );
    // Nor inside the chunks it did load: no back-office or trade-area slice.
    const code = (await Promise.all(bodies)).join('\n');
    expect(code).toContain('"auth"');
    for (const slice of ['"adminUsers"', '"adminOrders"', '"adminCustomers"', '"checkout"']) {
      expect([slice, code.includes(slice)]).toEqual([slice, false]);
    }
    // Nor what only later pages use: the back office's route table, the areas' and the listing's English
    // texts, the server's English message catalogue and the form checks (class-validator's email test).
    const later = [
      'sellease-err-sync',
      'Your trade account, the markup used for RRP prices and your password.',
      'Bangle inside diameter',
      'The email or password is incorrect.',
      'allow_display_name',
    ];
    for (const text of later) expect([text, code.includes(text)]).toEqual([text, false]);
  });

  it('loads the texts of a later page with it, in the page language', async () => {
    // The listing's English arrives with the listing.
    await page.goto(`${system.baseUrl}/search-designs/new_arrival`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(scripts.some((path) => /en-catalogue/.test(path))).toBe(true);
    // Registration (an area page): its English labels, and a field's message as the API words it.
    await page.goto(`${system.baseUrl}/user-registration`);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('The company name field is required.').first().waitFor();
    expect(scripts.some((path) => /en-areas/.test(path))).toBe(true);
    // The same in German: the German catalogue, not a key and not English.
    await page.goto(`${system.baseUrl}/de/user-registration`);
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await page.getByText('Das Feld Firmenname ist erforderlich.').first().waitFor();
    expect(await page.getByText(/accounts\.|validation\./).count()).toBe(0);
  });

  it.each(['/search-designs/new_arrival', '/fr/design-category/rings'])(
    'names in the HTML of %s every script its first load fetches, so none waits for another to run',
    async (path) => {
      const html = await (await fetch(`${system.baseUrl}${path}`)).text();
      await page.goto(`${system.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(scripts.some((script) => /SearchResultsPage/.test(script))).toBe(true);
      expect(
        scripts.filter((script) => !html.includes(`href="${script}"`) && !html.includes(`src="${script}"`)),
      ).toEqual([]);
      // The page's own stylesheet is fetched early too, without holding up the first paint.
      expect(html).toMatch(
        /<link rel="preload" as="style" crossorigin href="\/assets\/SearchResultsPage-[\w-]+\.css">/,
      );
    },
  );

  it('opens a back-office page by its address, its routes loaded on the way', async () => {
    await loginToBackOffice(page, system.baseUrl);
    await page.goto(`${system.baseUrl}/Admin/customer-list`);
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    expect(await page.getByText('404 This page could not be found').count()).toBe(0);
    expect(scripts.some((path) => /backOfficeRoutes/.test(path))).toBe(true);
  });

  it('loads the back office on its own, with its own 404 inside its layout', async () => {
    await loginToBackOffice(page, system.baseUrl);
    expect(scripts.some((path) => /backOfficeArea/.test(path))).toBe(true);

    await page.goto(`${system.baseUrl}/Admin/no-such-screen`);
    await page.getByRole('heading', { name: '404 This page could not be found' }).waitFor();
    // The back office's header and menu around it, not the storefront's.
    expect(await page.getByText('ADMIN SYSTEM').isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Back office' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Admin home' }).last().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Login', exact: true }).count()).toBe(0);
  });

  it('sends assets precompressed and never a source map', async () => {
    const html = await (await fetch(`${system.baseUrl}/`)).text();
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const brotli = await fetch(`${system.baseUrl}${entry}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    const gzip = await fetch(`${system.baseUrl}${entry}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect((await fetch(`${system.baseUrl}${entry}.map`)).status).toBe(404);
    expect(await brotli.text()).not.toContain('sourceMappingURL');
    const json = await fetch(`${system.baseUrl}/api/menu`, {
      headers: { 'x-tenant': 'demo', 'accept-encoding': 'br' },
    });
    expect(json.headers.get('content-encoding')).toBe('br');
  });

  it('serves robots.txt and a sitemap of the public pages in every language', async () => {
    const robots = await (await fetch(`${system.baseUrl}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /Admin/');
    expect(robots).toContain(`Sitemap: ${system.baseUrl}/sitemap.xml`);
    const sitemap = await fetch(`${system.baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${system.baseUrl}/swe/search-designs/new_arrival</loc>`);
  });
});
