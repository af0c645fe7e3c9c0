import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoErrors, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What has the keyboard focus now: its accessible text and whether a focus ring is drawn. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { text: '', tag: 'body', ring: false };
    const s = getComputedStyle(el);
    const ring =
      (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    return {
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      tag: el.tagName.toLowerCase(),
      ring,
    };
  });
}

/** Presses Tab until the focused element's text matches, at most `max` times. */
async function tabTo(page: Page, text: RegExp, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (text.test(f.text)) return f;
  }
  throw new Error(`no element matching ${text} within ${max} Tab presses`);
}

describe('a visitor using only the keyboard', () => {
  it('skips to the content, uses the menu, reaches Tours and opens a hotel, always seeing the focus', async () => {
    const t = await newPage(browser, { width: 360, height: 780 });
    const { page } = t;
    await page.goto('/');
    await page.locator('main#main h1').waitFor();

    // the first Tab lands on the skip link, which becomes visible and moves the focus to <main>
    await page.keyboard.press('Tab');
    const skip = await focused(page);
    expect(skip.text).toBe('Skip to main content');
    expect(skip.ring).toBe(true);
    expect(await page.locator('.skip-link').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#main');

    // the menu opens from the keyboard, Escape closes it and gives the focus back to its button
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect((await focused(page)).text).toBe('Open menu');

    // open it again and walk to Tours with Tab (a group opens with Enter on a phone)
    await page.keyboard.press('Enter');
    await menu.waitFor();
    const group = await tabTo(page, /^Explore/);
    expect(group.ring).toBe(true);
    await page.keyboard.press('Enter');
    const link = await tabTo(page, /^Tours$/);
    expect(link.ring).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/tours');
    await expect.poll(() => menu.count()).toBe(0);

    // on the hotel list, Tab reaches a hotel's Book Now and Enter opens the hotel
    await page.goto('/allhotel/');
    await page.locator('main li h2').first().waitFor();
    const book = await tabTo(page, /Book Now/);
    expect(book.ring).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/hotel\/\d+$/);
    expectNoErrors(t);
    await t.context.close();
  }, 60_000);
});
