import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoA11yViolations,
  expectNoErrors,
  launchBrowser,
  newPage,
  waitForMessage,
} from './support/browser';
import { registerCustomer } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** An email and a mobile number no other run uses. */
function newCustomer(tag: string) {
  const n = `${Date.now()}`.slice(-8);
  return {
    email: `${tag}.${n}@example.com`,
    mobile: `9${n}${Math.floor(Math.random() * 10)}`,
    name: 'Asha Kumari',
    password: 'secret-pass-1',
  };
}

const otpIn = (text: string) => /Your OTP is (\d{6})\b/.exec(text)?.[1] ?? '';

/** A toast (react-toastify renders them with role=alert) with this text appears. */
async function expectToast(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.getByRole('alert').filter({ hasText: text }).count(), { timeout: 10_000 })
    .toBeGreaterThan(0);
}

/**
 * Closes the toasts and waits until they are gone: a toast caught by axe in the middle of its
 * entrance animation is half transparent and fails the contrast rule.
 */
async function clearToasts(page: Page): Promise<void> {
  const close = page.locator('.Toastify__close-button');
  for (let i = 0; i < 10 && (await close.count()) > 0; i++)
    await close
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
  await expect.poll(() => page.locator('.Toastify__toast').count(), { timeout: 10_000 }).toBe(0);
}

/** axe on the page as it settles (no toast in flight). */
async function checkA11y(page: Page): Promise<void> {
  await clearToasts(page);
  await expectNoA11yViolations(page);
}

