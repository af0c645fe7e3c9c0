// JavaScript a public page fetches without interaction (issue 30, ADR 363), measured as the issue
// says: Chromium loads the page and waits (10 s by default); every script response is counted,
// at its gzip -9 size. `node bench/page-js.mjs [base URL]` prints them for a running server;
// bench/run.mjs writes them to bench/results/latest.json.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { PUBLIC_BENCH_PAGES } from './public-pages.mjs';

/** The pages measured: the twelve Lighthouse measures (bench/public-pages.mjs). */
export const PAGE_JS_PAGES = PUBLIC_BENCH_PAGES;

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
  let over = 0;
  for (const p of await pageJsFetched(base, PAGE_JS_PAGES, Number(process.env.WAIT_MS ?? 10_000))) {
    const kb = p.gzipBytes / 1024;
    const budget = pageJsBudgetKb(p.page);
    if (kb > budget) over += 1;
    console.log(
      `${p.page}\t${kb.toFixed(1)} KB\t(budget ${budget} KB${kb > budget ? ', OVER' : ''})\t${p.files.join(' ')}`,
    );
  }
  process.exit(over === 0 ? 0 : 1);
}
