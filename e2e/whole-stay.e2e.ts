import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoA11yViolations,
  expectNoErrors,
  launchBrowser,
  newPage,
  waitForMessage,
} from './support/browser';
import { newCustomer, registerCustomer, type TestCustomer } from './support/customer';
import { bookAndPay, type PaidBooking } from './support/paid-booking';
import {
  checkInOnFreeRoom,
  type ForeignGuest,
  formCRow,
  printRegistrationCard,
  registrationForm,
  saveRegistration,
  typeForeignGuest,
} from './support/registration';
import { expectSeen } from './support/seen';
import { createStaffAccount, signInStaff } from './support/staff';

/*
 * A whole stay (issue 28), from the desk's side and the guest's: a foreign guest books and pays on
 * a phone (360 px); a front-desk clerk (a front_desk account of hotel 1) registers the guest with
 * passport and visa, checks them in, prints the registration card to PDF, takes an advance in
 * cash, posts dinner and laundry; at check-out the bill shows the balance due, a UPI payment with
 * its reference settles it and the guest leaves. The desk page then shows the postings' tax
 * invoice with its number, GST at each rate and PDF links that answer a PDF; the invoice mail, with
 * the PDF attached, reaches the guest; and the day's Form C lists the guest. The desk works at
 * 1280 px (a desktop) and, with a second guest, at 768 px (a tablet); the first guest, signed in
 * on the phone, also sees the invoice on the booking page.
 */

let browser: Browser;
const guest = newCustomer('wholestay', '7', 'Camille Laurent');
const tabletGuest = newCustomer('wholestay-tablet', '7', 'Liam O’Connor');
const papers: ForeignGuest = {
  nationality: 'FR',
  sex: 'F',
  dateOfBirth: '1990-06-02',
  address: '12 rue de Rivoli, 75001 Paris',
  passportNo: 'P4417203',
  passportPlace: 'Paris',
  visaNo: 'VF7654321',
  visaPlace: 'Paris',
  arrivedFrom: 'Paris, France',
  nextDestination: 'Varanasi',
};
const tabletPapers: ForeignGuest = {
  nationality: 'IE',
  sex: 'M',
  dateOfBirth: '1985-11-20',
  address: '4 Grafton Street, Dublin 2',
  passportNo: 'K2290517',
  passportPlace: 'Dublin',
  visaNo: 'VI2468135',
  visaPlace: 'Dublin',
  arrivedFrom: 'Dublin, Ireland',
  nextDestination: 'Kolkata',
};
let deskEmail = '';

