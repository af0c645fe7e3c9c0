import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { bookAndPay } from './support/paid-booking';
import { expectSeen } from './support/seen';
import { signInStaff } from './support/staff';
import { newCustomer, registerCustomer } from './support/customer';

/*
 * The guest folio at the desk (issue 28), at 1280 and 768 px: the demo hotel manager checks in
 * today's arrival, posts dinner and laundry, takes an advance in cash; at check-out the bill shows
 * the balance, a UPI payment settles it and the guest checks out; the postings' tax invoice is
 * shown. axe runs on the folio and on the check-out bill.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function postCharge(
  page: Page,
  kind: string,
  description: string,
  quantity: string,
  unit: string,
) {
  const form = page.getByRole('form', { name: 'Post a charge' });
  await form.getByLabel('Kind').selectOption({ label: kind });
  await form.getByLabel('Description').fill(description);
  await form.getByLabel('Quantity').fill(quantity);
  await form.getByLabel('Unit price (₹, before GST)').fill(unit);
  await form.getByRole('button', { name: 'Post charge' }).click();
  await expectSeen(form.getByRole('status').filter({ hasText: `Posted: ${description}.` }));
}

describe.each([
  { width: 1280, height: 900, digit: '7' },
  { width: 768, height: 1024, digit: '6' },
])('the guest folio at $width px', ({ width, height, digit }) => {
  it('dinner and laundry posted, an advance taken, the balance settled by UPI at check-out', async () => {
    const guest = newCustomer(`folio${width}`, digit, `Ravi Tirkey ${width}`);
    await registerCustomer(guest);
    const customerPage = await newPage(browser);
    const { ref } = await bookAndPay(customerPage.page, guest);
    await customerPage.context.close();

    const t = await newPage(browser, { width, height });
    const { page } = t;
    await signInStaff(t, 'manager@jtdc.demo');
    await page.goto(`/admin/bookings?q=${ref}`);
    await page.getByLabel('Search', { exact: true }).fill(ref);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('region', { name: 'Bookings' }).getByRole('link', { name: ref }).click();
    await page.getByRole('heading', { level: 1, name: `Booking ${ref}` }).waitFor();

    // check in (a free room of the booked type)
    await page.getByRole('button', { name: 'Check in' }).click();
    const checkIn = page.getByRole('dialog', { name: `Check in ${guest.name}` });
    await checkIn.getByLabel('Yes').check();
    const pick = checkIn.getByLabel(/^Room for room 1/);
    await pick.locator('option').nth(1).waitFor({ state: 'attached' });
    await pick.selectOption({ index: 1 });
    await checkIn.getByRole('button', { name: 'Check in' }).click();
    await checkIn.waitFor({ state: 'detached' });

    const folio = page.getByRole('region', { name: 'Guest folio' });
    await postCharge(page, 'Food and beverages', 'Dinner for two', '2', '450');
    await postCharge(page, 'Laundry', 'Shirts pressed', '3', '50');
    const pay = folio.getByRole('form', { name: 'Take a payment' });
    await pay.getByLabel('Method').selectOption('cash');
    await pay.getByLabel('Amount (₹)').fill('500');
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await expectSeen(folio.getByText('Cash ₹500.00 (advance)', { exact: false }));
    // 900 + 5% + 150 + 18% = 1,122; less the advance
    await expectSeen(folio.getByTestId('folio-balance').filter({ hasText: '₹622.00' }));
    await expectSeen(folio.getByText('GST 5%', { exact: true }));
    await expectSeen(folio.getByText('GST 18%', { exact: true }));
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `/tmp/folio-${width}.png`, fullPage: true });

    // check-out shows the bill with the balance; UPI settles it
    await page.getByRole('button', { name: 'Check out', exact: true }).click();
    const bill = page.getByRole('dialog', { name: `Check out ${guest.name}` });
    await bill.getByRole('heading', { name: 'The bill' }).waitFor();
    await page.waitForTimeout(400); // the dialog's opening transition (300 ms)
    await expectSeen(bill.getByTestId('folio-balance').filter({ hasText: '₹622.00' }));
    await expectSeen(bill.getByText('A balance of ₹622.00 is due', { exact: false }));
    const leave = bill.getByRole('button', { name: /^Check out/ });
    expect(await leave.isDisabled()).toBe(true);
    // the bill's charges: a labelled region a keyboard can scroll; no cell clipped, the dialog
    // itself never scrolls sideways (768 px included)
    const charges = bill.getByRole('region', { name: 'Charges on the bill' });
    expect(await charges.getAttribute('tabindex')).toBe('0');
    await charges.getByRole('columnheader', { name: 'Posted' }).scrollIntoViewIfNeeded();
    await expectSeen(charges.getByRole('columnheader', { name: 'Posted' }));
    await expectSeen(charges.getByRole('rowheader', { name: /Laundry: Shirts pressed/ }));
    const clipped = await charges.evaluate((el) =>
      [...el.querySelectorAll('th, td')]
        .filter((c) => c.scrollWidth > c.clientWidth + 1)
        .map((c) => c.textContent),
    );
    expect(clipped).toEqual([]);
    const dialogSideways = await bill.evaluate((el) =>
      [...el.querySelectorAll<HTMLElement>('*')].some(
        (c) =>
          c !== el &&
          !c.closest('[role="region"]') &&
          c.scrollWidth > c.clientWidth + 1 &&
          getComputedStyle(c).overflowX !== 'visible',
      ),
    );
    expect(dialogSideways).toBe(false);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `/tmp/folio-bill-${width}.png`, fullPage: true });
    const settle = bill.getByRole('form', { name: 'Settle the balance' });
    await settle.getByLabel('Method').selectOption('upi');
    expect(await settle.getByLabel('Amount (₹)').inputValue()).toBe('622.00');
    await settle.getByLabel('UPI reference (UTR)').fill('UTR409912345678');
    await settle.getByRole('button', { name: 'Record payment' }).click();
    await expectSeen(bill.getByTestId('folio-balance').filter({ hasText: '₹0.00' }));
    await leave.click();
    await bill.waitFor({ state: 'detached' });
    await expectSeen(page.getByRole('status').filter({ hasText: `Checked out ${guest.name}.` }));
    const invoice = folio.getByRole('article', { name: /^Tax invoice JTDC\// });
    await expectSeen(invoice);
    await expectSeen(invoice.getByText('Total ₹1,122.00'));
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `/tmp/folio-invoice-${width}.png`, fullPage: true });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways).toBe(false);
    expectNoErrors(t);
  }, 240_000);
});
