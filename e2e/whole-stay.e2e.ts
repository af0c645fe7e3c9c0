import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoA11yViolations,
  expectNoErrors,
  launchBrowser,
  newPage,
  waitForMessage,
} from './support/browser';
import { newCustomer, registerCustomer } from './support/customer';
import { bookAndPay } from './support/paid-booking';
import { expectSeen } from './support/seen';
import { createStaffAccount, signInStaff } from './support/staff';

/*
 * A whole stay (issue 28), from the desk's side and the guest's: a guest books and pays on a phone
 * (360 px); a front-desk clerk (a front_desk account of hotel 1, at 1280 px) registers the guest
 * and checks them in, posts dinner and laundry, takes the balance in cash and checks the guest
 * out. The desk page then shows the postings' tax invoice with its number, GST at each rate and
 * PDF links that answer a PDF; the guest, signed in on the phone, sees the same invoice on the
 * booking page with its PDF; and the invoice mail, with the PDF attached, reaches the guest.
 */

let browser: Browser;
const guest = newCustomer('wholestay', '7', 'Sunita Oraon');
let deskEmail = '';

beforeAll(async () => {
  browser = await launchBrowser();
  await registerCustomer(guest);
  const admin = await newPage(browser);
  deskEmail = await createStaffAccount(admin, 'front_desk', [1], 'whole-stay-desk');
  await admin.context.close();
});
afterAll(() => browser?.close());

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

async function postCharge(
  page: Page,
  kind: string,
  description: string,
  qty: string,
  unit: string,
) {
  const form = page.getByRole('form', { name: 'Post a charge' });
  await form.getByLabel('Kind').selectOption({ label: kind });
  await form.getByLabel('Description').fill(description);
  await form.getByLabel('Quantity').fill(qty);
  await form.getByLabel('Unit price (₹, before GST)').fill(unit);
  await form.getByRole('button', { name: 'Post charge' }).click();
  await expectSeen(form.getByRole('status').filter({ hasText: `Posted: ${description}.` }));
}

/** The link's file, fetched with the page's session: a PDF by its type and its first bytes. */
async function expectPdf(page: Page, link: Locator): Promise<void> {
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const res = await page.request.get(href!);
  expect(res.status(), href!).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/pdf/);
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

