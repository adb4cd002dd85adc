import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_USERS } from '@atelier/contracts/common';
import { launchChromium, loginToBackOffice } from '../support/browser';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';
import { linkToken, waitForMail } from '../support/mail';

/** Screenshots of the flow, for people to look at (not compared by the test). */
const SHOTS = process.env['ACCOUNTS_SCREENSHOTS'] ?? '/tmp';

describe('accounts in Chromium (issue 4)', () => {
  let system: EmbeddedSystem;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    system = await startEmbedded();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  async function shot(page: Page, name: string): Promise<void> {
    // From the top: the storefront header sticks to the viewport once the page scrolls.
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: join(SHOTS, `accounts-${name}.png`), fullPage: true });
  }

  it('registers, is approved in pending-users, verifies by the emailed link, logs in with RRP and sees Retail', async () => {
    const id = randomBytes(3).toString('hex');
    const company = `Berg Jewellers ${id}`;
    const email = `agnes-${id}@berg.example`;
    const password = 'Gold#2026';
    const mailDir = join(system.dataDir, 'mail');

    // 1. Registration, reached from the login modal's new-user link.
    const shop = await newPage();
    await shop.goto(`${system.baseUrl}/`);
    await (await openLogin(shop)).getByRole('link', { name: 'Register' }).click();
    await visible(shop.getByRole('heading', { name: 'Open a trade account' }));
    expect(new URL(shop.url()).pathname).toBe('/user-registration');

    // The shared rules run in the page before anything is sent.
    await shop.getByRole('button', { name: 'Register' }).click();
    await visible(shop.getByText('The company name field is required.'));
    await shop.getByLabel('Password', { exact: true }).fill('weak');
    await shop.getByLabel('Password', { exact: true }).blur();
    await visible(shop.getByText('The password field must be at least 6 characters.'));
    await shot(shop, '1-registration-errors');

    await shop.getByLabel('Company name').fill(company);
    await shop.getByLabel('Company phone').fill('+44 (0)1904 123456');
    await shop.getByLabel('Website').fill('www.bergjewellers.example');
    await shop.getByLabel('VAT number').fill('GB 123456789');
    await shop.getByLabel('Currency').selectOption('GBP');
    await shop.getByLabel('Address line 1').fill('1 Stonegate');
    await shop.getByLabel('City').fill('York');
    await shop.getByLabel('County').fill('North Yorkshire');
    await shop.getByLabel('Post code').fill('YO1 8AS');
    await shop.getByLabel('Country').fill('United Kingdom');
    await shop.getByLabel('Contact name').fill('Agnes Berg');
    await shop.getByLabel('Email', { exact: true }).fill(email);
    await shop.getByLabel('Password', { exact: true }).fill(password);
    await shop.getByLabel('Confirm password').fill(password);
    await shop.getByLabel('References').fill('Lund Goldsmiths');
    await shot(shop, '2-registration-filled');
    await shop.getByRole('button', { name: 'Register' }).click();
    await visible(shop.getByRole('heading', { name: 'Thank you for registering' }));
    await visible(shop.getByText('We have sent you an email to verify your address'));
    await shot(shop, '3-registration-done');
    await waitForMail(mailDir, email, 'Please verify your email address');

    // 2. The demo admin approves it in pending-users.
    const office = await newPage();
    await loginToBackOffice(office, system.baseUrl);
    const menu = office.getByRole('navigation', { name: 'Back office' });
    await menu.getByRole('link', { name: 'Pending users' }).click();
    await visible(office.getByRole('heading', { name: 'Pending users' }));
    const row = office.getByRole('row').filter({ hasText: company });
    await visible(row);
    await shot(office, '4-pending-users');
    await row.getByRole('button', { name: 'Approve' }).click();
    const approve = office.getByRole('dialog', { name: 'Approve customer' });
    await approve.getByLabel('Markup').fill('2.5');
    expect(await approve.getByLabel('VAT applicable').isChecked()).toBe(true);
    await shot(office, '5-approve-dialog');
    await approve.getByRole('button', { name: 'Approve customer' }).click();
    await visible(office.getByRole('status').filter({ hasText: 'The customer has been approved.' }));
    await row.waitFor({ state: 'detached' });

    // 3. The approval mail carries the verification link (the email is not verified yet).
    const approval = await waitForMail(mailDir, email, /approved/);
    await shop.goto(`${system.baseUrl}/email-verification/${linkToken(approval, 'email-verification')}`);
    await visible(shop.getByRole('heading', { name: 'Email address verified' }));
    await visible(shop.getByText('Your email address is verified. You can now log in.'));
    await shot(shop, '6-email-verified');

    // 4. Log in as the new user, choose RRP and the company, see the Retail label.
    const login = await openLogin(shop);
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    const popup = shop.getByRole('dialog', { name: 'Select price and customer' });
    await popup.getByRole('radio', { name: 'Show RRP price' }).check();
    await popup.getByRole('combobox', { name: 'Customer' }).selectOption({ label: company });
    await shot(shop, '7-price-popup');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await visible(shop.getByLabel('Price mode'));
    expect(await shop.getByLabel('Price mode').textContent()).toContain('Retail');
    expect(await shop.getByLabel('Signed in as').textContent()).toContain('Agnes');
    const cookies = await shop.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'priceStatus')?.value).toBe('1');
    expect(cookies.find((cookie) => cookie.name === 'isPriceSet')?.value).toBe('true');
    await shot(shop, '8-retail-label');

    // The account details modal shows the new account.
    await shop.getByRole('button', { name: 'Account', exact: true }).click();
    await shop.getByRole('button', { name: 'Account details' }).click();
    const details = shop.getByRole('dialog', { name: 'Account details' });
    await visible(details.getByText(company));
    await visible(details.getByText('1 Stonegate, YO1 8AS, York, North Yorkshire, United Kingdom'));
    await shot(shop, '9-account-details');
    await details.getByRole('button', { name: 'OK' }).click();
  });
});

