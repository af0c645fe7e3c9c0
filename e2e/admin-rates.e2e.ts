import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate, todayIst } from '../src/shared/dates';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { expectSeen } from './support/seen';

/*
 * Issue 12 "rates and closures": the demo admin changes a room's price and closes two rooms for
 * two nights; the public hotel page shows the new price and two fewer rooms for those dates.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

const checkIn = addDays(todayIst(), 24);
const lastNight = addDays(checkIn, 1);
const checkOut = addDays(checkIn, 2);

/** The public hotel page's room card of this room type for the stay above. */
async function publicRoom(page: Page, roomType: string) {
  await page.goto('/hotel/1');
  const section = page.locator('section[aria-labelledby="availability-title"]');
  await page.getByLabel('Check-in date').fill(checkIn);
  await page.getByLabel('Check-out date').fill(checkOut);
  await section.getByRole('button', { name: 'Check availability' }).click();
  const card = section.locator('li', {
    has: page.getByRole('heading', { name: roomType, exact: true }),
  });
  await poll(() => card.textContent()).toMatch(/for 2 nights/);
  return card;
}

const roomsIn = (text: string | null) =>
  Number(/(\d+) rooms available/.exec(text ?? '')?.[1] ?? NaN);

describe('rates and closures in the back office', () => {
  it('the demo admin sets a price and closes two rooms; the public hotel page shows both', async () => {
    const t = await newPage(browser, { width: 1280, height: 900 });
    const { page } = t;

    await page.goto('/admin/hotels');
    await page.getByLabel('Email').fill('admin@jtdc.demo');
    await page.getByLabel('Password').fill('demo-staff-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectSeen(page.getByRole('heading', { level: 1, name: 'Hotels' }));
    await expectNoA11yViolations(page);

    await page.getByRole('table').getByRole('link').first().click();
    await expectSeen(page.getByRole('heading', { name: 'Room types, rates and closures' }));
    await expectNoA11yViolations(page);
    const rates = page.getByRole('link', { name: /^Rates and closures: / }).first();
    const roomType = ((await rates.getAttribute('aria-label')) ?? '').replace(
      /^Rates and closures: /,
      '',
    );
    expect(roomType).not.toBe('');

    // the free rooms before, from the public page
    const guest = await newPage(browser, { width: 1280, height: 900 });
    const before = roomsIn(await (await publicRoom(guest.page, roomType)).textContent());
    expect(before).toBeGreaterThanOrEqual(3);

    await rates.click();
    await expectSeen(page.getByRole('heading', { level: 1, name: `Rates: ${roomType}` }));
    await page.getByLabel('First night').fill(checkIn);
    await page.getByLabel('Last night').fill(lastNight);
    await page.getByLabel('Price per night (₹)').fill('5555');
    await page.getByRole('button', { name: 'Set price' }).click();
    await expectSeen(page.getByRole('status').filter({ hasText: 'Price set for 2 nights.' }));

    await page.getByLabel('Rooms closed each night').fill('2');
    await page.getByRole('button', { name: 'Set closures' }).click();
    await expectSeen(page.getByRole('status').filter({ hasText: '2 rooms closed.' }));

    // the calendar shows the month of those nights with the new price and the closed rooms
    const monthTitle = page.locator('#cal-title');
    const wanted = new Intl.DateTimeFormat('en-IN', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${checkIn}T00:00:00Z`));
    if ((await monthTitle.textContent()) !== wanted)
      await page.getByRole('button', { name: 'Next month' }).click();
    await poll(() => monthTitle.textContent()).toBe(wanted);
    const night = page.getByRole('button', {
      name: new RegExp(`, ${formatDate(checkIn)}, nightly price set`),
    });
    await poll(() => night.textContent()).toMatch(
      new RegExp(`^${Number(checkIn.slice(8))} ₹5,555 ${before - 2} of \\d+ free 2 closed`),
    );
    await expectSeen(night);
    await expectNoA11yViolations(page);
    expectNoErrors(t);

    // the public page: the new price and two fewer rooms for those dates
    const card = await publicRoom(guest.page, roomType);
    await poll(() => card.textContent()).toMatch(/₹5,555\s*\/ night/);
    expect(roomsIn(await card.textContent())).toBe(before - 2);
    await expectSeen(card.getByText('₹5,555', { exact: true }));
    expectNoErrors(guest);
    await guest.context.close();
    await t.context.close();
  });
});
