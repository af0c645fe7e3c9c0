import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../src/shared/dates';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { bookAndPay } from './support/paid-booking';
import { newCustomer, registerCustomer } from './support/customer';
import { expectSeen } from './support/seen';
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

    const reg = page.getByRole('form', { name: 'Guest registration' });
    await reg.waitFor();
    expect(await reg.getByLabel('Full name').inputValue()).toBe('Anna Schmidt');
    await reg.getByLabel('Nationality').selectOption('DE');
    await reg.getByLabel('Sex').selectOption('F');
    // a field by its label (a required field's label ends in a star)
    const field = (label: string) =>
      reg.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));
    const fill: [string, string][] = [
      ['Date of birth', '1988-04-12'],
      ['Address in the country of residence', 'Hauptstrasse 5, 10115 Berlin'],
      ['Passport number', 'C01X00T47'],
      ['Passport place of issue', 'Berlin'],
      ['Passport date of issue', '2020-01-15'],
      ['Passport valid until', '2030-01-14'],
      ['Visa number', 'VA1234567'],
      ['Visa place of issue', 'Frankfurt'],
      ['Visa date of issue', addDays(today, -40)],
      ['Visa valid until', addDays(today, 300)],
      ['Date of arrival in India', addDays(today, -3)],
      ['Arrived from (city, country)', 'Frankfurt, Germany'],
      ['Next destination', 'Kolkata'],
    ];
    // a bad passport number first: the field says what is wrong
    await field('Passport number').fill('AB1');
    await reg.getByRole('button', { name: 'Save registration' }).click();
    await expectSeen(
      reg.getByText('A passport number has 6 to 12 letters and digits, as printed (no spaces).'),
    );
    for (const [label, value] of fill) await field(label).fill(value);
    await reg.getByLabel('Visa type').selectOption('e-Tourist');
    await reg.getByLabel('Purpose of visit').selectOption('Tourism');
    await expectNoA11yViolations(page);
    await reg.getByRole('button', { name: 'Save registration' }).click();
    await expectSeen(page.getByRole('status').filter({ hasText: 'Registration saved: 1 guest.' }));

    // check-in: a free room of the booked type
    await page.getByRole('button', { name: 'Check in' }).click();
    const dialog = page.getByRole('dialog', { name: `Check in ${guest.name}` });
    await dialog.getByLabel('Yes').check();
    await dialog.getByLabel('Document type').selectOption('Passport');
    const pick = dialog.getByLabel(/^Room for room 1/);
    await pick.locator('option').nth(1).waitFor({ state: 'attached' });
    await pick.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Check in' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectSeen(page.getByText(/due by .* \(24 hours after check-in\)/));

    // the registration card, printed to PDF on A4 and on 80 mm paper
    await page.getByRole('link', { name: 'Registration card (print)' }).click();
    const card = page.getByRole('article', { name: 'Guest registration card' });
    await expectSeen(card.getByText('C01X00T47', { exact: false }));
    await expectSeen(card.getByText("Guest's signature"));
    await expectNoA11yViolations(page);
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: '/tmp/grc-a4-print.png', fullPage: true });
    const a4 = await page.pdf({ path: '/tmp/grc-a4.pdf', preferCSSPageSize: true });
    expect(a4.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });
    await page.getByLabel('Thermal printer (80 mm)').check();
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: '/tmp/grc-thermal-print.png', fullPage: true });
    const thermal = await page.pdf({ path: '/tmp/grc-thermal.pdf', preferCSSPageSize: true });
    expect(thermal.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });

    // Form C for the day lists the guest
    await page.getByRole('link', { name: 'Form C', exact: true }).click();
    const list = page.getByRole('region', {
      name: /^Foreign guests checked in at Patratu Lake Resort/,
    });
    const row = list.getByRole('row').filter({ hasText: booking.ref });
    await expectSeen(row.getByText('Anna Schmidt'));
    await expectSeen(row.getByText(/C01X00T47/));
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
    expect(reached).toContain('Download CSV');
    expect(reached).toContain('Print');
    await expectNoA11yViolations(page);
    await page.screenshot({ path: '/tmp/form-c-768.png', fullPage: true });
    expectNoErrors(t);
  });
});
