import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_USERS } from '@atelier/contracts/common';
import { launchChromium } from '../support/browser';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';

type PriceChoice = 'Show trade price' | 'Show RRP price' | "Don't display price";

const SHOTS = '/tmp/atelier-catalogue';
const WAIT = { timeout: 20_000 };

/**
 * Issue 3 in Chromium against the embedded system: the demo buyer finds a design by part of its number,
 * filters a list by metal, shade and gemstone, opens a design, and sees the price each price choice allows.
 */
describe('catalogue in Chromium', () => {
  let system: EmbeddedSystem;
  let browser: Browser;
  let page: Page;
  let designUrl = '';
  let tradeAmount = '';

  beforeAll(async () => {
    system = await startEmbedded();
    browser = await launchChromium();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  });

  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await system?.stop();
  });

  it('a menu click while logged out opens the login modal, and login lands on that list', async () => {
    await page.goto(`${system.baseUrl}/`);
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await menu.getByRole('link', { name: 'New Lines', exact: true }).click();
    await logIn(page, 'Show trade price');

    await page.waitForURL('**/search-designs/new_arrival', WAIT);
    await visible(page.getByRole('heading', { level: 1, name: 'New Designs' }));
    await resultsSettled(page);
    expect(await page.getByLabel('Price mode').textContent()).toBe('Trade');
    await firstImagesLoaded(page);
    await page.screenshot({ path: `${SHOTS}-1-new-designs.png` });
  });

  it('finds a design by typing part of its number in the header search', async () => {
    const search = page.getByRole('combobox', { name: 'Search designs' });
    await search.fill('R10');
    const listbox = page.getByRole('listbox', { name: 'Design suggestions' });
    const first = listbox.getByRole('option').first();
    await visible(first);
    const label = (await first.textContent()) ?? '';
    expect(label).toMatch(/^R10\d+/);
    const number = /^R10\d+/.exec(label)?.[0] ?? '';
    await page.screenshot({ path: `${SHOTS}-2-autocomplete.png` });

    await search.press('ArrowDown');
    await search.press('Enter');
    await page.waitForURL(
      /\/page3\?karate=\d+&shade=\d+&totalCarate=[\d.]+&quality=\d+&designId=[0-9a-f-]{36}/,
      WAIT,
    );
    const summary = page.getByRole('region', { name: 'Design summary' });
    await visible(summary.getByText(number, { exact: true }));
    expect(await summary.getByRole('note', { name: 'Price', exact: true }).textContent()).toMatch(
      /^Trade £[\d,]+\.\d\d$/,
    );
  });

  it('filters a list by metal, shade and gemstone, opens a design with its trade price, and comes back to the same place', async () => {
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await whileSearching(page, async () => {
      await menu.getByRole('link', { name: 'Rings', exact: true }).click();
    });
    expect(new URL(page.url()).pathname).toBe('/design-category/rings');
    const unfiltered = await resultCount(page);

    for (const [group, value, parameter] of [
      ['Metal', 'Gold', /metal=\d+/],
      ['Shade', 'White Gold', /shade=\d+/],
      ['Gemstone', 'Diamond', /gemstone=\d+/],
    ] as const) {
      await whileSearching(page, async () => {
        await page
          .getByRole('group', { name: group })
          .getByRole('checkbox', { name: value, exact: true })
          .check();
      });
      expect(page.url()).toMatch(parameter);
    }

    const filtered = await resultCount(page);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(unfiltered);
    const variants = await page.locator('.design-card__variant').allTextContents();
    expect(variants.length).toBeGreaterThan(0);
    for (const text of variants) expect(text).toContain('White Gold');
    await firstImagesLoaded(page);
    await page.screenshot({ path: `${SHOTS}-3-filtered.png`, fullPage: false });

    // Open a design further down the list (clicked where it is, no scrolling), then come back to the same place.
    await page.evaluate('window.scrollTo(0, 700)');
    // The header turns compact once scrolled and the page shifts under it: read the position once it rests.
    await page.locator('.site-header.is-scrolled').waitFor(WAIT);
    const position = await restingScrollTop(page);
    expect(position).toBeGreaterThan(0);
    const links = page.locator('.design-card__link');
    let link: Locator | null = null;
    for (let index = 0; index < (await links.count()) && !link; index += 1) {
      const box = await links.nth(index).boundingBox();
      if (box && box.y > 250 && box.y + box.height / 2 < 850) link = links.nth(index);
    }
    if (!link) throw new Error('no design card in view');
    const name = (await link.textContent()) ?? '';
    const box = await link.boundingBox();
    await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);

    await page.waitForURL(/\/page3\?/, WAIT);
    designUrl = page.url();
    const summary = page.getByRole('region', { name: 'Design summary' });
    await visible(summary.getByRole('heading', { level: 1 }));
    expect(name).toContain((await summary.getByRole('heading', { level: 1 }).textContent()) ?? '-');
    const price = (await summary.getByRole('note', { name: 'Price', exact: true }).textContent()) ?? '';
    expect(price).toMatch(/^Trade £[\d,]+\.\d\d$/);
    tradeAmount = price.replace('Trade ', '');
    const shade = summary.getByRole('combobox', { name: 'Shade' });
    expect(await shade.locator('option:checked').textContent()).toBe('White Gold');
    await visible(
      summary.getByText(
        /^(In stock — delivery 24-72 hours|Available on special order — 4-5 weeks, non-returnable)$/,
      ),
    );
    await page.screenshot({ path: `${SHOTS}-4-design-trade.png`, fullPage: true });

    await page.goBack();
    await page.waitForURL(/design-category\/rings\?.*gemstone=/, WAIT);
    await resultsSettled(page);
    expect(await settledScrollTop(page, position)).toBe(position);
  });

  it('lists only lab-grown designs, each with its badge, after choosing "Lab grown" in the filter panel', async () => {
    await whileSearching(page, async () => {
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Rings', exact: true })
        .click();
    });
    const cards = page.locator('.design-card');
    const badged = cards.filter({ has: page.getByText('Lab grown', { exact: true }) });
    // Natural stones by default: no lab-grown design among them.
    const origin = page.getByRole('group', { name: 'Stones' });
    expect(await origin.getByRole('radio', { name: 'Natural', exact: true }).isChecked()).toBe(true);
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await badged.count()).toBe(0);

    await whileSearching(page, async () => {
      await origin.getByRole('radio', { name: 'Lab grown', exact: true }).check();
    });
    expect(page.url()).toMatch(/origin=lab_grown/);
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(0);
    expect(await badged.count()).toBe(shown);
    for (const name of await page.locator('.design-card__link').allTextContents()) {
      expect(name).toMatch(/lab grown/i);
    }
    await visible(page.getByRole('button', { name: 'Remove filter Lab grown' }));
    await page.screenshot({ path: `${SHOTS}-4b-lab-grown.png` });
  });

  it('shows the RRP, a different amount, after choosing RRP', async () => {
    await switchPrice(page, designUrl, 'Show RRP price');
    const summary = page.getByRole('region', { name: 'Design summary' });
    const price = (await summary.getByRole('note', { name: 'Price', exact: true }).textContent()) ?? '';
    expect(price).toMatch(/^RRP £[\d,]+\.\d\d$/);
    const rrp = price.replace('RRP ', '');
    expect(rrp).not.toBe(tradeAmount);
    expect(amount(rrp)).toBeGreaterThan(amount(tradeAmount));
    expect(await page.getByLabel('Price mode').textContent()).toBe('Retail');
    await page.screenshot({ path: `${SHOTS}-5-design-rrp.png` });
  });

  it('shows no price anywhere after choosing not to display prices', async () => {
    await switchPrice(page, designUrl, "Don't display price");
    const summary = page.getByRole('region', { name: 'Design summary' });
    await visible(summary.getByRole('heading', { level: 1 }));
    expect(await page.getByRole('note', { name: 'Price', exact: true }).count()).toBe(0);
    expect((await page.locator('main').textContent()) ?? '').not.toMatch(/£|RRP/);
    await page.screenshot({ path: `${SHOTS}-6-design-no-price.png` });

    // The listings carry no price either.
    await whileSearching(page, async () => {
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Rings', exact: true })
        .click();
    });
    expect(await page.locator('.design-card').count()).toBeGreaterThan(0);
    expect(await page.getByRole('note', { name: 'Price', exact: true }).count()).toBe(0);
    expect((await page.locator('main').textContent()) ?? '').not.toMatch(/£|RRP/);
    await page.screenshot({ path: `${SHOTS}-7-list-no-price.png` });
  });
});

