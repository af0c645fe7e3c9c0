import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../src/shared/dates';
import {
  devOutbox,
  expectNoA11yViolations,
  expectNoErrors,
  launchBrowser,
  newPage,
  waitForMessage,
} from './support/browser';
import { newCustomer, post, registerCustomer, submitLogin } from './support/customer';

/*
 * The cancellation journey on a fresh server: a customer books two rooms and pays in the sandbox,
 * then cancels one room, comes back and cancels the other, lands on the booking history with the
 * booking cancelled and the refunds shown, gets a mail and an SMS for each cancellation, and the
 * rooms are free again.
 */

let browser: Browser;
const customer = newCustomer('canceller', '8', 'Sunita Munda');
const register = () => registerCustomer(customer);

/** Logs in on the login page, which then goes to the homepage. */
async function logIn(page: Page): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, customer);
  await page.waitForURL((u) => u.pathname === '/');
}

async function freeRooms(hotelId: number, checkIn: string, checkOut: string): Promise<number> {
  const r = await post(`/api/checkAvailibilty/${hotelId}`, {
    check_in_date: checkIn,
    check_out_date: checkOut,
  });
  const data = ((await r.json()) as { data: { AvailableRooms: number }[] }).data;
  return data.reduce((s, x) => s + x.AvailableRooms, 0);
}

