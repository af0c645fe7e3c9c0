import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../src/shared/dates';
import { expectNoA11yViolations, launchBrowser, newPage, waitForMessage } from './support/browser';
import { newCustomer } from './support/customer';

/*
 * Issue 26, items 5–7 at 360 px: a new guest books with only a mobile code (no password, no login
 * page) and pays in the sandbox; then, from a browser with no session, opens the booking with
 * "Manage booking", changes its dates and pays the difference.
 */
let browser: Browser;
const guest = newCustomer('nowall', '8', 'Sita Munda');
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const codeOf = (text: string) => /Your OTP is (\d{6})/.exec(text)?.[1] ?? '';
const shots = process.env.SHOTS_DIR;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('booking without a login wall, then managing it', () => {
  const checkIn = addDays(todayIst(), 21);
  const checkOut = addDays(checkIn, 1);
  let ref = '';

  it('a new guest books with a mobile code only and pays', async () => {
    const { page } = await newPage(browser, { width: 360, height: 780 });
    await page.goto(`/availibilty/book-hotel/1?checkIn=${checkIn}&checkOut=${checkOut}&rooms=1`);
    await poll(() => page.locator('h1').textContent()).toBe('Book Your Stay');
    await page.getByRole('heading', { name: 'Your mobile number' }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/booking-360.png`, fullPage: true });
    await page.getByLabel('Full name').fill(guest.name);
    await page.getByLabel('Email (for your booking documents)').fill(guest.email);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(guest.mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const sms = await waitForMessage(guest.mobile, /Your OTP is \d{6} to sign in/);
    await page.getByLabel('OTP sent to your mobile').fill(codeOf(sms.text));
    await page.getByRole('button', { name: 'Verify and continue' }).click();

    // signed in: the guest details, filled from the new account
    await poll(() => page.getByLabel('Email').inputValue()).toBe(guest.email);
    expect(await page.getByRole('textbox', { name: 'Mobile number' }).inputValue()).toBe(
      guest.mobile,
    );
    await page.getByLabel('Address').fill('Morabadi, Ranchi, Jharkhand 834008');
    await page.getByLabel('Identity document').selectOption('Aadhaar Card');
    await page.getByLabel('Identity number').fill('1234');
    await page.getByLabel(/accept the cancellation policy/).check();
    const total = (await page.getByTestId('total-payable').textContent()) ?? '';
    await page.getByRole('button', { name: `Pay ${total}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Sandbox payment' });
    await dialog.getByRole('button', { name: `Pay ${total}` }).click();
    await page.waitForURL(/\/booking-success\/order_/);
    await poll(() => page.getByTestId('booking-ref').textContent()).toMatch(/^JTDC\d{11}$/);
    ref = (await page.getByTestId('booking-ref').textContent()) ?? '';
  });

  it('the same guest changes the dates from "Manage booking" and pays the difference', async () => {
    expect(ref).not.toBe('');
    const { page } = await newPage(browser, { width: 360, height: 780 });
    await page.goto('/manage-booking');
    await poll(() => page.locator('h1').textContent()).toBe('Manage booking');
    await expectNoA11yViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/manage-360.png`, fullPage: true });
    const first = codeOf((await waitForMessage(guest.mobile, /to sign in/)).text);
    await page.getByLabel('Booking reference').fill(ref);
    await page.getByLabel('Mobile number or email').fill(guest.mobile);
    // a mobile gets one sign-in code a minute (the limits of every code): the booking's was just sent
    await page.waitForTimeout(61_000);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText(/If the reference and contact match/).waitFor();
    const sms = await waitForMessage(guest.mobile, new RegExp(`Your OTP is (?!${first})\\d{6}`));
    await page.getByRole('textbox', { name: /^OTP/ }).fill(codeOf(sms.text));
    await page.getByRole('button', { name: 'Open booking' }).click();
    await page.getByRole('heading', { name: `Booking ${ref}` }).waitFor();
    expect(await page.getByRole('link', { name: 'Tax invoice' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Cancel rooms/ }).count()).toBe(1);

    // three nights a week later cost more than the one night paid
    const newIn = addDays(checkIn, 7);
    const newOut = addDays(newIn, 3);
    await page.getByLabel('New check-in').fill(newIn);
    await page.getByLabel('New check-out').fill(newOut);
    await page.getByRole('button', { name: 'See the new price' }).click();
    await page.getByText('Difference to pay now').waitFor();
    await expectNoA11yViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/manage-quote-360.png`, fullPage: true });
    const pay = page.getByRole('button', { name: /^Pay ₹[\d,]+\.\d{2} and change dates$/ });
    const label = (await pay.textContent()) ?? '';
    const amount = /₹[\d,]+\.\d{2}/.exec(label)![0];
    await pay.click();
    const dialog = page.getByRole('dialog', { name: 'Sandbox payment' });
    await dialog.getByRole('button', { name: `Pay ${amount}` }).click();
    await page.getByText(/Done: your booking is now from/).waitFor();
    // no sideways scroll at 360 px
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  }, 180_000);
});
