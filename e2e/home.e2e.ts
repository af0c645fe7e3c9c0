import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoA11yViolations,
  expectNoErrors,
  launchBrowser,
  newPage,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Scrolls to the bottom in steps, so lazy sections load, then back to the top. The height is read
 * at every step: the sections below the fold arrive in their own chunk as the page draws.
 */
async function scrollThrough(page: Page): Promise<void> {
  const height = () => page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= (await height()); y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Data and route chunks can take a while on a loaded machine. */
const WAIT = { timeout: 10_000 };

const bannerPaused = (page: Page, n: number) =>
  page.evaluate(
    (i) => document.querySelectorAll<HTMLVideoElement>('video[data-banner-video]')[i]!.paused,
    n,
  );

describe('home page', () => {
  it('shows every section in order (the hotels before the officials) on a phone, accessible and without errors', async () => {
    const t = await newPage(browser, { width: 360, height: 780 });
    const { page } = t;
    await page.goto('/');
    await expect
      .poll(() => page.locator('h1').textContent(), WAIT)
      .toBe('Discover the heart of Jharkhand');
    await scrollThrough(page);

    const headings = await page.locator('main h2').allTextContents();
    const order = [
      'Lakes, hills and warm welcomes',
      'Stay with us',
      'Head of Department',
      'Jharkhand Tourism Development Corporation',
      'Explore destinations',
      'Experience in Motion',
      'Instagram Highlights',
      'Jharkhand Tourism in your pocket',
    ];
    expect(headings.filter((h) => order.includes(h))).toEqual(order);

    // six officials with photo, title and department
    const officials = page.locator('section[aria-labelledby="home-officials-title"] li');
    await expect.poll(() => officials.locator('h3').count(), WAIT).toBe(6);
    expect(await officials.first().locator('img').getAttribute('loading')).toBe('lazy');

    // the hotel showcase: Patratu, Ranchi, Netarhat first, 4 cards, 3 'Top Choice'
    const hotels = page.locator('section[aria-labelledby="home-hotels-title"] li h3');
    await expect.poll(() => hotels.count(), WAIT).toBe(4);
    const names = await hotels.allTextContents();
    expect(names[0]).toMatch(/Patratu/);
    expect(names[1]).toMatch(/Ranchi/);
    expect(names[2]).toMatch(/Netarhat/);
    expect(await page.getByText('Top Choice', { exact: true }).count()).toBe(3);
    expect(await page.getByRole('link', { name: 'Explore More Hotels' }).getAttribute('href')).toBe(
      '/allhotel/',
    );

    // at most 8 Instagram posts, each a link out
    const posts = page.locator('section[aria-labelledby="home-social-title"] li a');
    await expect.poll(() => posts.count(), WAIT).toBeGreaterThan(0);
    expect(await posts.count()).toBeLessThanOrEqual(8);
    expect(await posts.first().getAttribute('rel')).toBe('noopener noreferrer');

    // the banners: muted, looping, inline, with a poster; the second loads nothing up front
    const videos = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLVideoElement>('video[data-banner-video]')].map((v) => ({
        muted: v.muted,
        loop: v.loop,
        inline: v.playsInline,
        poster: v.getAttribute('poster'),
        preload: v.getAttribute('preload'),
      })),
    );
    expect(videos).toEqual([
      {
        muted: true,
        loop: true,
        inline: true,
        poster: '/media/videos/banner-1.svg',
        preload: 'metadata',
      },
      {
        muted: true,
        loop: true,
        inline: true,
        poster: '/media/videos/banner-2.svg',
        preload: 'none',
      },
    ]);

    // no horizontal scrolling at 360 px
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectNoA11yViolations(page);
    expectNoErrors(t);
    await t.context.close();
  });

  it('plays the first banner by itself and its button pauses it; accessible on a desktop', async () => {
    const t = await newPage(browser);
    const { page } = t;
    await page.goto('/');
    await expect.poll(() => bannerPaused(page, 0), { timeout: 10_000 }).toBe(false);
    await page.getByRole('button', { name: 'Pause the background video' }).first().click();
    await expect.poll(() => bannerPaused(page, 0)).toBe(true);
    await scrollThrough(page);
    await expectNoA11yViolations(page);
    expectNoErrors(t);
    await t.context.close();
  });

  it('keeps the banners paused on their posters under prefers-reduced-motion', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForSelector('video[data-banner-video]');
    await page.waitForTimeout(1500);
    expect(await bannerPaused(page, 0)).toBe(true);
    expect(await page.getByRole('button', { name: 'Play the background video' }).count()).toBe(2);
    await context.close();
  });

  it('keeps the banners paused with Save-Data on', async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: { saveData: true, addEventListener() {}, removeEventListener() {} },
      });
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForSelector('video[data-banner-video]');
    await page.waitForTimeout(1500);
    expect(await bannerPaused(page, 0)).toBe(true);
    expect(await page.locator('video[data-banner-video]').first().getAttribute('preload')).toBe(
      'none',
    );
    await context.close();
  });

  it('opens a destination from the carousel with its data, and the same page by its link', async () => {
    const t = await newPage(browser);
    const { page } = t;
    const byId: string[] = [];
    const track = (p: Page) =>
      p.on('requestfinished', (r) => {
        if (/\/api\/destinations\/\d+$/.test(new URL(r.url()).pathname)) byId.push(r.url());
      });
    track(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Destination categories' });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: 'Next destination' }).click();
    await carousel.getByRole('button', { name: 'Next destination' }).press('ArrowRight');
    const current = carousel.locator('[aria-roledescription="slide"]:not([inert])');
    const title = (await current.locator('h3').textContent()) ?? '';
    expect(title).toBe('Religious Tourism');

    await current.getByRole('link', { name: /Show Details/ }).click();
    await page.waitForURL(/\/destination\/3$/);
    await expect.poll(() => page.locator('h1').textContent(), WAIT).toBe(title);
    expect(await page.locator('main h3').count()).toBeGreaterThan(0);
    expect(byId).toEqual([]); // it came with the navigation state

    // the link opened in a new tab: the server sends the page with the destination in it, so
    // the browser does not ask for it again
    const tab = await t.context.newPage();
    track(tab);
    await tab.goto('/destination/3');
    await expect.poll(() => tab.locator('h1').textContent(), WAIT).toBe(title);
    expect(byId).toEqual([]);
    await expectNoA11yViolations(tab);

    await tab.goto('/destination/999');
    await expect.poll(() => tab.locator('h1').textContent(), WAIT).toBe('Destination Not Found');
    expectNoErrors(t);
    await t.context.close();
  });

  it('plays a video of Experience in Motion in a popup that the overlay, the close button and Escape close', async () => {
    const t = await newPage(browser);
    const { page } = t;
    await page.goto('/');
    const gallery = page.locator('section[aria-labelledby="home-videos-title"]');
    await gallery.scrollIntoViewIfNeeded();
    await gallery.getByRole('button', { name: 'Show video: SKY Diving' }).click();
    const play = gallery.getByRole('button', { name: 'Play video: SKY Diving' });

    await play.click();
    const dialog = page.getByRole('dialog', { name: 'SKY Diving' });
    await dialog.waitFor();
    expect(await dialog.locator('video').getAttribute('src')).toBe('/media/videos/sky-diving.mp4');
    await expect
      .poll(() =>
        dialog.locator('video').evaluate((v: HTMLVideoElement) => !v.paused || v.autoplay),
      )
      .toBe(true);
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await play.click();
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await dialog.waitFor({ state: 'detached' });

    await play.click();
    await dialog.waitFor();
    await page.mouse.click(5, 5); // the overlay
    await dialog.waitFor({ state: 'detached' });
    expectNoErrors(t);
    await t.context.close();
  });

  it('links About with Read More', async () => {
    const t = await newPage(browser, { width: 360, height: 780 });
    await t.page.goto('/');
    await t.page.getByRole('link', { name: 'Read more about the corporation' }).click();
    await t.page.waitForURL(/\/About$/);
    await expect.poll(() => t.page.locator('h1').textContent(), WAIT).toBe('About Us');
    expectNoErrors(t);
    await t.context.close();
  });
});

