import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatDate, todayIst } from '../src/shared/dates';
import { AT_5_PERCENT, bookDeluxe, type DeluxePrice } from './support/book-deluxe';
import {
  expectNoErrors,
  launchBrowser,
  newPage,
  waitForMessage,
  type TrackedPage,
} from './support/browser';
import { logIn, newCustomer, registerCustomer } from './support/customer';
import { pageDaysAhead, startOwnServer, type OwnServer } from './support/own-server';
import { expectSeen } from './support/seen';
import { signInStaff } from './support/staff';

/*
 * Issue 24 "Done when": an accounts user adds a slab for next month and a booking made "next
 * month" (the test clock, ADR 280) uses it. The journey has its own database: a server on today's
 * clock, where the accounts user schedules 12% up to ₹7,500 from the first of next month on the
 * GST rates page and a guest pays today for a stay after that date (the time of supply is the
 * payment, so 5%); then that server stops and a second one starts on the same database with
 * CLOCK_OFFSET_DAYS moving it (and the guests' browsers) a few days into next month, where a ₹3,200
 * room is booked at 12% on every screen, and the booking paid before the change still shows 5%.
 */

/** 12%: the rate the journey schedules, on the same ₹3,200 room-night. */
const AT_12_PERCENT: DeluxePrice = { rate: '12%', gst: '₹384.00', total: '₹3,584.00' };

let browser: Browser;
let server: OwnServer | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startOwnServer('clock');
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The first day of next month (IST). */
function firstOfNextMonth(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The invoice page of a booking shows one room-night at `rate`, with its CGST half. */
async function expectInvoiceAt(
  t: TrackedPage,
  id: string,
  rate: string,
  half: string,
  cgst: string,
) {
  const { page } = t;
  await page.goto(`/booking-Invoice/${id}`);
  const main = page.locator('main');
  await expectSeen(main.getByText(`(GST ${rate})`));
  await expectSeen(
    main.getByRole('row', {
      name: new RegExp(`CGST @ ${half.replace('.', '\\.')}%.*${cgst.replace(/\./g, '\\.')}`),
    }),
  );
  await expectSeen(main.getByRole('rowheader', { name: `SGST @ ${half}%` }));
}

describe('a GST slab set scheduled for next month applies by itself (issue 24, test clock)', () => {
  it('scheduled today on the GST rates page; a booking paid today keeps 5%; a booking made next month is 12% on the booking page, confirmation, invoice and mail', async () => {
    const today = todayIst();
    const from = firstOfNextMonth(today);
    // the second server's today: a few days into next month
    const offset = daysBetween(today, from) + 3;

    // ---- today: the accounts user schedules 12% up to ₹7,500 from the first of next month ----
    const staff = await newPage(browser, { width: 1280, height: 900 });
    await signInStaff(staff, 'accounts@jtdc.demo');
    await staff.page.getByRole('link', { name: 'GST rates', exact: true }).click();
    await staff.page.getByLabel('Effective from').fill(from);
    await staff.page.getByLabel('Slab 1: GST rate').selectOption('12');
    await staff.page.getByLabel('Slab 2: GST rate').selectOption('18');
    await staff.page.getByRole('button', { name: 'Schedule slab set' }).click();
    await expectSeen(staff.page.getByRole('status').getByText(/Slab set added/));
    const row = staff.page
      .getByRole('region', { name: 'GST slab sets' })
      .getByRole('row', { name: new RegExp(formatDate(from)) });
    await expectSeen(row.getByText('Scheduled'));
    await expectSeen(row.getByText('from ₹0: 12%'));
    expectNoErrors(staff);
    await staff.context.close();

    // ---- today: a guest pays for a night after the change date: taxed at today's 5% ----
    const early = newCustomer('clock', '7', 'Sunita Oraon');
    await registerCustomer(early);
    const before = await newPage(browser, { width: 1280, height: 900 });
    await logIn(before.page, early);
    const paidToday = await bookDeluxe(before, addDays(from, 10), AT_5_PERCENT);
    await expectInvoiceAt(before, paidToday.id, '5%', '2.5', '₹80.00');
    expectNoErrors(before);
    await before.context.close();

    // ---- next month: the same database, a server (and browsers) moved past the change ----
    await server!.moveClock(offset);

    const late = newCustomer('clock', '8', 'Ravi Mahto');
    await registerCustomer(late);
    const after = await pageDaysAhead(browser, offset);
    await logIn(after.page, late);
    const { id, successText, bookingPageText } = await bookDeluxe(
      after,
      addDays(from, 12),
      AT_12_PERCENT,
    );
    expect(bookingPageText).not.toContain('GST (5%)');
    expect(successText).toContain(AT_12_PERCENT.total);
    await expectInvoiceAt(after, id, '12%', '6', '₹192.00');
    const mail = await waitForMessage(late.email, /CGST 6%/);
    expect(mail.text).toMatch(/GST 12%/);
    expect(mail.text).toMatch(/CGST 6% ₹192\.00 \+ SGST 6% ₹192\.00/);
    expectNoErrors(after);
    await after.context.close();

    // the booking paid before the change keeps its 5%, read next month
    const again = await pageDaysAhead(browser, offset);
    await logIn(again.page, early);
    await expectInvoiceAt(again, paidToday.id, '5%', '2.5', '₹80.00');
    expect(await again.page.locator('main').textContent()).not.toContain('12%');
    expectNoErrors(again);
    await again.context.close();
  }, 300_000);
});
