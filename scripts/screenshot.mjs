// Screenshots of pages for a visual check: node scripts/screenshot.mjs http://localhost:3000 /allhotel/ /hotel/1
// Writes /tmp/shots/<path>-<width>.png at 360 px and 1280 px.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base, ...pages] = process.argv.slice(2);
mkdirSync('/tmp/shots', { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 360 ? 780 : 900 } });
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const name = p.replace(/[^a-z0-9]+/gi, '_') || 'home';
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
    console.log(`/tmp/shots/${name}-${width}.png`);
  }
  await page.close();
}
await browser.close();