async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', ...WAIT });
}

/** Fills the login modal (already open) and the price popup. */
async function logIn(page: Page, price: PriceChoice): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await visible(dialog);
  await dialog.getByLabel('Email').fill(DEMO_USERS.buyer.email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_USERS.buyer.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Select price and customer' });
  await popup.getByRole('radio', { name: price }).check();
  await popup.getByRole('combobox', { name: 'Customer' }).selectOption({ label: 'Lund Goldsmiths Ltd' });
  await popup.getByRole('button', { name: 'Continue' }).click();
  await visible(page.getByLabel('Signed in as'));
}

/** Logs out, opens the design as a visitor, logs in from its prompt with another price choice. */
async function switchPrice(page: Page, url: string, price: PriceChoice): Promise<void> {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await visible(page.getByRole('button', { name: 'Login', exact: true }));
  await page.goto(url);
  await page.getByRole('button', { name: 'Log in to continue' }).click();
  await logIn(page, price);
  // The remembered route: back on the same design.
  await page.waitForURL((current) => current.href === url, WAIT);
  await visible(page.getByRole('region', { name: 'Design summary' }).getByRole('heading', { level: 1 }));
}

/** Runs an action that starts a listing search, and waits until its answer is on screen. */
async function whileSearching(page: Page, action: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/products/search-designs') && response.request().method() === 'POST',
    WAIT,
  );
  await action();
  expect((await answered).status()).toBe(200);
  await resultsSettled(page);
}

