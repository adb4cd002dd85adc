import type { Browser, Page } from 'playwright-core';
import { launchChromium, loginToBackOffice } from '../support/browser';
import { type EmbeddedSystem, startEmbedded } from '../support/embedded';

describe('storefront content in Chromium: footer pages per language, an announcement edited by staff', () => {
  let system: EmbeddedSystem;
  let browser: Browser;

  beforeAll(async () => {
    system = await startEmbedded();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  async function visitor(width = 1366): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    return context.newPage();
  }

  it('opens every footer page from the footer in English, Swedish and German, with its localized text', async () => {
    const page = await visitor();
    const english: Array<[string, string]> = [
      ['Why Atelier', 'Why Atelier'],
      ['Terms & conditions', 'Terms and conditions'],
      ['Cookies policy', 'Cookies policy'],
      ['How to order', 'How to order'],
      ['FAQ', 'Frequently asked questions'],
    ];
    await page.goto(`${system.baseUrl}/`);
    const footer = page.getByRole('contentinfo');
    for (const [link, heading] of english) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    }
    expect(new URL(page.url()).pathname).toBe('/faq');
    await page.getByRole('heading', { level: 2, name: 'How long does delivery take?' }).waitFor();

    await page.goto(`${system.baseUrl}/why-atelier`);
    await page.getByRole('heading', { level: 1, name: 'Why Atelier' }).waitFor();
    await page.getByText('Trade prices', { exact: true }).waitFor();

    await page.goto(`${system.baseUrl}/swe/faq`);
    await page.getByRole('heading', { level: 1, name: 'Vanliga frågor' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Hur lång tid tar leveransen?' }).waitFor();
    for (const [path, heading] of [
      ['/swe/why-atelier', 'Varför Atelier'],
      ['/swe/terms-conditions', 'Allmänna villkor'],
      ['/swe/term-condition-old', 'Allmänna villkor (tidigare version)'],
      ['/swe/cookies-policy', 'Cookiepolicy'],
      ['/swe/how-to-order', 'Så beställer du'],
    ]) {
      await page.goto(`${system.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    }
    // The header's running line is in Swedish too.
    await page
      .getByRole('region', { name: 'Nyheter för återförsäljare' })
      .getByText('Lagerförda modeller skickas inom 24–72 timmar')
      .first()
      .waitFor();

    await page.goto(`${system.baseUrl}/de/faq`);
    await page.getByRole('heading', { level: 1, name: 'Häufige Fragen' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Wie lange dauert die Lieferung?' }).waitFor();
    // A language without its own text shows the English page and says so.
    await page.goto(`${system.baseUrl}/de/term-condition-old`);
    await page
      .getByRole('heading', { level: 1, name: 'Terms and conditions (previous version)', exact: true })
      .waitFor();
    await page.getByText('Diese Seite gibt es noch nicht in Ihrer Sprache').waitFor();
    await page.context().close();
  });

  it('shows an announcement saved in the back office on the next storefront page, per language', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const admin = await context.newPage();
    await loginToBackOffice(admin, system.baseUrl);
    await admin.getByRole('link', { name: 'Announcement bar' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Announcement bar' }).waitFor();

    // The form's own rule answers before anything is sent.
    await admin.getByLabel('English text').fill('');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('The text field is required.').waitFor();

    await admin.getByLabel('English text').fill('Showroom closed on Friday for the trade fair');
    await admin.getByLabel('Text in Swedish').fill('Showroomet är stängt på fredag för mässan');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Saved.').first().waitFor();
    // The form starts again from what the server kept, shown above it.
    await admin
      .getByRole('region', { name: 'Shown now (English)' })
      .getByText('Showroom closed on Friday for the trade fair')
      .waitFor();

    const shopper = await visitor();
    await shopper.goto(`${system.baseUrl}/`);
    await shopper
      .getByRole('region', { name: 'Announcement' })
      .getByText('Showroom closed on Friday for the trade fair')
      .first()
      .waitFor();
    await shopper.goto(`${system.baseUrl}/swe`);
    await shopper
      .getByRole('region', { name: 'Meddelande' })
      .getByText('Showroomet är stängt på fredag för mässan')
      .first()
      .waitFor();

    // Hidden in the back office: gone from the storefront.
    await admin.getByLabel('Visible in the storefront').uncheck();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Hidden: the storefront shows no announcement.').waitFor();
    await shopper.goto(`${system.baseUrl}/faq`);
    await shopper.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    expect(await shopper.getByText('Showroom closed on Friday for the trade fair').count()).toBe(0);
    await shopper.context().close();
    await context.close();
  });
});