beforeAll(async () => {
  browser = await launchBrowser();
  await registerCustomer(guest);
  await registerCustomer(tabletGuest);
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

/** A foreign guest's booking for tonight, paid online (a passport on the booking). */
function bookForeign(page: Page, c: TestCustomer, g: ForeignGuest): Promise<PaidBooking> {
  return bookAndPay(page, c, {
    address: g.address,
    identityType: 'Passport',
    identityNo: g.passportNo,
  });
}

/**
 * The desk's side of the stay at one width, from registration to the invoice mail and Form C.
 * Returns the postings' invoice number.
 */
async function deskStay(
  width: number,
  c: TestCustomer,
  g: ForeignGuest,
  booking: PaidBooking,
): Promise<string> {
  const desk = await newPage(browser, { width, height: 900 });
  const { page } = desk;
  await signInStaff(desk, deskEmail);
  const bookingPage = `/admin/bookings/${booking.id}`;
  await page.goto(bookingPage);
  await page.getByRole('heading', { level: 1, name: `Booking ${booking.ref}` }).waitFor();

  // registration: the lead guest, a foreign national, passport and visa typed
  const reg = registrationForm(page);
  await reg.waitFor();
  expect(await reg.getByLabel(/^Full name/).inputValue()).toBe(c.name);
  await typeForeignGuest(reg, g);
  await saveRegistration(page);

  // check-in on a free room of the booked type; the registration card printed to PDF
  await checkInOnFreeRoom(page, c.name);
  await printRegistrationCard(page, g.passportNo, {
    screenshot: `/tmp/whole-stay-grc-${width}.png`,
    pdf: `/tmp/whole-stay-grc-${width}.pdf`,
  });
  await page.goto(bookingPage);
  await page.getByRole('heading', { level: 1, name: `Booking ${booking.ref}` }).waitFor();

  // an advance of ₹500 in cash at check-in
  const folio = page.getByRole('region', { name: 'Guest folio' });
  const pay = folio.getByRole('form', { name: 'Take a payment' });
  await pay.getByLabel('Method').selectOption('cash');
  await pay.getByLabel('Amount (₹)').fill('500');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expectSeen(folio.getByText('Cash ₹500.00 (advance)', { exact: false }));

  // dinner (restaurant, 5%) and laundry (18%); 900 + 45 + 150 + 27 = 1,122; less 500 = 622 due
  await postCharge(page, 'Food and beverages', 'Dinner for two', '2', '450');
  await postCharge(page, 'Laundry', 'Shirts pressed', '3', '50');
  await expectSeen(folio.getByTestId('folio-balance').filter({ hasText: '₹622.00' }));
  await page.screenshot({ path: `/tmp/whole-stay-folio-${width}.png`, fullPage: true });

  // check-out: the bill shows the balance due; a UPI payment with its reference settles it
  await page.getByRole('button', { name: 'Check out', exact: true }).click();
  const bill = page.getByRole('dialog', { name: `Check out ${c.name}` });
  await bill.getByRole('heading', { name: 'The bill' }).waitFor();
  await page.waitForTimeout(400); // the dialog's opening transition (300 ms)
  await expectSeen(bill.getByTestId('folio-balance').filter({ hasText: '₹622.00' }));
  await expectSeen(bill.getByText('A balance of ₹622.00 is due', { exact: false }));
  await expect(bill.getByRole('button', { name: /^Check out/ }).isDisabled()).resolves.toBe(true);
  await page.screenshot({ path: `/tmp/whole-stay-bill-${width}.png` });
  const settle = bill.getByRole('form', { name: 'Settle the balance' });
  await settle.getByLabel('Method').selectOption('upi');
  expect(await settle.getByLabel('Amount (₹)').inputValue()).toBe('622.00');
  const utr = `4${String(Date.now()).slice(-11)}`;
  await settle.getByLabel(/^UPI reference \(UTR\)/).fill(utr);
  await settle.getByRole('button', { name: 'Record payment' }).click();
  await expectSeen(bill.getByText(new RegExp(`^UPI ₹622\\.00.*, ref\\. ${utr}`)));
  await expectSeen(bill.getByTestId('folio-balance').filter({ hasText: '₹0.00' }));
  await bill.getByRole('button', { name: /^Check out/ }).click();
  await bill.waitFor({ state: 'detached' });
  await expectSeen(page.getByRole('status').filter({ hasText: `Checked out ${c.name}.` }));

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
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(sideways).toBe(false);
  await page.screenshot({ path: `/tmp/whole-stay-desk-${width}.png`, fullPage: true });

  // the invoice mail (rendered and its PDF attached when the outbox sends it) reaches the guest
  const mail = await waitForMessage(
    c.email,
    new RegExp(`Attached is tax invoice ${escape(invoiceNo)} `),
    30_000,
  );
  expect(mail.subject).toBe(
    `Tax invoice ${invoiceNo} for your stay at Patratu Lake Resort (booking ${booking.ref})`,
  );
  expect(mail.text).toContain('₹1,122.00 including GST');

  // the day's Form C lists the guest, not yet submitted
  const row = await formCRow(page, 'Patratu Lake Resort', booking, c.name, g.passportNo);
  await expectSeen(row.getByText('Not yet submitted'));
  await page.screenshot({ path: `/tmp/whole-stay-form-c-${width}.png`, fullPage: true });
  expectNoErrors(desk);
  await desk.context.close();
  return invoiceNo;
}

describe('a whole stay', () => {
  it('at 1280 px: a foreign guest registered and checked in (card printed), an advance, dinner and laundry, UPI settles the bill at check-out; the invoice on the desk page, the guest page and in the mail; Form C lists the guest', async () => {
    // the guest books and pays on a phone, and stays signed in there
    const phone = await newPage(browser, { width: 360, height: 780 });
    const booking = await bookForeign(phone.page, guest, papers);
    const invoiceNo = await deskStay(1280, guest, papers, booking);

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
    await phone.context.close();
  }, 240_000);

  it('at 768 px (a tablet): the same stay for a second foreign guest, from registration to Form C', async () => {
    const phone = await newPage(browser, { width: 360, height: 780 });
    const booking = await bookForeign(phone.page, tabletGuest, tabletPapers);
    await phone.context.close();
    await deskStay(768, tabletGuest, tabletPapers, booking);
  }, 240_000);
});
