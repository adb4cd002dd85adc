import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { launchChromium } from '../test/support/browser';
import { freePort, startProcess, stopProcess, waitForHealthy } from '../test/support/system';
import { entry, workspacePath } from './bench-support';

/**
 * What a stranger's browser loads (issue 9, deliver 7): the JavaScript of a page's first load (as sent,
 * brotli, and as gzip level 9 of the same files), the layout shift and the largest contentful paint, on a
 * 390 px phone and a 1366 px laptop, against the embedded mode on the demo catalogue. `npm run bench:web`.
 */

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/search-designs/new_arrival' },
  { name: 'design', path: '/page3?designNo=R1001' },
] as const;

const VIEWPORTS = [
  { name: 'phone 390', width: 390, height: 844 },
  { name: 'laptop 1366', width: 1366, height: 900 },
] as const;

interface Load {
  page: string;
  viewport: string;
  scripts: number;
  sentKb: number;
  gzipKb: number;
  backOfficeScripts: number;
  cls: number;
  lcpMs: number;
  consoleErrors: number;
}

async function measure(browser: Browser, baseUrl: string, path: string, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height }, isMobile: width < 500 });
  const page = await context.newPage();
  let errors = 0;
  page.on('console', (message) => {
    if (message.type() === 'error') errors += 1;
  });
  const scripts: { url: string; response: Response }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), response });
  });
  await page.addInitScript({
    content: `
      window.__cls = 0; window.__lcp = 0;
      new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; })
        .observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; })
        .observe({ type: 'largest-contentful-paint', buffered: true });`,
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  // Images decoded and fonts settled: the shifts a reader would see are counted by now.
  await page.evaluate('document.fonts.ready.then(() => true)');
  let sent = 0;
  let gzip = 0;
  for (const { response } of scripts) {
    const body = await response.body();
    const sizes = await response.request().sizes();
    sent += sizes.responseBodySize;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  const metrics = JSON.parse(String(await page.evaluate('JSON.stringify({ cls: __cls, lcp: __lcp })'))) as {
    cls: number;
    lcp: number;
  };
  await context.close();
  return {
    scripts: scripts.length,
    sentKb: sent / 1024,
    gzipKb: gzip / 1024,
    backOfficeScripts: scripts.filter(({ url }) => /Admin|backOffice|admin/.test(url)).length,
    cls: metrics.cls,
    lcpMs: metrics.lcp,
    consoleErrors: errors,
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-web-bench-'));
  const port = await freePort();
  const app = startProcess('embedded', entry('embedded'), {
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: workspacePath('dist/web'),
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await launchChromium();
  try {
    await waitForHealthy(baseUrl, [app], 120_000);
    // One visit first, so the demo catalogue's images and caches are warm and each row measures the page.
    await measure(browser, baseUrl, '/', 1366, 900);
    const rows: Load[] = [];
    for (const viewport of VIEWPORTS) {
      for (const target of PAGES) {
        const load = await measure(browser, baseUrl, target.path, viewport.width, viewport.height);
        rows.push({ page: target.name, viewport: viewport.name, ...load });
      }
    }
    console.log(
      '| page | viewport | scripts | JS sent KB (br) | JS KB gzip | back-office scripts | CLS | LCP ms | console errors |',
    );
    console.log('|:--|:--|--:|--:|--:|--:|--:|--:|--:|');
    for (const row of rows) {
      console.log(
        `| ${row.page} | ${row.viewport} | ${row.scripts} | ${row.sentKb.toFixed(1)} | ${row.gzipKb.toFixed(1)} | ${row.backOfficeScripts} | ${row.cls.toFixed(3)} | ${row.lcpMs.toFixed(0)} | ${row.consoleErrors} |`,
      );
    }
  } finally {
    await browser.close();
    await stopProcess(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
