// JavaScript a public page fetches without interaction (issue 30, ADR 363), measured as the issue
// says: Chromium loads the page and waits (10 s by default); every script response is counted,
// at its gzip -9 size. `node bench/page-js.mjs [base URL]` prints them for a running server;
// bench/run.mjs writes them to bench/results/latest.json.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** The pages measured: Lighthouse's public pages (bench/lighthouse.mjs) without the login. */
export const PAGE_JS_PAGES = [
  '/',
  '/allhotel/',
  '/hotel/1',
  '/destination/1',
  '/tours',
  '/hi/',
  '/hi/allhotel/',
  '/hi/hotel/1',
  '/hi/destination/1',
  '/hi/tours',
];

/** Gzip KB: the home page (either language) 50, any other public page 80. */
export const pageJsBudgetKb = (page) => (page === '/' || page === '/hi/' ? 50 : 80);

export async function pageJsFetched(base, pages = PAGE_JS_PAGES, waitMs = 10_000) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const out = [];
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
      const tab = await context.newPage();
      const scripts = [];
      tab.on('response', (r) => {
        if (r.request().resourceType() === 'script') scripts.push(r);
      });
      await tab.goto(new URL(page, base).href, { waitUntil: 'load' });
      await tab.waitForTimeout(waitMs);
      let gzipBytes = 0;
      const files = [];
      for (const r of scripts) {
        const body = await r.body().catch(() => null);
        if (!body) continue;
        gzipBytes += gzipSync(body, { level: 9 }).length;
        files.push(new URL(r.url()).pathname);
      }
      out.push({ page, gzipBytes, files });
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === import.meta.filename) {
  const base = process.argv[2] ?? 'http://127.0.0.1:3000';
  for (const p of await pageJsFetched(base, PAGE_JS_PAGES, Number(process.env.WAIT_MS ?? 10_000)))
    console.log(`${p.page}\t${(p.gzipBytes / 1024).toFixed(1)} KB\t${p.files.join(' ')}`);
}
