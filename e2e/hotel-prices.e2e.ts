import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { expectSeen } from './support/seen';

/* Issue 10 item 13: rooms and prices on the hotel page at once; cards say "From ₹X per night". */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

describe.each([360, 1280])('at %i px', (width) => {
  it('the hotel page shows each room with its nightly price, the total and GST for tonight without a click', async () => {
    const t = await newPage(browser, { width, height: 800 });
    const { page } = t;
    await page.goto('/hotel/1');
    const section = page.locator('section[aria-labelledby="availability-title"]');
    // the first room still on sale tonight (other journeys on this server may have sold one out)
    const firstRoom = section
      .locator('li')
      .filter({ has: page.getByRole('link', { name: /^Book this room/ }) })
      .first();
    // no button pressed
    await poll(() => section.locator('li h3').count()).toBeGreaterThanOrEqual(2);
    await expectSeen(firstRoom.locator('h3'));
    const price = firstRoom.getByText(/₹[\d,]+/).first();
    await expectSeen(price);
    expect(await firstRoom.textContent()).toMatch(/₹[\d,]+\s*\/ night/);
    expect(await firstRoom.textContent()).toMatch(/₹[\d,]+ for 1 night/);
    await poll(() => firstRoom.textContent()).toMatch(/GST \(5%\) = ₹[\d,.]+ in all/);
    await expectSeen(firstRoom.getByRole('link', { name: /^Book this room/ }));
    await expectNoA11yViolations(page);
    expectNoErrors(t);
    await t.context.close();
  });

  it('hotel cards on /allhotel/ and the home page say "From ₹X per night"', async () => {
    const t = await newPage(browser, { width, height: 800 });
    const { page } = t;
    await page.goto('/allhotel/');
    const card = page.locator('main li', { has: page.getByRole('heading', { level: 2 }) }).first();
    await poll(() => card.textContent()).toMatch(/From\s*₹[\d,]+\s*per night/);
    await expectSeen(card.getByText(/^₹[\d,]+$/).first());
    expect(await page.locator('main').textContent()).not.toMatch(/₹\d+ - \d+/);

    await page.goto('/');
    const showcase = page.locator('section[aria-labelledby="home-hotels-title"]');
    await poll(() => showcase.textContent()).toMatch(/From\s*₹[\d,]+\s*per night/);
    await expectSeen(showcase.getByText(/^₹[\d,]+$/).first());
    expectNoErrors(t);
    await t.context.close();
  });
});
