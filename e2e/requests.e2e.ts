import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../src/shared/dates';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { newCustomer, registerCustomer, submitLogin, type TestCustomer } from './support/customer';

/*
 * After the stay is booked: a customer asks to move a booking from its row in the booking
 * history (the form comes filled in), and a visitor enquires about a tour package from the tour's
 * page (no hotel asked). Both at 360 px and 1280 px, asserting what a person sees.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const WIDTHS = [360, 1280] as const;

/** The element is on screen, inside the viewport, and not covered by anything else. */
async function expectSeen(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  const vp = page.viewportSize()!;
  expect(box!.width).toBeGreaterThan(0);
  expect(box!.height).toBeGreaterThan(0);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(vp.width + 0.5);
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && (el === top || el.contains(top));
  });
  expect(hit, 'element is not covered at its centre').toBe(true);
}

/** Logs the customer in through the form and books one room at hotel 1, paid in the sandbox. */
async function bookAsCustomer(page: Page, c: TestCustomer, offset: number): Promise<string> {
  await page.goto('/login');
  await submitLogin(page, c);
  await page.waitForURL((u) => u.pathname !== '/login');
  const checkIn = addDays(todayIst(), offset);
  const checkOut = addDays(checkIn, 1);
  const avail = await page.request.post(`/api/checkAvailibilty/1`, {
    data: { check_in_date: checkIn, check_out_date: checkOut },
  });
  const [type] = ((await avail.json()) as { data: { RoomTypeID: number }[] }).data;
  const created = await page.request.post('/api/bookings', {
    data: {
      hotelID: 1,
      CheckIn: checkIn,
      checkOUT: checkOut,
      rooms: [{ RoomTypeID: type!.RoomTypeID, NoOfAdult: 1, NoOfChild: 0, ExtraPerson: 0 }],
      CustomerName: c.name,
      CustomerType: 'Individual',
      EmailID: c.email,
      MobileNo: c.mobile,
      CustomerAddress: 'Lalpur, Ranchi, Jharkhand 834001',
      IdentityType: 'Aadhaar Card',
      IdentityNo: '1234',
      AcceptTerms: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const data = (
    (await created.json()) as {
      data: { BookingRefNo: string; payment: { orderId: string } };
    }
  ).data;
  const paid = await page.request.post(`/api/payments/sandbox/${data.payment.orderId}/pay`, {
    data: { outcome: 'success' },
  });
  const verified = await page.request.post('/api/payments/verify', { data: await paid.json() });
  expect(verified.status(), await verified.text()).toBe(200);
  return data.BookingRefNo;
}

describe('rescheduling a booking from the booking history', () => {
  for (const width of WIDTHS) {
    it(`offers Reschedule on a confirmed booking and opens the request filled in (${width} px)`, async () => {
      const c = newCustomer(`resched${width}`, '7', 'Rohit Tirkey');
      await registerCustomer(c);
      const t = await newPage(browser, { width, height: 800 });
      const { page } = t;
      const ref = await bookAsCustomer(page, c, 30 + (width === 360 ? 0 : 3));

      await page.goto('/booking-history');
      const row = page.getByTestId('history-row').filter({ hasText: ref });
      const button = row.getByRole('link', { name: `Reschedule: ${ref}` });
      await button.waitFor();
      await expectSeen(page, button);
      await expectNoA11yViolations(page);
      await button.click();

      await page.waitForURL(/\/rescheduleBooking\?/);
      const refBox = page.getByRole('textbox', { name: /Booking reference number/ });
      await expectSeen(page, refBox);
      expect(await refBox.inputValue()).toBe(ref);
      const hotel = page.getByRole('combobox', { name: /Hotel/ });
      await expect.poll(() => hotel.inputValue()).toBe('Patratu Lake Resort');
      const form = page.locator('form[aria-labelledby="request-form-title"]');
      expect(await form.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe(c.name);
      expect(await form.getByRole('textbox', { name: /^Email/ }).inputValue()).toBe(c.email);
      expect(await form.getByRole('textbox', { name: /^Phone/ }).inputValue()).toBe(c.mobile);
      await expectNoA11yViolations(page);

      await page.getByLabel(/New check-in date/).fill(addDays(todayIst(), 50));
      await page.getByLabel(/New check-out date/).fill(addDays(todayIst(), 52));
      await page.getByRole('textbox', { name: /Reason/ }).fill('Our train was cancelled.');
      await page.getByRole('button', { name: 'Submit Request' }).click();

      const heading = page.getByRole('heading', { name: /Your reference number: RSR-/ });
      await heading.waitFor();
      await expectSeen(page, heading);
      const toast = page
        .locator('.Toastify__toast')
        .filter({ hasText: 'Your reschedule request has been received. Ref: RSR-' });
      await toast.waitFor();
      await expectSeen(page, toast);
      expectNoErrors(t);
      await t.context.close();
    });
  }

  it('asks a visitor who is not logged in to log in first (360 px)', async () => {
    const t = await newPage(browser, { width: 360, height: 800 });
    const { page } = t;
    await page.goto('/rescheduleBooking');
    const login = page.getByRole('main').getByRole('link', { name: 'Log In' });
    await login.waitFor();
    await expectSeen(page, page.getByRole('heading', { name: 'Log in to reschedule a booking' }));
    await expectSeen(page, login);
    expect(await login.getAttribute('href')).toBe('/login?next=%2FrescheduleBooking');
    expect(await page.getByRole('button', { name: 'Submit Request' }).count()).toBe(0);
    await expectNoA11yViolations(page);
    expectNoErrors(t);
    await t.context.close();
  });
});

describe('enquiring about a tour package', () => {
  for (const width of WIDTHS) {
    it(`"Request this package" opens an enquiry for that tour with no hotel asked (${width} px)`, async () => {
      const t = await newPage(browser, { width, height: 800 });
      const { page } = t;
      await page.goto('/tours');
      const first = page.getByRole('link', { name: /^View details: / }).first();
      await first.waitFor();
      const title = (await first.getAttribute('aria-label'))!.replace(/^View details: /, '');
      await first.click();
      await page.waitForURL(/\/tour-details\//);

      const request = page.getByRole('link', { name: 'Request this package' });
      await request.waitFor();
      await expectSeen(page, request);
      await request.click();

      await page.waitForURL(/\/advanceBooking\?tour=\d+/);
      await expectSeen(page, page.getByRole('heading', { level: 1, name: 'Tour Package Enquiry' }));
      await expectSeen(page, page.getByTestId('enquiry-tour').getByText(title, { exact: true }));
      expect(await page.getByRole('combobox', { name: /Hotel/ }).count()).toBe(0);
      expect(await page.getByRole('combobox', { name: /Purpose/ }).count()).toBe(0);
      await expectNoA11yViolations(page);

      await page.getByRole('textbox', { name: /^Name/ }).fill('Meera Soren');
      await page.getByRole('textbox', { name: /Mobile number/ }).fill('9876543210');
      await page.getByRole('button', { name: 'Send Enquiry' }).click();

      const toast = page
        .locator('.Toastify__toast')
        .filter({ hasText: /^Request received\. Ref: ABR-/ });
      await toast.waitFor();
      await expectSeen(page, toast);
      expect(await page.getByText(/Booking successful/).count()).toBe(0);
      await expectSeen(page, page.getByRole('heading', { name: /Your reference number: ABR-/ }));
      expectNoErrors(t);
      await t.context.close();
    });
  }
});
