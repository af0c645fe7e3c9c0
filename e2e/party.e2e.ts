import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../src/shared/dates';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { newCustomer, registerCustomer, submitLogin } from './support/customer';

/*
 * Issue 26 items 2 and 3 on a 360 px phone: the results come first (a one-line summary with
 * "Edit", filters and sort in a sheet), and the rooms suggested for the party are the rooms the
 * booking page opens with, at the same total.
 */

let browser: Browser;
const customer = newCustomer('party', '7', 'Sunita Munda');
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const PHONE = { width: 360, height: 740 };
const checkIn = addDays(todayIst(), 25);
const checkOut = addDays(checkIn, 2);
/** ₹10,080 or ₹10,080.00 as a number of rupees */
const amount = (text: string) => Number(/₹([\d,]+(?:\.\d{2})?)/.exec(text)?.[1]?.replace(/,/g, ''));

beforeAll(async () => {
  browser = await launchBrowser();
  await registerCustomer(customer);
});
afterAll(() => browser?.close());

async function logIn(page: Page): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, customer);
  await page.waitForURL((u) => u.pathname === '/');
}

describe('rooms for the party, results first, at 360 px', () => {
  it('3 adults in 2 rooms: the suggested Deluxe for 2 and Single for 1 open on the booking page at the same total', async () => {
    const t = await newPage(browser, PHONE);
    const { page } = t;
    await logIn(page);
    await page.goto(`/availibilty?where=Birsa&checkIn=${checkIn}&checkOut=${checkOut}`);

    // results first: the list starts within the first screen, under a one-line summary
    const list = page.locator('main section[aria-labelledby="results-title"] ul');
    await list.locator('li h3').first().waitFor();
    expect((await list.first().boundingBox())!.y).toBeLessThan(PHONE.height);
    // and no sideways scroll
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(await page.getByRole('form', { name: 'Search rooms' }).isVisible()).toBe(false);

    // "Edit" opens the form: 3 adults, 2 rooms
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: 'Search rooms' });
    await form.getByLabel('Adults').fill('3');
    await form.getByLabel('Rooms', { exact: true }).selectOption('2');
    await form.getByRole('button', { name: 'Search' }).click();
    await poll(() => form.isVisible()).toBe(false);
    await poll(() => page.locator('#search-summary').textContent()).toMatch(/3 adults · 2 rooms/);

    const card = page
      .locator('main li')
      .filter({ has: page.getByRole('heading', { name: /Birsa Vihar/ }) });
    const suggestion = card.getByRole('heading', { name: 'Suggested for 3 adults' }).locator('..');
    await suggestion.waitFor();
    expect(await suggestion.getByRole('listitem').allTextContents()).toEqual([
      'Deluxe Double Room: 2 adults',
      'Standard Single Room: 1 adult',
    ]);
    const totalText = (await suggestion.getByText(/GST included/).textContent()) ?? '';
    expect(totalText).toMatch(/for 2 nights, GST included/);
    // the pair's total is the Deluxe's and the Single's stay totals (5% GST on each)
    const rowTotal = async (name: string) =>
      amount(
        (await card
          .locator('li')
          .filter({ has: page.getByText(name, { exact: true }) })
          .getByText(/GST included/)
          .textContent()) ?? '',
      );
    expect(amount(totalText)).toBe(
      (await rowTotal('Deluxe Double Room')) + (await rowTotal('Standard Single Room')),
    );
    await expectNoA11yViolations(page);

    await suggestion.getByRole('link', { name: /^Book these rooms: / }).click();
    await page.waitForURL(/\/availibilty\/book-hotel\/\d+\?/);
    await poll(() => page.locator('ol li h3').count()).toBe(2);
    const adults = page.getByLabel('Adults', { exact: true });
    await poll(() =>
      adults.evaluateAll((els) => els.map((e) => (e as HTMLSelectElement).value)),
    ).toEqual(['2', '1']);
    const types = await page
      .getByLabel('Room type', { exact: true })
      .evaluateAll((els) =>
        els.map((e) => (e as HTMLSelectElement).selectedOptions[0]?.textContent ?? ''),
      );
    expect(types.map((x) => x.split(' (')[0])).toEqual([
      'Deluxe Double Room',
      'Standard Single Room',
    ]);
    await poll(async () =>
      amount((await page.getByTestId('total-payable').textContent()) ?? ''),
    ).toBe(amount(totalText));
    expect(await page.getByText(/Your search was for/).count()).toBe(0);
    expectNoErrors(t);
    await t.context.close();
  });

  it('9 guests in 1 room are told to add a room', async () => {
    const t = await newPage(browser, PHONE);
    const { page } = t;
    await page.goto(`/availibilty?checkIn=${checkIn}&checkOut=${checkOut}&guests=9&rooms=1`);
    await poll(() => page.getByText(/Add a room: 2 rooms would hold you\./).count()).toBe(1);
    expect(await page.locator('main').textContent()).not.toMatch(/fewer rooms/i);
    expectNoErrors(t);
    await t.context.close();
  });

  it('filters and sort open in a labelled sheet that keeps the focus, closes on Escape, and sorts by price', async () => {
    const t = await newPage(browser, PHONE);
    const { page } = t;
    await page.goto(`/availibilty?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&rooms=1`);
    const names = page.locator('main section[aria-labelledby="results-title"] ul li h3');
    await poll(() => names.count()).toBeGreaterThan(3);
    const open = page.getByRole('button', { name: 'Filters and sort' });
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Filters and sort' });
    await sheet.waitFor();
    await expectNoA11yViolations(page);
    // the focus stays inside while tabbing round
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await poll(() => sheet.count()).toBe(0);
    await poll(() => open.evaluate((el) => el === document.activeElement)).toBe(true);

    await open.click();
    await sheet.getByLabel('Sort by').selectOption('price');
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await poll(() => sheet.count()).toBe(0);
    // each hotel's price for the party, lowest first
    const suggested = (
      await page
        .getByRole('heading', { name: /^Suggested for/ })
        .evaluateAll((els) =>
          els.map((h) => h.parentElement?.querySelector('strong')?.textContent ?? ''),
        )
    ).map(amount);
    expect(suggested).toEqual([...suggested].sort((a, b) => a - b));
    expect(suggested.length).toBeGreaterThan(3);
    expectNoErrors(t);
    await t.context.close();
  });
});
