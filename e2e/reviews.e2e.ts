import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIst } from '../src/shared/dates';
import { formatMonth } from '../src/shared/month';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { bookAndPay } from './support/paid-booking';
import { newCustomer, registerCustomer, submitLogin } from './support/customer';
import { expectSeen } from './support/seen';
import { signInStaff } from './support/staff';

/*
 * Issue 26 item 9 at 360 px: a past guest (booked, checked in and checked out by the desk) rates
 * the stay from the booking history; the hotel page does not show it until a moderator publishes
 * it in the back office; then the page shows the review, the average and the month of the stay.
 */

let browser: Browser;
const guest = newCustomer('reviewer', '6', 'Sarita Lakra');
const REVIEW = 'The lake view at sunrise was worth the trip; the staff helped with a late lunch.';

beforeAll(async () => {
  browser = await launchBrowser();
  await registerCustomer(guest);
});
afterAll(() => browser?.close());

describe('a past guest reviews the stay', () => {
  it('the review shows on the hotel page once a moderator publishes it', async () => {
    const g = await newPage(browser, { width: 360, height: 740 });
    await g.page.goto('/login');
    await submitLogin(g.page, guest);
    await g.page.waitForURL((u) => u.pathname !== '/login');
    const booking = await bookAndPay(g.page, guest, { nights: 2, logIn: false });

    // before check-out the stay cannot be reviewed
    await g.page.goto(`/review-stay/${booking.id}`);
    await expectSeen(g.page.getByText('You can review this stay after check-out.'));

    // the desk checks the guest in (a room from the chart) and out (leaving early)
    const desk = await newPage(browser, { width: 1280, height: 900 });
    await signInStaff(desk, 'manager@jtdc.demo');
    await desk.page.goto(`/admin/bookings/${booking.id}`);
    await desk.page.getByRole('button', { name: 'Check in' }).click();
    const dialog = desk.page.getByRole('dialog', { name: `Check in ${guest.name}` });
    await dialog.getByLabel('Yes').check();
    await dialog.getByLabel('Document type').selectOption('Aadhaar Card');
    const pick = dialog.getByLabel(/^Room for room 1/);
    await pick.locator('option').nth(1).waitFor({ state: 'attached' });
    await pick.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Check in' }).click();
    await dialog.waitFor({ state: 'detached' });
    const out = await desk.page.request.post(`/api/staff/bookings/${booking.id}/check-out`, {
      data: { confirm: true, leaveEarly: true },
    });
    expect(out.status(), await out.text()).toBe(200);

    // the guest finds the stay in the history and rates it
    await g.page.goto('/booking-history');
    await g.page.getByRole('link', { name: `Review your stay: ${booking.ref}` }).click();
    await g.page.getByRole('heading', { level: 1, name: 'Review your stay' }).waitFor();
    await expectNoA11yViolations(g.page);
    await g.page.getByRole('button', { name: 'Send review' }).click();
    await expectSeen(
      g.page.getByRole('alert').getByText('Please choose a rating from 1 to 5 stars.'),
    );
    await g.page.getByLabel('4 stars').check();
    await g.page.getByLabel('Your review (optional)').fill(REVIEW);
    await g.page.getByRole('button', { name: 'Send review' }).click();
    await expectSeen(g.page.getByText('Waiting for our staff to check it'));
    await expectSeen(g.page.getByRole('img', { name: 'Rated 4 out of 5' }));
    const width = await g.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await expectNoA11yViolations(g.page);
    await g.page.screenshot({ path: '/tmp/review-stay-360.png', fullPage: true });

    // not on the hotel page before moderation
    await g.page.goto('/hotel/1');
    await g.page.getByRole('heading', { level: 2, name: 'Guest reviews' }).waitFor();
    expect(await g.page.getByText(REVIEW).count()).toBe(0);

    // a content editor publishes it
    const mod = await newPage(browser, { width: 1280, height: 900 });
    await signInStaff(mod, 'editor@jtdc.demo');
    await mod.page.getByRole('link', { name: 'Reviews' }).click();
    const card = mod.page.getByRole('article', { name: `Review of booking ${booking.ref}` });
    await expectSeen(card.getByText(REVIEW));
    await expectNoA11yViolations(mod.page);
    await card.getByRole('button', { name: 'Publish' }).click();
    await expectSeen(mod.page.getByRole('status').getByText(/published on the hotel page/));

    // now the hotel page shows it with the month of the stay and an average
    await g.page.goto('/hotel/1');
    const reviews = g.page.getByRole('region', { name: 'Guest reviews' });
    await expectSeen(reviews.getByText(REVIEW));
    await expectSeen(reviews.getByText(`Stayed in ${formatMonth(todayIst().slice(0, 7))}`).first());
    await expectSeen(reviews.getByText(/from \d+ reviews? of stays/));
    await expectNoA11yViolations(g.page);
    await g.page.screenshot({ path: '/tmp/hotel-reviews-360.png', fullPage: true });

    // and the guest's page says it is published
    await g.page.goto(`/review-stay/${booking.id}`);
    await expectSeen(g.page.getByText('Published on the hotel page'));

    expectNoErrors(g);
    for (const t of [g, desk, mod]) await t.context.close();
  }, 180_000);
});