/** "₹12,345.60" -> 1234560 paise */
const paise = (text: string) => Math.round(Number(text.replace(/[₹,\s]/g, '')) * 100);
const rupees = (p: number) =>
  `₹${(p / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

beforeAll(async () => {
  browser = await launchBrowser();
  await register();
});
afterAll(() => browser?.close());

describe('cancelling a booking room by room', () => {
  const checkIn = addDays(todayIst(), 20);
  const checkOut = addDays(checkIn, 2);

  it('cancels one room of two, then the other, and ends on the history with both cancelled and the refunds', async () => {
    const t = await newPage(browser, { width: 1280, height: 900 });
    const { page } = t;
    const freeBefore = await freeRooms(1, checkIn, checkOut);

    // book two rooms and pay in the sandbox
    await logIn(page);
    await page.goto(`/availibilty/book-hotel/1?checkIn=${checkIn}&checkOut=${checkOut}&rooms=2`);
    await page.getByRole('heading', { name: 'Room 2', exact: true }).waitFor();
    await page.getByLabel('Address').fill('Bariatu, Ranchi, Jharkhand 834009');
    await page.getByLabel('Identity document').selectOption('Aadhaar Card');
    await page.getByLabel('Identity number').fill('1234');
    await page.getByLabel(/accept the cancellation policy/).check();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const pay = page.getByRole('dialog', { name: 'Sandbox payment' });
    await pay.waitFor();
    await pay.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(/\/booking-success\//);
    await expect.poll(() => page.getByTestId('booking-ref').textContent()).toMatch(/^JTDC\d+$/);
    const ref = (await page.getByTestId('booking-ref').textContent()) ?? '';
    const totalPaid = paise((await page.getByTestId('total-paid').textContent()) ?? '');
    expect(await freeRooms(1, checkIn, checkOut)).toBe(freeBefore - 2);

    // from the history to the cancellation page
    await page.goto('/booking-history');
    const row = page.getByTestId('history-row').filter({ hasText: ref });
    await row.waitFor();
    await row.getByRole('link', { name: `Cancel: ${ref}` }).click();
    await page.waitForURL(/\/cancel-booking\/\d+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Cancel Booking');

    // two rooms: both types offered, none chosen; choosing Partial loads the policy
    const type = page.getByLabel('Cancellation Type');
    await type.waitFor();
    expect(await type.inputValue()).toBe('');
    expect(await type.locator('option:not([disabled])').allTextContents()).toEqual([
      'Full Cancellation',
      'Partial Cancellation',
    ]);
    await type.selectOption('partial');
    await page.getByRole('heading', { name: 'Cancellation policy' }).waitFor();
    await expect.poll(() => page.getByText('Applies to this booking now').count()).toBe(1);
    expect(
      await page.getByRole('row', { name: /15 days or more .*20% of the amount paid/ }).count(),
    ).toBe(1);
    await expectNoA11yViolations(page);

    // room 1: the dialog shows the loaded charge and the price with its GST (5% up to ₹7,500 a
    // night, 18% above: ADR 220)
    await page.getByRole('button', { name: /^Cancel room 1/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this room?' });
    await dialog.waitFor();
    const price1 = paise(
      (await page.locator('tr[data-room-id]').first().locator('td').nth(1).textContent()) ?? '',
    );
    const paid1 = price1 + Math.round(price1 * (price1 <= 750_000 ? 0.05 : 0.18));
    expect(await dialog.getByText(rupees(paid1), { exact: true }).count()).toBe(1);
    const charge1 = Math.round(paid1 * 0.2);
    expect(await dialog.getByText(rupees(charge1), { exact: true }).count()).toBe(1);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Yes, cancel room' }).click();
    await page.getByText('Room cancelled successfully.').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Cancelled' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Cancelled' }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: /^Cancel room/ }).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('table', { name: 'Refunds of this booking' }).count())
      .toBe(1);
    expect(await freeRooms(1, checkIn, checkOut)).toBe(freeBefore - 1);
    await waitForMessage(
      customer.email,
      new RegExp(`One room of your booking ${ref} has been cancelled`),
    );
    await waitForMessage(customer.mobile, new RegExp(`1 room of booking ${ref} cancelled`));

    // coming back later: Partial is chosen by itself and Full is gone
    await page.reload();
    await type.waitFor();
    await expect.poll(() => type.inputValue()).toBe('partial');
    expect(await type.locator('option:not([disabled])').allTextContents()).toEqual([
      'Partial Cancellation',
    ]);
    await expectNoA11yViolations(page);

    // the last room, by partial: the booking is cancelled and the page returns to the history
    await page.getByRole('button', { name: /^Cancel room 2/ }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Yes, cancel room' }).click();
    await page.getByText('Room cancelled successfully.').first().waitFor();
    await page.getByText('Returning to your booking history in 5 seconds.').waitFor();
    const cancelledAt = Date.now();
    await page.waitForURL(/\/booking-history$/, { timeout: 10_000 });
    expect(Date.now() - cancelledAt).toBeGreaterThan(3_500);

    // the history: cancelled, both rooms cancelled, the refunds shown
    await expect.poll(() => page.locator('h1').textContent()).toBe('Booking History');
    const done = page.getByTestId('history-row').filter({ hasText: ref });
    await done.waitFor();
    await expect.poll(() => done.getByText('Cancelled', { exact: true }).count()).toBe(1);
    expect(await done.getByText('(2 cancelled)').count()).toBe(1);
    const refund = totalPaid - Math.round(totalPaid * 0.2);
    // the refund is the sum of each room's 80% (rounded per room), within a paisa or two of 80% of the total
    const refundText = (await done.getByText(/^Refunded ₹/).textContent()) ?? '';
    expect(Math.abs(paise(refundText.replace('Refunded', '')) - refund)).toBeLessThanOrEqual(2);
    expect(await done.getByRole('link', { name: `Cancel: ${ref}` }).count()).toBe(0);
    await expectNoA11yViolations(page);

    // mail and SMS for the whole booking; the rooms are bookable again
    await waitForMessage(customer.email, new RegExp(`Your booking ${ref} is now fully cancelled`));
    await waitForMessage(customer.mobile, new RegExp(`Booking ${ref} cancelled`));
    const mails = (await devOutbox()).filter(
      (m) => m.to === customer.email && m.subject?.startsWith('Cancellation'),
    );
    expect(mails).toHaveLength(2);
    expect(await freeRooms(1, checkIn, checkOut)).toBe(freeBefore);
    expectNoErrors(t);
    await t.context.close();
  });

  it('on a phone, a one-room booking is cancelled in full from the preview', async () => {
    const t = await newPage(browser, { width: 360, height: 780 });
    const { page } = t;
    const freeBefore = await freeRooms(2, checkIn, checkOut);
    await logIn(page);
    await page.goto(`/availibilty/book-hotel/2?checkIn=${checkIn}&checkOut=${checkOut}`);
    await page.getByRole('heading', { name: 'Room 1', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Room 2', exact: true }).count()).toBe(0);
    await page.getByLabel('Address').fill('Bariatu, Ranchi, Jharkhand 834009');
    await page.getByLabel('Identity document').selectOption('Aadhaar Card');
    await page.getByLabel('Identity number').fill('1234');
    await page.getByLabel(/accept the cancellation policy/).check();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const pay = page.getByRole('dialog', { name: 'Sandbox payment' });
    await pay.waitFor();
    await pay.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(/\/booking-success\//);
    await expect.poll(() => page.getByTestId('booking-ref').textContent()).toMatch(/^JTDC\d+$/);
    const ref = (await page.getByTestId('booking-ref').textContent()) ?? '';

    await page.goto('/booking-history');
    const row = page.getByTestId('history-row').filter({ hasText: ref });
    await row.waitFor();
    await row.getByRole('link', { name: `Cancel: ${ref}` }).click();
    await page.waitForURL(/\/cancel-booking\/\d+$/);

    // one room: Full is chosen by itself and Partial is not offered
    const type = page.getByLabel('Cancellation Type');
    await expect.poll(() => type.inputValue()).toBe('full');
    expect(await type.locator('option:not([disabled])').allTextContents()).toEqual([
      'Full Cancellation',
    ]);
    await page.getByRole('heading', { name: 'Cancellation policy' }).waitFor();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel the whole booking?' });
    await dialog.waitFor();
    const labels = await dialog.locator('dt').allTextContents();
    expect(labels.map((l) => l.replace(/\d+% deduction.*$/, ''))).toEqual([
      'Total paid (incl. GST)',
      'GST included',
      'Cancellation charge',
      'Refund',
    ]);
    expect(await dialog.locator('dd').allTextContents()).toHaveLength(4);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await page.getByText('All rooms cancelled successfully').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Cancelled' }).count()).toBe(1);
    await page.waitForURL(/\/booking-history$/, { timeout: 10_000 });
    const done = page.getByTestId('history-row').filter({ hasText: ref });
    await done.waitFor();
    await expect.poll(() => done.getByText('Cancelled', { exact: true }).count()).toBe(1);
    expect(await freeRooms(2, checkIn, checkOut)).toBe(freeBefore);
    expectNoErrors(t);
    await t.context.close();
  });
});
