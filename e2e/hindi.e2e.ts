import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoErrors, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function settled(page: Page): Promise<void> {
  await page.waitForSelector('main#main h1');
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
}

/** <html lang> and the hreflang/canonical links of the page as it is now. */
function headOf(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    ),
  }));
}

describe('the language switch', () => {
  it('opens the same page in Hindi and back, and the URL, lang and hreflang follow', async () => {
    const t = await newPage(browser);
    const { page } = t;
    await page.goto('/hotel/1');
    await settled(page);
    expect(await headOf(page)).toEqual({
      lang: 'en',
      canonical: `${baseUrl()}/hotel/1`,
      alternates: {
        en: `${baseUrl()}/hotel/1`,
        hi: `${baseUrl()}/hi/hotel/1`,
        'x-default': `${baseUrl()}/hotel/1`,
      },
    });
    const toHindi = page.locator('header').getByRole('link', { name: 'हिन्दी' });
    expect(await toHindi.getAttribute('lang')).toBe('hi');
    await toHindi.click();
    await page.waitForURL((u) => u.pathname === '/hi/hotel/1');
    await settled(page);
    expect(await headOf(page)).toMatchObject({ lang: 'hi', canonical: `${baseUrl()}/hi/hotel/1` });
    // every internal link of a Hindi page stays in Hindi
    const hrefs = await page
      .locator('a[href^="/"]:not([hreflang])')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(5);
    const english = hrefs.filter(
      (h) => !/^\/hi(\/|$)/.test(h) && !/^\/(api|media)\//.test(h) && !/\.[a-z0-9]+$/i.test(h),
    );
    expect(english).toEqual([]);
    const toEnglish = page.locator('header').getByRole('link', { name: 'English' });
    expect(await toEnglish.getAttribute('lang')).toBe('en');
    await toEnglish.click();
    await page.waitForURL((u) => u.pathname === '/hotel/1');
    expect((await headOf(page)).lang).toBe('en');
    expectNoErrors(t);
    await t.context.close();
  });

  it('remembers Hindi: the site address then opens in Hindi, a shared English link stays English', async () => {
    const t = await newPage(browser);
    const { page } = t;
    await page.goto('/');
    await settled(page);
    await page.locator('header').getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL((u) => u.pathname === '/hi/');
    await page.goto('/');
    await page.waitForURL((u) => u.pathname === '/hi/');
    await expect.poll(async () => (await headOf(page)).lang).toBe('hi');
    await page.goto('/tours');
    await settled(page);
    expect(new URL(page.url()).pathname).toBe('/tours');
    await page.locator('header').getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL((u) => u.pathname === '/hi/tours');
    await page.locator('header').getByRole('link', { name: 'English' }).click();
    await page.waitForURL((u) => u.pathname === '/tours');
    await page.goto('/');
    await settled(page);
    expect(new URL(page.url()).pathname).toBe('/');
    expectNoErrors(t);
    await t.context.close();
  });

  it('a shared Hindi link always opens in Hindi', async () => {
    const t = await newPage(browser);
    const res = await t.page.goto('/hi/tours');
    expect(res?.status()).toBe(200);
    expect(await res?.text()).toContain('<html lang="hi"');
    await settled(t.page);
    expect((await headOf(t.page)).lang).toBe('hi');
    expectNoErrors(t);
    await t.context.close();
  });
});

describe('the Devanagari web font', () => {
  it('is downloaded for Hindi pages only, and Hindi text is drawn with it', async () => {
    const t = await newPage(browser);
    const { page } = t;
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (/\.woff2?(\?|$)/.test(r.url())) fonts.push(new URL(r.url()).pathname);
    });
    await page.goto('/hotel/1');
    await settled(page);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts, 'an English page downloads no font').toEqual([]);
    await page.goto('/hi/hotel/1');
    await settled(page);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.some((f) => f.includes('devanagari'))).toBe(true);
    const loaded = await page.evaluate(() =>
      [...document.fonts].some(
        (f) => f.family.includes('JTDC Devanagari') && f.status === 'loaded',
      ),
    );
    expect(loaded).toBe(true);
    expectNoErrors(t);
    await t.context.close();
  });
});