/** Waits until the first row of cards shows its images (rendered on first request by the image route). */
async function firstImagesLoaded(page: Page): Promise<void> {
  // Polled from here: a string predicate would be eval'd in the page, which the site's CSP refuses.
  const images = page.locator('.design-grid img');
  const loaded = (): Promise<boolean> =>
    images.evaluateAll((nodes) =>
      nodes.slice(0, 4).every((node) => {
        const image = node as unknown as { complete: boolean; naturalWidth: number };
        return image.complete && image.naturalWidth > 0;
      }),
    );
  const deadline = Date.now() + WAIT.timeout;
  while (!(await loaded())) {
    if (Date.now() > deadline) throw new Error('the first images did not load');
    await page.waitForTimeout(100);
  }
}

/** Resolves after the page has drawn its next frame (layout and scroll anchoring applied). */
async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        (
          globalThis as unknown as { requestAnimationFrame: (next: () => void) => number }
        ).requestAnimationFrame(() => resolve()),
      ),
  );
}

/** The scroll position once it has stayed the same for several frames (layout shifts and transitions done). */
async function restingScrollTop(page: Page): Promise<number> {
  const deadline = Date.now() + WAIT.timeout;
  let last = await scrollTop(page);
  let unchanged = 0;
  while (unchanged < 10) {
    if (Date.now() > deadline) throw new Error('the page kept scrolling');
    await nextFrame(page);
    const now = await scrollTop(page);
    unchanged = now === last ? unchanged + 1 : 0;
    last = now;
  }
  return last;
}

/** Waits until the listing shows a settled answer (not loading). */
async function resultsSettled(page: Page): Promise<void> {
  await visible(page.locator('.listing__count'));
  await page.locator('.design-grid[aria-busy]').waitFor({ state: 'detached', ...WAIT });
}

async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator('.listing__count').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** The scroll position once it has reached `expected` (or after two seconds, whatever it is then). */
async function settledScrollTop(page: Page, expected: number): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const top = await scrollTop(page);
    if (Math.abs(top - expected) < 2) return expected;
    await page.waitForTimeout(100);
  }
  return scrollTop(page);
}

async function scrollTop(page: Page): Promise<number> {
  return Number(await page.evaluate('window.scrollY'));
}

function amount(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}