describe('About and the organisational structure', () => {
  it('shows what the spec lists and leads to Structure & Governance', async () => {
    const t = await newPage(browser, { width: 360, height: 780 });
    const { page } = t;
    await page.goto('/About');
    await expect.poll(() => page.locator('h1').textContent(), WAIT).toBe('About Us');
    const text = (await page.locator('main').textContent()) ?? '';
    for (const s of [
      '11 Hotels',
      '9 TIC',
      '10 Restaurants',
      'Green Escape',
      'March 22, 2002',
      'Tourism Policy-2021',
    ]) {
      expect(text).toContain(s);
    }
    const experiences = page.locator('section[aria-labelledby="about-experiences"] li');
    expect(await page.locator('#about-experiences').textContent()).toBe(
      'Experiences That Go Further',
    );
    expect(await experiences.count()).toBe(4);
    expect(
      await page.locator('section[aria-labelledby="about-testimonials"] blockquote').count(),
    ).toBe(3);
    expect(await page.getByRole('link', { name: 'Hotels', exact: true }).getAttribute('href')).toBe(
      '/allhotel/',
    );
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'Structure & Governance' }).click();
    await page.waitForURL(/\/organizational-structure$/);
    await expect
      .poll(() => page.locator('h1').textContent(), WAIT)
      .toBe('Organizational Structure');
    await expect.poll(() => page.getByText('Dr. Sunita Hembrom').count(), WAIT).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectNoA11yViolations(page);
    expectNoErrors(t);
    await t.context.close();
  });
});
