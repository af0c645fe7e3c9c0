import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { expectSeen } from './support/seen';
import { signInStaff } from './support/staff';

/*
 * Cashier shifts (issue 28, ADR 347): from the cashier report the demo hotel manager follows the
 * link to the shifts page, opens a shift with a float, sees its totals by method and closes it
 * with the cash counted.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('cashier shifts', () => {
  it('opened from the cashier report, then closed with the cash counted', async () => {
    const t = await newPage(browser, { width: 1280, height: 900 });
    const { page } = t;
    await signInStaff(t, 'manager@jtdc.demo');
    await page.goto('/admin/cashier-report');
    await page.getByRole('heading', { level: 1, name: 'Cashier report' }).waitFor();
    await expectSeen(page.getByRole('region', { name: 'Takings by method' }));
    await page.getByRole('link', { name: 'Open or close a cashier shift' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cashier shifts' }).waitFor();

    const open = page.getByRole('form', { name: 'Open a shift' });
    await open.getByLabel('Opening float (₹)').fill('1500');
    await open.getByRole('button', { name: 'Open shift' }).click();
    await expectSeen(
      page.getByRole('status').filter({ hasText: 'Shift opened with a float of ₹1,500.00.' }),
    );
    const totals = page.getByRole('region', { name: /^Totals of .*'s shift$/ });
    await expectSeen(totals.getByRole('rowheader', { name: 'UPI' }));
    await expectSeen(totals.getByRole('rowheader', { name: 'Cash expected in the drawer' }));
    await expectNoA11yViolations(page);
    await page.screenshot({ path: '/tmp/cashier-shifts-1280.png', fullPage: true });

    const close = page.getByRole('form', { name: /^Close .*'s shift$/ });
    await close.getByLabel('Cash counted (₹)').fill('1500');
    await close.getByRole('button', { name: 'Close shift' }).click();
    await expectSeen(page.getByRole('status').filter({ hasText: /shift is closed\./ }));
    await expectSeen(page.getByText('No shift is open at this hotel.'));
    expectNoErrors(t);
  }, 120_000);
});
