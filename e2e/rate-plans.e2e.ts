import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate, todayIst } from '../src/shared/dates';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { PATRATU } from './support/book-deluxe';
import { logIn, newCustomer, registerCustomer } from './support/customer';
import { expectSeen } from './support/seen';
import { signInStaff } from './support/staff';

/*
 * Issue 31 item 4: the admin sets a breakfast plan and a minimum stay of two nights for a
 * festival weekend on the rate grid (choosing the nights with the keyboard); the guest sees that
 * one night is refused, sees the breakfast plan on the hotel page, and books it.
 */

let browser: Browser;
const customer = newCustomer('rateplan', '7', 'Sunita Munda');
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const ROOM = 'Lake View Deluxe Room';
const inr = (rupees: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rupees)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  await registerCustomer(customer);
});
afterAll(() => browser?.close());

/** A Saturday at least five weeks ahead: the festival weekend. */
function festivalSaturday(): string {
  let d = addDays(todayIst(), 35);
  while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 6) d = addDays(d, 1);
  return d;
}

describe('rate plans and restrictions', () => {
  const sat = festivalSaturday();
  const sun = addDays(sat, 1);
  const mon = addDays(sat, 2);

  it('the admin sets a breakfast plan and a weekend minimum stay on the grid; a guest books the plan', async () => {
    const t = await newPage(browser, { width: 1280, height: 900 });
    const { page } = t;
    await signInStaff(t, 'admin@jtdc.demo');
    await page.goto(`/admin/hotels/${PATRATU}`);
    await page.getByRole('link', { name: 'Rate grid: plans and restrictions' }).click();
    await expectSeen(page.getByRole('heading', { level: 1, name: 'Rate grid' }));
    await page.getByLabel('Start on').fill(sat);
    await poll(() => page.locator('#grid-title').textContent()).toContain(formatDate(sat));

    // Saturday with the mouse, Sunday with the arrow key and Enter
    const saturday = page.getByRole('button', { name: `, ${ROOM}, ${formatDate(sat)}` });
    await saturday.click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expectSeen(page.getByText(`Nights ${formatDate(sat)} to ${formatDate(sun)} chosen.`));
    await page.getByLabel('Minimum stay (nights)').fill('2');
    await page.getByRole('button', { name: 'Set restrictions' }).click();
    await expectSeen(
      page.getByRole('status').filter({ hasText: 'Restrictions set for 2 nights.' }),
    );
    const group = page.locator('tbody', {
      has: page.getByRole('rowheader', { name: new RegExp(`^${ROOM}`) }),
    });
    const minRow = group.getByRole('row', { name: /^Minimum stay/ });
    await poll(() => minRow.getByText('2 nights').count()).toBe(2);

    await page.getByLabel('Plan name').fill('Bed and breakfast');
    await page.getByLabel('Meal plan').selectOption('cp');
    await page.getByLabel('Meals per adult a night (₹)').fill('400');
    await page.getByLabel('Meals per child a night (₹)').fill('200');
    await page.getByRole('button', { name: 'Add plan' }).click();
    await expectSeen(
      page.getByRole('status').filter({ hasText: 'Rate plan Bed and breakfast added.' }),
    );
    await expectSeen(group.getByRole('rowheader', { name: /^Bed and breakfast/ }));
    // the plan's price of the two nights for two adults, as the grid shows it
    const planRow = group.getByRole('row', { name: /^Bed and breakfast/ });
    await poll(() => planRow.getByRole('cell').count()).toBeGreaterThan(2);
    const cellRupees = async (i: number) =>
      Number(((await planRow.getByRole('cell').nth(i).textContent()) ?? '').replace(/[^\d]/g, ''));
    const stayRupees = (await cellRupees(0)) + (await cellRupees(1));
    expect(stayRupees).toBeGreaterThan(0);
    await expectNoA11yViolations(page);
    expectNoErrors(t);

    // the guest: one night of the weekend is refused, two nights offer the breakfast plan
    const g = await newPage(browser, { width: 1280, height: 900 });
    const guest = g.page;
    await logIn(guest, customer);
    await guest.goto(`/hotel/${PATRATU}`);
    const section = guest.locator('section[aria-labelledby="availability-title"]');
    const card = section.locator('li', {
      has: guest.getByRole('heading', { name: ROOM, exact: true }),
    });
    const check = async (from: string, to: string) => {
      await guest.getByLabel('Check-in date').fill(from);
      await guest.getByLabel('Check-out date').fill(to);
      await section.getByRole('button', { name: 'Check availability' }).click();
    };
    await check(sat, sun);
    await poll(() => card.textContent()).toContain(
      `A stay in ${ROOM} that includes the night of ${formatDate(sat)} needs at least 2 nights.`,
    );
    await check(sat, mon);
    await poll(() => card.textContent()).toContain('Bed and breakfast: with breakfast');
    await expectSeen(card.getByText(/Bed and breakfast: with breakfast/));
    const href = await card.getByRole('link', { name: /^Book this room/ }).getAttribute('href');
    const roomTypeId = new URL(href!, guest.url()).searchParams.get('roomTypeId');

    await guest.goto(
      `/availibilty/book-hotel/${PATRATU}?checkIn=${sat}&checkOut=${mon}&roomTypeId=${roomTypeId}&rooms=1`,
    );
    await poll(() => guest.locator('ol li h3').count()).toBe(1);
    await guest.waitForLoadState('networkidle');
    await guest.getByLabel('Adults').selectOption('2');
    await guest
      .getByLabel('Rate plan')
      .selectOption({ label: 'Bed and breakfast (with breakfast)' });
    await expectSeen(
      guest.getByText(/Meals ₹400(\.00)? per adult and ₹200(\.00)? per child a night/),
    );
    const prices = guest.locator('table', { has: guest.getByTestId('total-payable') });
    // the two nights with breakfast for two adults, as on the grid, before GST
    await poll(() => prices.textContent()).toContain('Bed and breakfast');
    await poll(() => prices.textContent()).toContain(inr(stayRupees));
    await expectNoA11yViolations(guest);

    await guest.getByLabel('Identity number').fill('1234');
    await guest.getByLabel(/accept the cancellation policy/).check();
    await guest.getByRole('button', { name: /^Pay ₹/ }).click();
    const dialog = guest.getByRole('dialog', { name: 'Sandbox payment' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    await guest.waitForURL(/\/booking-success\/order_/);
    await poll(() => guest.locator('h1').textContent()).toBe('Booking Confirmed');
    // at 5%: each room-night with breakfast is under ₹7,500
    expect(stayRupees / 2).toBeLessThan(7500);
    await poll(() => guest.locator('main').textContent()).toContain(inr(stayRupees * 1.05));
    expectNoErrors(g);
    await g.context.close();
    await t.context.close();
  });
});
