import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoA11yViolations,
  expectNoErrors,
  launchBrowser,
  newPage,
  waitForMessage,
} from './support/browser';
import { newCustomer, post, registerCustomer, submitLogin } from './support/customer';

/*
 * "Your data" on the account page (ADR 123): a customer downloads their data as a JSON file,
 * then deletes the account behind a dialog that asks for the password again; afterwards the
 * customer cannot log in and a confirmation mail went to the old address.
 */

let browser: Browser;
const customer = newCustomer('mydata', '7', 'Priyanka Dwivedi');
const hindiReader = newCustomer('meradata', '6', 'प्रियंका द्विवेदी');

beforeAll(async () => {
  browser = await launchBrowser();
  await registerCustomer(customer);
  await registerCustomer(hindiReader);
});
afterAll(() => browser?.close());

async function logIn(page: Page): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, customer);
  await page.waitForURL((u) => u.pathname === '/');
}

describe('Your data', () => {
  it('downloads my data, then deletes the account with the password asked again', async () => {
    const t = await newPage(browser, { width: 360, height: 800 });
    const { page } = t;
    await logIn(page);
    await page.goto('/booking-history');
    const section = page.getByRole('region', { name: 'Your data' });
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => section.isVisible()).toBe(true);

    // download: a JSON file with my own profile
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.profile).toMatchObject({ email: customer.email, mobile: customer.mobile });
    expect(data.consents.map((c: { kind: string }) => c.kind)).toContain('terms');

    // delete: the dialog warns and asks for the password; a wrong one is refused on the spot
    await section.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(() => dialog.getByText('This permanently deletes your account.').isVisible())
      .toBe(true);
    const password = dialog.getByLabel('Your password');
    await expect.poll(() => password.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoA11yViolations(page);
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect
      .poll(() => dialog.getByText('The password is not correct.', { exact: false }).isVisible())
      .toBe(true);

    await password.fill(customer.password);
    await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
    await page.waitForURL((u) => u.pathname === '/');

    // gone: no login, and the confirmation went out; once delivered it names no one (ADR 238)
    const login = await post('/api/auth/login', {
      identifier: customer.email,
      password: customer.password,
    });
    expect(login.status).toBe(401);
    const mail = await waitForMessage('[erased]', /account has been deleted/);
    expect(mail.text).toContain('Dear customer,');
    expect(mail.text).toContain('CGST Rules (rule 56)');
    expect(mail.text).not.toContain(customer.email);
    expectNoErrors(t, { allowStatuses: [403] });
  });

  it('in Hindi: shows "आपका डेटा" and saves Hindi as the language of mail, SMS and invoices', async () => {
    const t = await newPage(browser, { width: 360, height: 800 });
    const { page } = t;
    await page.goto('/login');
    await submitLogin(page, hindiReader);
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto('/hi/booking-history');
    const section = page.getByRole('region', { name: 'आपका डेटा' });
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => section.isVisible()).toBe(true);
    await section.getByLabel('भाषा').selectOption('hi');
    await section.getByRole('button', { name: 'भाषा सहेजें' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'भाषा सहेज ली गई।' }).count())
      .toBeGreaterThan(0);
    const login = await post('/api/auth/login', {
      identifier: hindiReader.email,
      password: hindiReader.password,
    });
    expect((await login.json()).user.language).toBe('hi');
    await page.locator('.Toastify__close-button').first().click();
    await expect.poll(() => page.locator('.Toastify__toast').count(), { timeout: 10_000 }).toBe(0);
    await expectNoA11yViolations(page);
    if (process.env.SHOTS_DIR)
      await section.screenshot({ path: `${process.env.SHOTS_DIR}/your-data-hi-360.png` });
    expectNoErrors(t);
  });
});
