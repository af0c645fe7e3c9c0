import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../src/shared/dates';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { PATRATU } from './support/book-deluxe';
import { logIn, newCustomer, registerCustomer } from './support/customer';
import { expectSeen } from './support/seen';
import { signInStaff } from './support/staff';

/*
 * Issue 31 item 4: an admin makes a promo code; a guest types it on the booking page, sees the
 * discount the server priced (GST on the discounted nights) and pays the discounted total.
 */

let browser: Browser;
const customer = newCustomer('promo', '7', 'Meena Oraon');
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

beforeAll(async () => {
  browser = await launchBrowser();
  await registerCustomer(customer);
});
afterAll(() => browser?.close());

describe('a promo code on the booking page', () => {
  it('the guest applies a code and pays the discounted total', async () => {
    const checkIn = addDays(todayIst(), 45);
    const checkOut = addDays(checkIn, 2);
    const t = await newPage(browser, { width: 1280, height: 900 });
    await signInStaff(t, 'admin@jtdc.demo');
    const made = await t.page.request.post('/api/staff/promo-codes', {
      data: {
        code: 'JHARKHAND15',
        hotelId: PATRATU,
        kind: 'percent',
        discountPercent: 15,
        validFrom: addDays(todayIst(), 1),
        validTo: addDays(todayIst(), 120),
        usageLimit: 100,
        perCustomerLimit: 1,
      },
    });
    expect(made.status(), await made.text()).toBe(200);
    await t.context.close();

    const g = await newPage(browser, { width: 1280, height: 900 });
    const guest = g.page;
    await logIn(guest, customer);
    await guest.goto(
      `/availibilty/book-hotel/${PATRATU}?checkIn=${checkIn}&checkOut=${checkOut}&rooms=1`,
    );
    await poll(() => guest.locator('ol li h3').count()).toBe(1);
    await guest.waitForLoadState('networkidle');
    const total = guest.getByTestId('total-payable');
    await poll(async () => rupees(await total.textContent())).toBeGreaterThan(0);
    const before = rupees(await total.textContent());

    await guest.getByRole('textbox', { name: 'Promo code' }).fill('jharkhand15');
    await guest.getByRole('button', { name: 'Apply' }).click();
    await expectSeen(
      guest.getByText(/^Code JHARKHAND15 applied: ₹[\d,.]+ off the rooms, before GST\.$/),
    );
    await expectSeen(guest.getByTestId('promo-discount'));
    await poll(async () => rupees(await total.textContent())).toBeLessThan(before);
    const discounted = rupees(await total.textContent());
    // 15% off the rooms, and GST on the discounted nights: the total falls by at least 15%
    expect(discounted).toBeLessThanOrEqual(Math.round(before * 0.85 * 100) / 100);
    await expectNoA11yViolations(guest);

    await guest.getByLabel('Identity number').fill('1234');
    await guest.getByLabel(/accept the cancellation policy/).check();
    const pay = guest.getByRole('button', { name: /^Pay ₹/ });
    await poll(async () => rupees(await pay.textContent())).toBe(discounted);
    await pay.click();
    const dialog = guest.getByRole('dialog', { name: 'Sandbox payment' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    await guest.waitForURL(/\/booking-success\/order_/);
    await poll(() => guest.locator('h1').textContent()).toBe('Booking Confirmed');
    const inr = `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(discounted)}`;
    await poll(() => guest.locator('main').textContent()).toContain(inr);
    expectNoErrors(g);
    await g.context.close();
  }, 180_000);
});
