import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { addDays, formatDate, todayIst } from '../src/shared/dates';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { expectSeen } from './support/seen';
import { signInStaff } from './support/staff';

/*
 * Issue 24 "back office": the accounts user schedules the GST slab set of next month and sees it
 * listed as scheduled, after a date of today is refused with the server's message (ADR 221).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The first day of next month (IST). */
function firstOfNextMonth(): string {
  const [y, m] = todayIst().split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

describe('back office: GST rates', () => {
  it('the accounts user adds a slab set for next month and sees it listed; axe finds nothing', async () => {
    const t = await newPage(browser, { width: 1280, height: 900 });
    const { page } = t;
    await signInStaff(t, 'accounts@jtdc.demo');
    await page.getByRole('link', { name: 'GST rates', exact: true }).click();
    await expectSeen(page.getByRole('heading', { level: 1, name: 'GST rates' }));
    const table = page.getByRole('region', { name: 'GST slab sets' });
    await expectSeen(
      table.getByRole('row', { name: new RegExp(`${formatDate('2025-09-22')}.*In force`) }),
    );
    await expectNoA11yViolations(page);

    // today is refused with the server's words
    await page.getByLabel('Effective from').fill(todayIst());
    await page.getByRole('button', { name: 'Schedule slab set' }).click();
    await expectSeen(page.getByRole('alert').getByText(/must be after today/));

    // next month, by the keyboard: 12% up to Rs 7,500, 28% above
    const from = firstOfNextMonth();
    await page.getByLabel('Effective from').fill(from);
    await page.getByLabel('Slab 1: GST rate').focus();
    await page.getByLabel('Slab 1: GST rate').selectOption('12');
    await page.getByLabel('Slab 2: GST rate').selectOption('28');
    await page.getByLabel('Slab 2: GST rate').focus();
    await page.keyboard.press('Tab'); // Remove slab 2
    await page.keyboard.press('Tab'); // Add a slab
    await page.keyboard.press('Tab'); // Schedule slab set
    await page.keyboard.press('Enter');
    await expectSeen(page.getByRole('status').getByText(/Slab set added/));
    const row = table.getByRole('row', { name: new RegExp(formatDate(from)) });
    await expectSeen(row.getByText('Scheduled'));
    await expectSeen(row.getByText('from ₹0: 12%'));
    await expectSeen(row.getByText('from ₹7,500.01: 28%'));
    await expectSeen(row.getByRole('button', { name: /^Withdraw/ }));
    await expectNoA11yViolations(page);
    expectNoErrors(t);
  });

  it('the admin schedules a hotel cancellation policy on the hotel page; axe finds nothing', async () => {
    const t = await newPage(browser, { width: 1280, height: 900 });
    const { page } = t;
    await signInStaff(t, 'admin@jtdc.demo');
    await page.goto('/admin/hotels/1');
    await expectSeen(page.getByRole('heading', { level: 2, name: 'Cancellation policy' }));
    await expectSeen(page.getByText('15 days or more before check-in: 20% deducted').first());
    await expectNoA11yViolations(page);
    // far ahead, so no other journey's booking is sold under it
    const from = addDays(todayIst(), 330);
    await page.getByLabel('Effective from').fill(from);
    await page.getByLabel('Band 1: deduction (%)').fill('40');
    await page.getByRole('button', { name: 'Schedule policy' }).click();
    await expectSeen(page.getByRole('status').getByText(/Policy scheduled/));
    const row = page
      .getByRole('region', { name: 'Policy versions' })
      .getByRole('row', { name: new RegExp(formatDate(from)) });
    await expectSeen(row.getByText('Scheduled'));
    await expectSeen(row.getByText('2 to 6 days before check-in: 40% deducted'));
    await expectNoA11yViolations(page);
    expectNoErrors(t);
  });
});