/** Opens the storefront login modal (the header's button, or the page's own Login button). */
async function openLogin(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  // A click that lands while the page is still starting can be lost on a busy machine: try again.
  for (let attempt = 1; ; attempt += 1) {
    await page.getByRole('button', { name: 'Login', exact: true }).first().click();
    try {
      await dialog.waitFor({ state: 'visible', timeout: 5_000 });
      return dialog;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Logs the demo buyer in with trade prices for one customer. */
async function loginAsBuyer(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  const login = await openLogin(page);
  await login.getByLabel('Email').fill(DEMO_USERS.buyer.email);
  await login.getByLabel('Password', { exact: true }).fill(DEMO_USERS.buyer.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Select price and customer' });
  await popup.getByRole('radio', { name: 'Show trade price' }).check();
  await popup.getByRole('combobox', { name: 'Customer' }).selectOption({ label: 'Lund Goldsmiths Ltd' });
  await popup.getByRole('button', { name: 'Continue' }).click();
  await visible(page.getByLabel('Price mode'));
}

async function visible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: 15_000 });
  expect(await locator.first().isVisible()).toBe(true);
}

describe('sessions in Chromium: short access tokens, one refresh for every tab (issue 4)', () => {
  let system: EmbeddedSystem;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    // Access tokens of 3 seconds: every page load after a pause meets TOKEN_EXPIRED.
    system = await startEmbedded({ JWT_ACCESS_TTL: '3' });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  afterEach(async () => {
    await context?.close();
  });

  async function stored(page: Page, name: string): Promise<string | undefined> {
    const { origins } = await page.context().storageState();
    return origins
      .find((origin) => origin.origin === system.baseUrl)
      ?.localStorage.find((entry) => entry.name === name)?.value;
  }

  /** The refresh token the tabs share in local storage. */
  function storedRefreshToken(page: Page): Promise<string | undefined> {
    return stored(page, 'atelier.refreshToken');
  }

  /** Waits until the stored access token has expired by its own `exp` claim (whole seconds). */
  async function accessTokenExpired(page: Page): Promise<void> {
    const token = await stored(page, 'atelier.token');
    const claims = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString()) as {
      exp: number;
    };
    await page.waitForFunction((at) => Date.now() >= at, (claims.exp + 1) * 1000, { timeout: 30_000 });
  }

  it('refreshes expired tokens in two tabs at once without ending the session', async () => {
    context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
    const first = await context.newPage();
    await loginAsBuyer(first, system.baseUrl);
    const second = await context.newPage();
    const issued = await storedRefreshToken(first);
    expect(issued).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await accessTokenExpired(first);
    // Both tabs load My Account at once with the same expired token and the same refresh token.
    await Promise.all([
      first.goto(`${system.baseUrl}/my-account`),
      second.goto(`${system.baseUrl}/my-account`),
    ]);
    for (const page of [first, second]) {
      await visible(page.getByRole('heading', { name: 'Account details' }));
      await visible(page.getByRole('main').getByText('LND0042', { exact: true }));
      expect(await page.getByLabel('Signed in as').textContent()).toContain(DEMO_USERS.buyer.firstName);
    }
    const rotated = await storedRefreshToken(first);
    expect(rotated).not.toBe(issued);
    expect(await storedRefreshToken(second)).toBe(rotated);
    await first.screenshot({ path: join(SHOTS, 'accounts-10-after-refresh.png') });

    // Later calls keep working on the rotated session (a reused token would have ended it).
    await accessTokenExpired(second);
    await second.reload();
    await visible(second.getByRole('main').getByText('LND0042', { exact: true }));
    expect(await second.getByLabel('Price mode').textContent()).toContain('Trade');
  });
});
