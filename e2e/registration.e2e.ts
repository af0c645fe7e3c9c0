import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIst } from '../src/shared/dates';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { bookAndPay } from './support/paid-booking';
import { newCustomer, registerCustomer } from './support/customer';
import { expectSeen } from './support/seen';
import {
  checkInOnFreeRoom,
  formCRow,
  GERMAN_TOURIST,
  printRegistrationCard,
  registrationField,
  registrationForm,
  saveRegistration,
  typeForeignGuest,
} from './support/registration';
import { signInStaff } from './support/staff';

/*
 * Registration at check-in (issue 28): a foreign guest's booking for today; the demo hotel
 * manager types the passport and visa on the booking page, checks the guest in, prints the
 * registration card to PDF (A4 and 80 mm) and finds the guest on the day's Form C list, then marks
 * it submitted. At 768 px the Form C list fits the width and is worked by keyboard.
 */

let browser: Browser;
const guest = newCustomer('formc', '8', 'Anna Schmidt');
const today = todayIst();

beforeAll(async () => {
  browser = await launchBrowser();
  await registerCustomer(guest);
});
afterAll(() => browser?.close());

describe('registration and Form C', () => {
  it('a foreign guest is registered with passport and visa, checked in, the card printed and listed on Form C', async () => {
    const customerPage = await newPage(browser);
    const booking = await bookAndPay(customerPage.page, guest, {
      nights: 2,
      address: 'Hauptstrasse 5, Berlin',
      identityType: 'Passport',
      identityNo: 'C1234567',
    });
    await customerPage.context.close();

    const t = await newPage(browser, { width: 1280, height: 900 });
    const { page } = t;
    await signInStaff(t, 'manager@jtdc.demo');
    await page.goto(`/admin/bookings/${booking.id}`);
    await page.getByRole('heading', { level: 1, name: `Booking ${booking.ref}` }).waitFor();

    const reg = registrationForm(page);
    await reg.waitFor();
    expect(await reg.getByLabel('Full name').inputValue()).toBe('Anna Schmidt');
    await reg.getByLabel('Nationality').selectOption(GERMAN_TOURIST.nationality);
    // a bad passport number first: the field says what is wrong
    await registrationField(reg, 'Passport number').fill('AB1');
    await reg.getByRole('button', { name: 'Save registration' }).click();
    await expectSeen(
      reg.getByText('A passport number has 6 to 12 letters and digits, as printed (no spaces).'),
    );
    await typeForeignGuest(reg, GERMAN_TOURIST);
    await expectNoA11yViolations(page);
    await saveRegistration(page);

    // check-in: a free room of the booked type
    await checkInOnFreeRoom(page, guest.name);
    await expectSeen(page.getByText(/due by .* \(24 hours after check-in\)/));

    // the registration card, printed to PDF on A4 and on 80 mm paper
    await printRegistrationCard(page, GERMAN_TOURIST.passportNo, {
      screenshot: '/tmp/grc-a4-print.png',
      pdf: '/tmp/grc-a4.pdf',
    });
    await expectNoA11yViolations(page);
    await page.getByLabel('Thermal printer (80 mm)').check();
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: '/tmp/grc-thermal-print.png', fullPage: true });
    const thermal = await page.pdf({ path: '/tmp/grc-thermal.pdf', preferCSSPageSize: true });
    expect(thermal.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });

    // Form C for the day lists the guest
    const row = await formCRow(
      page,
      'Patratu Lake Resort',
      booking,
      'Anna Schmidt',
      GERMAN_TOURIST.passportNo,
    );
    await expectSeen(row.getByText('Not yet submitted'));
    await expectNoA11yViolations(page);
    await page.screenshot({ path: '/tmp/form-c-1280.png', fullPage: true });
    await row.getByRole('button', { name: /^Mark submitted: Form C of Anna Schmidt/ }).click();
    await expectSeen(row.getByText(/^Submitted/));
    expectNoErrors(t);
  });

  it('at 768 px the Form C list fits the width and its controls are reached by keyboard', async () => {
    const t = await newPage(browser, { width: 768, height: 1000 });
    const { page } = t;
    await signInStaff(t, 'manager@jtdc.demo');
    await page.goto(`/admin/form-c?hotelId=1&date=${today}`);
    await expectSeen(page.getByRole('region', { name: /^Foreign guests checked in/ }));
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(sideways).toBe(false);
    // from the hotel field, Tab reaches the CSV download and the row's button
    await page.getByLabel('Hotel').focus();
    const reached: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    expect(reached).toContain('Download arrivals CSV');
    expect(reached).toContain('Print');
    await expectNoA11yViolations(page);
    await page.screenshot({ path: '/tmp/form-c-768.png', fullPage: true });
    expectNoErrors(t);
  });
});
