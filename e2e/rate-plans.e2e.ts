import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate } from '../src/shared/dates';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { PATRATU } from './support/book-deluxe';
import { logIn, newCustomer, registerCustomer } from './support/customer';
import {
  addBreakfastPlan,
  bookBreakfastPlan,
  DELUXE,
  festivalSaturday,
  hotelAvailability,
  setWeekendMinimumStay,
} from './support/rate-grid';
import { signInStaff } from './support/staff';

/*
 * Issue 31 item 4: the admin sets a breakfast plan and a minimum stay of two nights for a
 * festival weekend on the rate grid (choosing the nights with the keyboard); the guest sees that
 * one night is refused, sees the breakfast plan on the hotel page, and books it.
 */

let browser: Browser;
const customer = newCustomer('rateplan', '7', 'Sunita Munda');
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

beforeAll(async () => {
  browser = await launchBrowser();
  await registerCustomer(customer);
});
afterAll(() => browser?.close());

describe('rate plans and restrictions', () => {
  const sat = festivalSaturday();
  const sun = addDays(sat, 1);

  it('the admin sets a breakfast plan and a weekend minimum stay on the grid; a guest books the plan', async () => {
    const t = await newPage(browser, { width: 1280, height: 900 });
    const { page } = t;
    await signInStaff(t, 'admin@jtdc.demo');
    await setWeekendMinimumStay(page, sat);
    const stayRupees = await addBreakfastPlan(page);
    await expectNoA11yViolations(page);
    expectNoErrors(t);

    // the guest: one night of the weekend is refused, two nights offer the breakfast plan
    const g = await newPage(browser, { width: 1280, height: 900 });
    const guest = g.page;
    await logIn(guest, customer);
    await guest.goto(`/hotel/${PATRATU}`);
    const { card, check } = hotelAvailability(guest);
    await check(sat, sun);
    await poll(() => card.textContent()).toContain(
      `A stay in ${DELUXE} that includes the night of ${formatDate(sat)} needs at least 2 nights.`,
    );
    await bookBreakfastPlan(guest, sat, stayRupees);
    expectNoErrors(g);
    await g.context.close();
    await t.context.close();
  });
});