describe('a whole stay', () => {
  it('registered and checked in, dinner and laundry posted, paid in cash, checked out: the invoice on the desk page, the guest page and in the mail', async () => {
    // the guest books and pays on a phone, and stays signed in there
    const phone = await newPage(browser, { width: 360, height: 780 });
    const booking = await bookAndPay(phone.page, guest);

    const desk = await newPage(browser, { width: 1280, height: 900 });
    const { page } = desk;
    await signInStaff(desk, deskEmail);
    await page.goto(`/admin/bookings/${booking.id}`);
    await page.getByRole('heading', { level: 1, name: `Booking ${booking.ref}` }).waitFor();

    // registration: the lead guest, an Indian national, and the identity document seen
    const reg = page.getByRole('form', { name: 'Guest registration' });
    await reg.waitFor();
    expect(await reg.getByLabel(/^Full name/).inputValue()).toBe(guest.name);
    await reg.getByLabel(/^Nationality/).selectOption('IN');
    await reg.getByLabel(/^Identity document seen/).selectOption('Aadhaar Card');
    await reg.getByLabel(/^Identity number/).fill('4321');
    await reg.getByRole('button', { name: 'Save registration' }).click();
    await expectSeen(page.getByRole('status').filter({ hasText: 'Registration saved: 1 guest.' }));

    // check-in on a free room of the booked type
    await page.getByRole('button', { name: 'Check in' }).click();
    const checkIn = page.getByRole('dialog', { name: `Check in ${guest.name}` });
    await checkIn.getByLabel('Yes').check();
    const pick = checkIn.getByLabel(/^Room for room 1/);
    await pick.locator('option').nth(1).waitFor({ state: 'attached' });
    await pick.selectOption({ index: 1 });
    await checkIn.getByRole('button', { name: 'Check in' }).click();
    await checkIn.waitFor({ state: 'detached' });

    // dinner (restaurant, 5%) and laundry (18%); 900 + 45 + 150 + 27 = 1,122
    const folio = page.getByRole('region', { name: 'Guest folio' });
    await postCharge(page, 'Food and beverages', 'Dinner for two', '2', '450');
    await postCharge(page, 'Laundry', 'Shirts pressed', '3', '50');
    await expectSeen(folio.getByTestId('folio-balance').filter({ hasText: '₹1,122.00' }));

    // the balance in cash
    const pay = folio.getByRole('form', { name: 'Take a payment' });
    await pay.getByLabel('Method').selectOption('cash');
    await pay.getByLabel('Amount (₹)').fill('1122');
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await expectSeen(folio.getByText('Cash ₹1,122.00', { exact: false }));
    await expectSeen(folio.getByTestId('folio-balance').filter({ hasText: '₹0.00' }));

    // check-out: the bill is settled, the guest leaves
    await page.getByRole('button', { name: 'Check out', exact: true }).click();
    const bill = page.getByRole('dialog', { name: `Check out ${guest.name}` });
    await bill.getByRole('heading', { name: 'The bill' }).waitFor();
    await page.waitForTimeout(400); // the dialog's opening transition (300 ms)
    await expectSeen(bill.getByTestId('folio-balance').filter({ hasText: '₹0.00' }));
    await bill.getByRole('button', { name: /^Check out/ }).click();
    await bill.waitFor({ state: 'detached' });
    await expectSeen(page.getByRole('status').filter({ hasText: `Checked out ${guest.name}.` }));

    // the postings' tax invoice on the desk page: its number, GST at 5% and 18%, its PDFs
    const invoice = folio.getByRole('article', { name: /^Tax invoice JTDC\// });
    await expectSeen(invoice);
    const invoiceNo = ((await invoice.getByRole('heading').textContent()) ?? '')
      .replace('Tax invoice', '')
      .trim();
    expect(invoiceNo).toMatch(/^JTDC\/\d{4}\/\d+$/);
    await expectSeen(folio.getByText('GST 5%', { exact: true }));
    await expectSeen(folio.getByText('on ₹900.00: CGST ₹22.50 + SGST ₹22.50'));
    await expectSeen(folio.getByText('GST 18%', { exact: true }));
    await expectSeen(folio.getByText('on ₹150.00: CGST ₹13.50 + SGST ₹13.50'));
    const dinner = invoice.getByRole('row').filter({ hasText: 'Dinner for two' });
    await expectSeen(dinner.getByRole('cell', { name: '₹22.50 (2.5%)' }).first());
    const laundry = invoice.getByRole('row').filter({ hasText: 'Shirts pressed' });
    await expectSeen(laundry.getByRole('cell', { name: '₹13.50 (9%)' }).first());
    await expectSeen(invoice.getByText('Total ₹1,122.00'));
    for (const name of ['Invoice PDF (English)', 'Invoice PDF (Hindi)']) {
      const link = invoice.getByRole('link', { name });
      await expectSeen(link);
      await expectPdf(page, link);
    }
    await expectNoA11yViolations(page);
    await page.screenshot({ path: '/tmp/whole-stay-desk-1280.png', fullPage: true });
    expectNoErrors(desk);

    // the guest, signed in on the phone, sees the same invoice on the booking page
    const g = phone.page;
    await g.goto(`/booking-view/${booking.id}`);
    const title = `Tax invoice ${invoiceNo}: charges during your stay`;
    await expectSeen(g.getByRole('heading', { name: title }));
    const guestInvoice = g.getByRole('table', { name: title });
    await expectSeen(guestInvoice.getByRole('row', { name: 'Tax 5% ₹45.00' }));
    await expectSeen(guestInvoice.getByRole('row', { name: 'Tax 18% ₹27.00' }));
    await expectSeen(
      guestInvoice.getByRole('row', { name: 'Invoice total (incl. GST) ₹1,122.00' }),
    );
    const guestPdf = g.getByRole('link', { name: 'Download the invoice (PDF)' });
    await expectSeen(guestPdf);
    await expectPdf(g, guestPdf);
    const sideways = await g.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways).toBe(false);
    await g.screenshot({ path: '/tmp/whole-stay-guest-360.png', fullPage: true });
    expectNoErrors(phone);

    // the invoice mail (rendered and its PDF attached when the outbox sends it) reaches the guest
    const mail = await waitForMessage(
      guest.email,
      new RegExp(`Attached is tax invoice ${escape(invoiceNo)} `),
      30_000,
    );
    expect(mail.subject).toBe(
      `Tax invoice ${invoiceNo} for your stay at Patratu Lake Resort (booking ${booking.ref})`,
    );
    expect(mail.text).toContain('₹1,122.00 including GST');
    await phone.context.close();
    await desk.context.close();
  }, 240_000);
});
