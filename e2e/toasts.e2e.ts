import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../src/shared/dates';
import { expectNoErrors, launchBrowser, newPage } from './support/browser';
import { newCustomer, registerCustomer, submitLogin } from './support/customer';

/*
 * Issue 26 item 10 at 360 px: a toast never covers the focused control, a primary (or accent)
 * button or what a page marks as needed (the Pay bar, the paid total), on the sign-up, booking,
 * payment-failed and success pages (ADR 233).
 */

const PHONE = { width: 360, height: 740 };
let browser: Browser;
const customer = newCustomer('toasts', '9', 'Jyoti Kujur');
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

beforeAll(async () => {
  browser = await launchBrowser();
  await registerCustomer(customer);
});
afterAll(() => browser?.close());

/**
 * Runs in the page: each toast on screen that overlaps something the person needs, as
 * "toast text / what it covers". Measured with getBoundingClientRect.
 */
function coveredByToasts(): string[] {
  const toasts = [...document.querySelectorAll('.Toastify__toast:not([data-in="false"])')];
  const needed = [
    ...document.querySelectorAll(
      '[data-toast-avoid], a[class*="_primary_"], button[class*="_primary_"], a[class*="_accent_"], button[class*="_accent_"]',
    ),
  ];
  const focused = document.activeElement;
  if (focused && focused !== document.body && !focused.closest('.Toastify')) needed.push(focused);
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"${el === focused ? ' (focused)' : ''}`;
  const out: string[] = [];
  for (const t of toasts) {
    const a = t.getBoundingClientRect();
    for (const el of needed) {
      const b = el.getBoundingClientRect();
      if (b.width === 0 || b.height === 0) continue;
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > 0 && y > 0) out.push(`${(t.textContent ?? '').trim()} / ${name(el)}`);
    }
  }
  return out;
}

/** A toast with this text has come to rest (its entrance animation over) and covers nothing. */
async function expectToastClear(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text }).first();
  await toast.waitFor({ state: 'visible', timeout: 15_000 });
  await poll(() =>
    toast.evaluate((el) => el.getAnimations().every((a) => a.playState !== 'running')),
  ).toBe(true);
  await poll(() => page.evaluate(coveredByToasts)).toEqual([]);
}

async function openBooking(page: Page, days: number): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, customer);
  await page.waitForURL((u) => u.pathname === '/');
  const checkIn = addDays(todayIst(), days);
  await page.goto(`/availibilty/book-hotel/2?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}`);
  await poll(() => page.locator('ol li h3').count()).toBe(1);
  await page.waitForLoadState('networkidle');
}

async function fillGuest(page: Page): Promise<void> {
  await page.getByLabel('Address').fill('Morabadi, Ranchi, Jharkhand 834008');
  await page.getByLabel('Identity document').selectOption('Aadhaar Card');
  await page.getByLabel('Identity number').fill('1234');
  await page.getByLabel(/accept the cancellation policy/).check();
}

describe('at 360 px a toast covers nothing the guest needs', () => {
  it('on the sign-up page: the code fields and the buttons stay clear', async () => {
    const t = await newPage(browser, PHONE);
    const { page } = t;
    const c = newCustomer('toasts-signup', '9', 'Ravi Toppo');
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(c.email);
    await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(c.mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToastClear(page, 'OTPs sent to your mobile and email.');
    // the person goes on to the code fields while the toast still shows
    for (const field of ['Email OTP', 'Mobile OTP']) {
      await page.getByRole('textbox', { name: field }).focus();
      await poll(() => page.evaluate(coveredByToasts)).toEqual([]);
    }
    expectNoErrors(t);
    await t.context.close();
  }, 120_000);

  it('on the booking page, the payment-failed page and the success page', async () => {
    const t = await newPage(browser, PHONE);
    const { page } = t;
    await openBooking(page, 45);
    // the Pay bar and the Pay button, with the form-error toast (terms unticked)
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expectToastClear(page, 'Please correct the highlighted fields.');

    // a failed payment: the failure page's "recorded" toast leaves Retry payment clear
    await fillGuest(page);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Sandbox payment' });
    await dialog.getByRole('button', { name: 'Fail the payment' }).click();
    await page.waitForURL(/\/booking-failed\?bookingRef=JTDC/);
    await page.getByRole('link', { name: 'Retry payment' }).waitFor();
    await expectToastClear(page, 'Payment failure has been recorded.');

    // retry and pay: the success page's toast leaves the reference and the total clear
    await page.getByRole('link', { name: 'Retry payment' }).click();
    await page.waitForURL(/\/booking-payment\/\d+/);
    await page.getByRole('button', { name: /^Pay ₹[\d,]+\.\d{2} now$/ }).click();
    const dialog2 = page.getByRole('dialog', { name: 'Sandbox payment' });
    await dialog2.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(/\/booking-success\/order_/);
    await page.getByTestId('total-paid').waitFor();
    await expectToastClear(page, /Booking successful/i);
    expectNoErrors(t);
    await t.context.close();
  }, 180_000);
});
