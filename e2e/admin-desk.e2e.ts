import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { bookAndPay } from './support/paid-booking';
import { expectSeen } from './support/seen';
import { newCustomer, registerCustomer } from './support/customer';

/*
 * The front desk: the demo hotel manager of hotel 1 signs in to the back office, finds today's
 * arrival (a booking made and paid through the public API for today), checks the guest in with
 * the ID seen and a room number, and sees the booking checked in. axe runs on every desk page.
 */

let browser: Browser;
const guest = newCustomer('arrival', '9', 'Anita Kujur');

beforeAll(async () => {
  browser = await launchBrowser();
  await registerCustomer(guest);
});
afterAll(() => browser?.close());

async function staffSignIn(page: Page, email: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo-staff-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).waitFor();
}

describe('the front desk', () => {
  it("the demo hotel manager checks in today's arrival and sees it checked in", async () => {
    const customerPage = await newPage(browser);
    const { ref } = await bookAndPay(customerPage.page, guest);
    await customerPage.context.close();

    const t = await newPage(browser, { width: 1280, height: 900 });
    const { page } = t;
    await staffSignIn(page, 'manager@jtdc.demo');

    await page.getByRole('link', { name: 'Arrivals and departures' }).click();
    const arrivals = page.getByRole('region', { name: /^Arrivals/ });
    const link = arrivals.getByRole('link', { name: ref });
    await link.waitFor();
    await expectNoA11yViolations(page);
    await link.click();

    await page.getByRole('heading', { level: 1, name: `Booking ${ref}` }).waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Check in' }).click();
    const dialog = page.getByRole('dialog', { name: `Check in ${guest.name}` });
    await dialog.waitFor();
    await dialog.getByLabel('Yes').check();
    await dialog.getByLabel('Document type').selectOption('Aadhaar Card');
    // a free room of the booked type, from the room chart
    const pick = dialog.getByLabel(/^Room for room 1/);
    const first = pick.locator('option').nth(1);
    await first.waitFor({ state: 'attached' });
    const roomNo = ((await first.textContent()) ?? '').split(' ')[0]!;
    await pick.selectOption({ index: 1 });
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Check in' }).click();
    await dialog.waitFor({ state: 'detached' });

    const status = page.getByRole('status').filter({ hasText: `Checked in ${guest.name}.` });
    await status.waitFor();
    const stay = page.getByRole('region', { name: 'Stay' });
    await expectSeen(stay.getByRole('definition').first().getByText('Checked in', { exact: true }));
    await expectSeen(
      page.getByRole('region', { name: 'Rooms' }).getByText(roomNo, { exact: true }),
    );

    // the bookings list shows it checked in too, and its page is axe clean
    await page.getByRole('link', { name: 'Bookings', exact: true }).click();
    await page.getByLabel('Search', { exact: true }).fill(ref);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page
      .getByRole('region', { name: 'Bookings' })
      .getByRole('row')
      .filter({ hasText: ref });
    await expectSeen(row.getByText('Checked in'));
    await expectNoA11yViolations(page);
    await page.screenshot({ path: '/tmp/desk-bookings-1280.png', fullPage: true });

    await page.goto('/admin/bookings/new');
    await page.getByRole('heading', { level: 1, name: 'Counter booking' }).waitFor();
    await page
      .getByLabel('Room type')
      .first()
      .locator('option')
      .nth(1)
      .waitFor({ state: 'attached' });
    await expectNoA11yViolations(page);

    await page.goto('/admin/requests');
    await page.getByRole('heading', { level: 2, name: /^New/ }).waitFor();
    await expectNoA11yViolations(page);
    expectNoErrors(t);
  });

  it('accounts pages (refunds, reconciliation) are axe clean for the demo admin', async () => {
    const t = await newPage(browser, { width: 1280, height: 900 });
    const { page } = t;
    await staffSignIn(page, 'admin@jtdc.demo');
    await page.getByRole('link', { name: 'Refunds and payments' }).click();
    await page.getByRole('region', { name: 'Refunds' }).waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Reconcile a day' }).click();
    await page.getByRole('region', { name: 'Payments of the day' }).waitFor();
    await expectNoA11yViolations(page);
    expectNoErrors(t);
  });
});
