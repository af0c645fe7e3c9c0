import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { addDays, formatDate, todayIst } from '../../src/shared/dates';
import { PATRATU } from './book-deluxe';
import { expectNoA11yViolations } from './browser';
import { expectSeen } from './seen';

/*
 * The rate grid and the breakfast plan as the journeys use them (issue 31): the admin sets a
 * minimum stay for a festival weekend and a breakfast plan on the grid; a guest books the plan.
 */

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

/** Patratu's first room type, the one the grid's journeys change. */
export const DELUXE = 'Lake View Deluxe Room';

export const inr = (rupees: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rupees)}`;

/** A Saturday at least `weeks` weeks ahead: the festival weekend. */
export function festivalSaturday(weeks = 5): string {
  let d = addDays(todayIst(), weeks * 7);
  while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 6) d = addDays(d, 1);
  return d;
}

/** The rows of one room type on the grid (its prices, restrictions and plans). */
const roomTypeRows = (page: Page): Locator =>
  page.locator('tbody', { has: page.getByRole('rowheader', { name: new RegExp(`^${DELUXE}`) }) });

/**
 * On Patratu's rate grid (opened from the hotel's page), the admin chooses the weekend's two
 * nights (Saturday with the mouse, Sunday with the arrow key and Enter) and sets a minimum stay of
 * two nights on them.
 */
export async function setWeekendMinimumStay(page: Page, sat: string): Promise<void> {
  const sun = addDays(sat, 1);
  await page.goto(`/admin/hotels/${PATRATU}`);
  await page.getByRole('link', { name: 'Rate grid: plans and restrictions' }).click();
  await expectSeen(page.getByRole('heading', { level: 1, name: 'Rate grid' }));
  await page.getByLabel('Start on').fill(sat);
  await poll(() => page.locator('#grid-title').textContent()).toContain(formatDate(sat));
  const saturday = page.getByRole('button', { name: `, ${DELUXE}, ${formatDate(sat)}` });
  await saturday.click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expectSeen(page.getByText(`Nights ${formatDate(sat)} to ${formatDate(sun)} chosen.`));
  await page.getByLabel('Minimum stay (nights)').fill('2');
  await page.getByRole('button', { name: 'Set restrictions' }).click();
  await expectSeen(page.getByRole('status').filter({ hasText: 'Restrictions set for 2 nights.' }));
  const minRow = roomTypeRows(page).getByRole('row', { name: /^Minimum stay/ });
  await poll(() => minRow.getByText('2 nights').count()).toBe(2);
}

/**
 * On the grid still open at the weekend, the admin adds the Bed and breakfast plan (₹400 an adult,
 * ₹200 a child a night) to the Deluxe room. Returns the plan's price of the weekend's two nights for
 * two adults as the grid shows it (rupees, before GST).
 */
export async function addBreakfastPlan(page: Page): Promise<number> {
  await page.getByLabel('Plan name').fill('Bed and breakfast');
  await page.getByLabel('Meal plan').selectOption('cp');
  await page.getByLabel('Meals per adult a night (₹)').fill('400');
  await page.getByLabel('Meals per child a night (₹)').fill('200');
  await page.getByRole('button', { name: 'Add plan' }).click();
  await expectSeen(
    page.getByRole('status').filter({ hasText: 'Rate plan Bed and breakfast added.' }),
  );
  const group = roomTypeRows(page);
  await expectSeen(group.getByRole('rowheader', { name: /^Bed and breakfast/ }));
  const planRow = group.getByRole('row', { name: /^Bed and breakfast/ });
  await poll(() => planRow.getByRole('cell').count()).toBeGreaterThan(2);
  const cellRupees = async (i: number) =>
    Number(((await planRow.getByRole('cell').nth(i).textContent()) ?? '').replace(/[^\d]/g, ''));
  const stayRupees = (await cellRupees(0)) + (await cellRupees(1));
  expect(stayRupees).toBeGreaterThan(0);
  return stayRupees;
}

/** Patratu's page, its availability form and the Deluxe room's card in the results. */
export function hotelAvailability(guest: Page) {
  const section = guest.locator('section[aria-labelledby="availability-title"]');
  const card = section.locator('li', {
    has: guest.getByRole('heading', { name: DELUXE, exact: true }),
  });
  const check = async (from: string, to: string) => {
    await guest.getByLabel('Check-in date').fill(from);
    await guest.getByLabel('Check-out date').fill(to);
    await section.getByRole('button', { name: 'Check availability' }).click();
  };
  return { card, check };
}

/**
 * A signed-in guest on Patratu's page sees the breakfast plan for the weekend, books it for two
 * adults and pays in the sandbox: the booking page (axe clean) shows the plan at `stayRupees`
 * before GST and the success page the total at 5 % GST. Ends on the success page.
 */
export async function bookBreakfastPlan(
  guest: Page,
  sat: string,
  stayRupees: number,
): Promise<void> {
  const mon = addDays(sat, 2);
  await guest.goto(`/hotel/${PATRATU}`);
  const { card, check } = hotelAvailability(guest);
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
  await guest.getByLabel('Rate plan').selectOption({ label: 'Bed and breakfast (with breakfast)' });
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
}