/** The code of the newest message to `to`, read from the /dev/outbox page. */
async function codeFromOutboxPage(page: Page, to: string): Promise<string> {
  const card = page.getByTestId('dev-message').filter({ hasText: to });
  await expect.poll(() => card.count(), { timeout: 15_000 }).toBeGreaterThan(0);
  const code = (await card.first().getByTestId('dev-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

describe('accounts', () => {
  it('signs up with both codes read from /dev/outbox, logs in, shows the email prefix in the menu, logs out', async () => {
    const c = newCustomer('signup');
    const t = await newPage(browser, { width: 360, height: 760 });
    const { page, context } = t;

    // a guarded page sends a visitor to /login, which comes back to it
    await page.goto('/booking-history');
    await page.waitForURL(/\/login\?next=%2Fbooking-history$/);
    expect(await page.locator('footer').count()).toBe(0);
    await checkA11y(page);
    const admin = page.getByRole('link', { name: /Login as Admin\/HM/ });
    await expect.poll(() => admin.getAttribute('href')).toBe('/admin');

    await page.getByRole('link', { name: 'Signup' }).click();
    await page.waitForURL(/\/signup\?next=%2Fbooking-history$/);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(c.email);
    await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(c.mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(page, 'OTPs sent to your mobile and email.');
    await expect
      .poll(() => page.getByRole('timer').textContent())
      .toMatch(/resend the OTP in \d+ s/);
    expect(
      await page.getByRole('textbox', { name: 'Email', exact: true }).getAttribute('readonly'),
    ).not.toBeNull();
    await checkA11y(page);

    // a person reads the codes on /dev/outbox in another tab
    const inbox = await context.newPage();
    await inbox.goto('/dev/outbox');
    const emailCode = await codeFromOutboxPage(inbox, c.email);
    const smsCode = await codeFromOutboxPage(inbox, c.mobile);
    await expectNoA11yViolations(inbox);
    await inbox.close();

    await page.getByRole('textbox', { name: 'Email OTP' }).fill(emailCode);
    await page.getByRole('button', { name: 'Verify email OTP' }).click();
    await expectToast(page, 'Email OTP verified!');
    await page.getByRole('textbox', { name: 'Mobile OTP' }).fill(smsCode);
    await page.getByRole('button', { name: 'Verify mobile OTP' }).click();
    await expectToast(page, 'Mobile OTP verified!');

    await page.getByRole('textbox', { name: 'Full name' }).fill(c.name);
    await page.getByLabel(/^Password/).fill(c.password);
    await page.getByLabel('Confirm password').fill(c.password);
    await checkA11y(page);
    await page.getByRole('button', { name: 'Signup' }).click();
    // logged in at once and back on the page the guest was going to
    await page.waitForURL(/\/booking-history$/);
    await expectToast(page, 'Registered successfully');

    // without the session, log in from the guarded page and come back to it
    await context.clearCookies();
    await page.goto('/booking-history');
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel('Email, mobile number or user ID').fill(c.email);
    await page.getByLabel(/^Password/).fill(c.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/booking-history$/);

    // the menu's account group shows the email prefix, My Bookings and Log Out
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const prefix = c.email.split('@')[0]!;
    const account = page.getByRole('button', { name: new RegExp(prefix.replace('.', '\\.')) });
    await account.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => menu.getByRole('button', { name: 'Log Out' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'My Bookings' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Log In' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Sign Up' }).count()).toBe(0);

    await menu.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(/\/login$/);
    const profile = await page.evaluate(async () => {
      const r = await fetch('/api/auth/profile');
      return { status: r.status, user: ((await r.json()) as { user: unknown }).user };
    });
    expect(profile).toEqual({ status: 200, user: null });
    await page.goto('/booking-history');
    await page.waitForURL(/\/login\?next=/);
    expectNoErrors(t);
    await context.close();
  });

  it('resets a forgotten password and logs in with the new one, not the old', async () => {
    const c = newCustomer('reset');
    // the account, made through the API
    await registerCustomer(c);

    const t = await newPage(browser);
    const { page } = t;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await page.waitForURL(/\/forgot-password$/);
    await checkA11y(page);
    expect(await page.getByRole('link', { name: 'Back to Login' }).count()).toBe(1);

    await page.getByRole('textbox', { name: 'Email' }).fill(c.email);
    await page.getByRole('button', { name: 'Request OTP' }).click();
    await expectToast(page, 'OTP sent to your registered email.');
    const reset = await waitForMessage(c.email, /new password/);
    await page.getByRole('textbox', { name: 'OTP' }).fill(otpIn(reset.text));
    expect(await page.getByRole('link', { name: 'Back to Login' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(page, 'OTP verified. You can now reset your password.');

    const newPassword = 'brand-new-pass-2';
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Show password' }).first().click();
    expect(await page.getByLabel(/^New password/).getAttribute('type')).toBe('text');
    expect(await page.getByRole('link', { name: 'Back to Login' }).count()).toBe(1);
    await checkA11y(page);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(/\/login$/);
    await expectToast(page, 'Password reset successfully.');

    // the old password no longer works; the new one does, with the mobile number as identifier
    await page.getByLabel('Email, mobile number or user ID').fill(c.email);
    await page.getByLabel(/^Password/).fill(c.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectToast(page, 'Login failed. Please check your credentials.');
    await page.getByLabel('Email, mobile number or user ID').fill(c.mobile);
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('dialog', { name: 'Menu' })
          .getByText(c.email.split('@')[0]!, { exact: false })
          .count(),
      )
      .toBeGreaterThan(0);
    expectNoErrors(t, { allowStatuses: [401] }); // the old password, refused on purpose
    await t.context.close();
  });

  it('signs in on the login page before its app has come: the typing and the Enter are kept (ADR 391)', async () => {
    const c = newCustomer('island');
    await registerCustomer(c);
    const t = await newPage(browser, { width: 360, height: 760 });
    const { page } = t;
    const app = () =>
      page.evaluate(
        () =>
          performance.getEntriesByType('resource').filter((e) => /\/assets\/index-/.test(e.name))
            .length,
      );
    const sent: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      sent.push(`${r.method()} ${u.pathname}${u.search}`);
    });
    await page.goto('/login?next=%2Fbooking-history');
    // an island page: its small script, not the app, until the visitor acts
    expect(await app()).toBe(0);
    await page.getByLabel('Email, mobile number or user ID').fill(c.email);
    await page.getByLabel(/^Password/).fill(c.password);
    await page.getByLabel(/^Password/).press('Enter');
    await page.waitForURL(/\/booking-history$/);
    await expectToast(page, 'Login successful');
    expect(await app()).toBe(1);
    // sent once, by the app; never by the browser itself with the password in the address
    expect(sent.filter((r) => r === 'POST /api/auth/login')).toHaveLength(1);
    expect(sent.filter((r) => /password=|^POST \/login/.test(r))).toEqual([]);
    expectNoErrors(t);
    await t.context.close();
  });
});
