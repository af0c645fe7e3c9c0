import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('hotel browsing', () => {
  it('goes from all hotels to a hotel and shows live room prices for next weekend', async () => {
    const t = await newPage(browser, { width: 360, height: 760 });
    const { page } = t;
    await page.goto('/allhotel/');
    await expect.poll(() => page.locator('main li h2').count()).toBe(11);
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'Patratu Lake Resort', exact: true }).click();
    await page.waitForURL(/\/hotel\/\d+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Patratu Lake Resort');
    expect(await page.getByText('12:00 PM').count()).toBeGreaterThan(0);
    expect(await page.getByText('11:00 AM').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Check availability' }).click();
    const rooms = page.locator('section[aria-labelledby="availability-title"] li h3');
    await expect.poll(() => rooms.count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByText(/rooms available|Only 1 room left/).count()).toBeGreaterThan(0);
    expect(
      await page.locator('section[aria-labelledby="availability-title"]').textContent(),
    ).toMatch(/₹[\d,]+/);
    await expectNoA11yViolations(page);
    expectNoErrors(t);
    await t.context.close();
  });

  it('works on a phone before its app has come: tonight’s rooms, a photo tapped at once, new dates, booking (ADR 391)', async () => {
    const t = await newPage(browser, { width: 360, height: 760 });
    const { page, context } = t;
    // the island script is held back: the page is drawn, and tapped, before any of it has run
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await context.route(/\/assets\/islands-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const arrived = page.goto('/hotel/1');
    const caption = page.locator('figure figcaption');
    await expect.poll(() => caption.textContent()).toMatch(/Photo 1 of 3$/);
    // tonight's rooms and their links come from the server
    const section = page.locator('section[aria-labelledby="availability-title"]');
    await expect
      .poll(() => section.getByRole('link', { name: /^Book this room/ }).count())
      .toBeGreaterThan(1);
    await page
      .getByRole('button', { name: /^Show photo/ })
      .nth(1)
      .click();
    expect(await caption.textContent()).toMatch(/Photo 1 of 3$/);
    release();
    await arrived;
    // the tap is answered once the app has the page
    await expect.poll(() => caption.textContent(), { timeout: 20_000 }).toMatch(/Photo 2 of 3$/);
    expect(scripts.some((s) => /\/assets\/index-/.test(s))).toBe(true);

    const day = (n: number) =>
      new Date(Date.now() + 5.5 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Check-in date').fill(day(9));
    await page.getByLabel('Check-out date').fill(day(11));
    await page.getByRole('button', { name: 'Check availability' }).click();
    const book = section.getByRole('link', { name: /^Book this room/ }).first();
    await expect.poll(() => book.getAttribute('href')).toContain(`checkIn=${day(9)}`);
    await book.click();
    await page.waitForURL(/\/availibilty\/book-hotel\/1\?/);
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    expectNoErrors(t);
    await t.context.close();
  });

  it('a first tap a minute after the page came: the app takes the page over as drawn, then checks the rooms again (ADR 391)', async () => {
    const t = await newPage(browser, { width: 360, height: 760 });
    const { page } = t;
    await page.clock.install();
    await page.goto('/hotel/1');
    const section = page.locator('section[aria-labelledby="availability-title"]');
    await section
      .getByRole('link', { name: /^Book this room/ })
      .first()
      .waitFor();
    // the server's rooms are older than the app keeps them (15 s) when the visitor acts
    await page.clock.fastForward('01:00');
    const asked = page.waitForRequest((r) => r.url().includes('/api/checkAvailibilty/1'), {
      timeout: 20_000,
    });
    await page
      .getByRole('button', { name: /^Show photo/ })
      .nth(1)
      .click();
    await expect
      .poll(() => page.locator('figure figcaption').textContent(), { timeout: 20_000 })
      .toMatch(/Photo 2 of 3$/);
    await asked;
    // a redrawn page logs its hydration error: the button drawn as React took over was the server's
    expectNoErrors(t);
    await t.context.close();
  });

  it('loads only its small script on a phone until a visitor acts (ADR 391)', async () => {
    const t = await newPage(browser, { width: 360, height: 760 });
    const scripts: string[] = [];
    t.page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await t.page.goto('/hi/hotel/1');
    await t.page.waitForLoadState('networkidle');
    expect(
      scripts.map((s) => s.replace(/^\/assets\/([a-z]+)-[^/]+\.js$/, '/assets/$1.js')),
    ).toEqual(['/display-prefs.js', '/assets/islands.js']);
    expectNoErrors(t);
    await t.context.close();
  });

  it('opens a hotel directly by its link (deep link) at desktop width', async () => {
    const t = await newPage(browser);
    const res = await t.page.goto('/hotel/3');
    expect(res?.status()).toBe(200);
    await expect.poll(() => t.page.locator('h1').textContent()).toBe('Prabhat Vihar, Netarhat');
    await expectNoA11yViolations(t.page);
    expectNoErrors(t);
    await t.context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const t = await newPage(browser);
    await t.page.goto('/no-such-page');
    await expect.poll(() => t.page.locator('h1').textContent()).toBe('Page not found');
    expectNoErrors(t);
    await t.context.close();
  });
});
