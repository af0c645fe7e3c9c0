import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, waitForMessage } from './browser';

export type TestCustomer = { email: string; mobile: string; name: string; password: string };

/** A customer unique to this run (email and a 10-digit mobile starting with `firstDigit`). */
export function newCustomer(prefix: string, firstDigit: string, name: string): TestCustomer {
  const tag = Date.now().toString(36) + Math.floor(Math.random() * 1e4).toString(36);
  return {
    email: `${prefix}.${tag}@example.com`,
    mobile: `${firstDigit}${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-9)}`,
    name,
    password: `secret-${tag}`,
  };
}

/** POST JSON to the server under test (with a cookie header, as a browser would send it). */
export function post(path: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** The `name=value` of a cookie a reply sets ('' when none). */
export function setCookie(res: Response, name: string): string {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return line?.split(';')[0] ?? '';
}

const code = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** Signs the customer up through the API with the codes read from the dev outbox. */
export async function registerCustomer(c: TestCustomer): Promise<void> {
  expect(
    (await post('/api/auth/send-otp', { EmailId: c.email, mobileNumber: c.mobile })).status,
  ).toBe(200);
  const mail = await waitForMessage(c.email, /\b\d{6}\b/);
  const sms = await waitForMessage(c.mobile, /\b\d{6}\b/);
  const verified = await post('/api/auth/verifyEmail-otp', {
    EmailId: c.email,
    otp: code(mail.text),
  });
  expect(verified.status).toBe(200);
  // registration is bound to the browser that verified both codes (its `sv` cookie)
  const browser = setCookie(verified, 'sv');
  expect(
    (await post('/api/auth/verify-otp', { mobileNumber: c.mobile, otp: code(sms.text) }, browser))
      .status,
  ).toBe(200);
  const reg = await post(
    '/api/auth/register',
    {
      EmailId: c.email,
      Customer_Name: c.name,
      User_Password: c.password,
      Mobile_Number: c.mobile,
    },
    browser,
  );
  expect(reg.status).toBe(201);
}

/** Fills and sends the login form of the page that is open (it must be /login). */
export async function submitLogin(page: Page, c: TestCustomer): Promise<void> {
  await page.waitForURL(/\/login/);
  await page.getByLabel('Email, mobile number or user ID').fill(c.email);
  await page.locator('input[type="password"]').fill(c.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Signs the customer in at /login and waits for the home page. */
export async function logIn(page: Page, c: TestCustomer): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, c);
  await page.waitForURL((u) => u.pathname === '/');
}
