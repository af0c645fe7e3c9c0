import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectNoErrors, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Waits until the app has hydrated the server's HTML (App's `<html data-ready>`). */
const ready = (page: Page) => page.waitForSelector('html[data-ready]', { state: 'attached' });

describe('public pages arrive as HTML', () => {
  it('shows the hotel with JavaScript turned off', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto('/hotel/1');
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Patratu Lake Resort');
    expect(await page.title()).toBe('Patratu Lake Resort | JTDC');
    await context.close();
  });

  it.each(['/', '/hi/hotel/1'])(
    '%s is drawn before its code is asked for, and then hydrates',
    async (url) => {
      const t = await newPage(browser);
      await t.page.goto(url);
      await ready(t.page);
      const times = await t.page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((e) => /\/assets\/.*\.js$/.test(e.name))
          .map((e) => e.startTime),
      }));
      expect(times.paint).toBeGreaterThan(0);
      expect(times.scripts.length).toBeGreaterThan(0);
      // ADR 210: the link carries what the first paint needs first, the code after it
      expect(Math.min(...times.scripts)).toBeGreaterThanOrEqual(times.paint);
      expectNoErrors(t);
      await t.context.close();
    },
  );

  it('draws the login page from the server with its fields disabled, and enables them once its script runs', async () => {
    const off = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const still = await off.newPage();
    await still.goto('/login');
    const field = still.getByLabel('Email, mobile number or user ID');
    await expect.poll(() => field.isVisible()).toBe(true);
    expect(await field.isDisabled()).toBe(true);
    expect(await still.getByRole('button', { name: 'Log In' }).isDisabled()).toBe(true);
    await off.close();

    const t = await newPage(browser);
    await t.page.goto('/login');
    await ready(t.page);
    const identifier = t.page.getByLabel('Email, mobile number or user ID');
    expect(await identifier.isEnabled()).toBe(true);
    await identifier.fill('guest@example.com');
    expect(await identifier.inputValue()).toBe('guest@example.com');
    expectNoErrors(t);
    await t.context.close();
  });

  it('hydrates the hotel page without asking the server for the hotel again', async () => {
    const t = await newPage(browser);
    const asked: string[] = [];
    t.page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/api/hotel')) asked.push(u.pathname);
    });
    // React hydrates the server's HTML in place: its <main> is never taken out and drawn again
    await t.page.addInitScript(() => {
      const w = window as unknown as { __dropped: number };
      w.__dropped = 0;
      new MutationObserver((changes) => {
        for (const c of changes) {
          for (const n of Array.from(c.removedNodes)) {
            if (n instanceof Element && (n.matches('main') || n.querySelector('main'))) {
              w.__dropped += 1;
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await t.page.goto('/hotel/1');
    await ready(t.page);
    // an island page (ADR 391): the app comes on first use, here a focus on a photo's button
    await startApp(t.page);
    await t.page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(
      await t.page.evaluate(() => (window as unknown as { __dropped: number }).__dropped),
    ).toBe(0);
    // the page works after hydration: the gallery's and the room search's controls answer
    await expect.poll(() => t.page.locator('h1').textContent()).toBe('Patratu Lake Resort');
    // no hydration mismatch, no CSP violation
    expectNoErrors(t);
    await t.context.close();
  });

  it.each(['/', '/hi/', '/hotel/1', '/hi/hotel/1', '/destination/1'])(
    'nothing moves while %s loads on a phone (CLS < 0.02)',
    async (link) => {
      const t = await newPage(browser, { width: 360, height: 740 });
      await watchShifts(t.page);
      await t.page.goto(link);
      await ready(t.page);
      await t.page.waitForLoadState('networkidle');
      await t.page.waitForTimeout(500);
      expect(await shifted(t.page)).toBeLessThan(0.02);
      expectNoErrors(t);
      await t.context.close();
    },
  );

  it.each(['/', '/hotel/1', '/hi/hotel/1', '/login'])(
    'nothing moves when the app takes %s over on a phone (ADR 391)',
    async (link) => {
      const t = await newPage(browser, { width: 360, height: 740 });
      await watchShifts(t.page);
      await t.page.goto(link);
      await ready(t.page);
      await t.page.waitForLoadState('networkidle');
      await startApp(t.page);
      await t.page.waitForLoadState('networkidle');
      await t.page.waitForTimeout(500);
      expect(await shifted(t.page)).toBeLessThan(0.02);
      expectNoErrors(t);
      await t.context.close();
    },
  );
});

/** Sums the page's layout shifts that no input caused, from its first paint. */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!e.hadRecentInput) w.__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shifted = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/**
 * Loads the app on an island page without an input the layout-shift measure would excuse: a focus
 * on a button reaches the island script, which loads the app (ADR 363); resolves once React has
 * hydrated the page's <main>.
 */
async function startApp(page: Page): Promise<void> {
  await page.evaluate(() => {
    // not one the island script answers itself (ADR 363): those load nothing
    const button = document.querySelector(
      'main button:not([data-text-size-step], [data-contrast-toggle], [data-banner-toggle], [data-carousel] button)',
    );
    button?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      return main !== null && Object.keys(main).some((k) => k.startsWith('__reactFiber$'));
    },
    undefined,
    { timeout: 20_000 },
  );
}
