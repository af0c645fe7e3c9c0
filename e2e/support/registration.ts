import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { addDays, todayIst } from '../../src/shared/dates';
import { expectSeen } from './seen';

/** What the desk types for a foreign guest at check-in (the Form C fields). */
export type ForeignGuest = {
  nationality: string;
  sex: 'F' | 'M';
  dateOfBirth: string;
  address: string;
  passportNo: string;
  passportPlace: string;
  visaNo: string;
  visaPlace: string;
  arrivedFrom: string;
  nextDestination: string;
};

/** Anna Schmidt's papers (registration.e2e.ts); other journeys override what they need. */
export const GERMAN_TOURIST: ForeignGuest = {
  nationality: 'DE',
  sex: 'F',
  dateOfBirth: '1988-04-12',
  address: 'Hauptstrasse 5, 10115 Berlin',
  passportNo: 'C01X00T47',
  passportPlace: 'Berlin',
  visaNo: 'VA1234567',
  visaPlace: 'Frankfurt',
  arrivedFrom: 'Frankfurt, Germany',
  nextDestination: 'Kolkata',
};

/** The booking page's registration form. */
export const registrationForm = (page: Page): Locator =>
  page.getByRole('form', { name: 'Guest registration' });

/** A field of the registration form by its label (a required field's label ends in a star). */
export const registrationField = (reg: Locator, label: string): Locator =>
  reg.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));

/**
 * Types a foreign guest's nationality, passport and visa into the registration form (not saved:
 * see saveRegistration). Visa and arrival dates are relative to today (IST).
 */
export async function typeForeignGuest(reg: Locator, g: ForeignGuest): Promise<void> {
  const today = todayIst();
  await reg.getByLabel('Nationality').selectOption(g.nationality);
  await reg.getByLabel('Sex').selectOption(g.sex);
  const fill: [string, string][] = [
    ['Date of birth', g.dateOfBirth],
    ['Address in the country of residence', g.address],
    ['Passport number', g.passportNo],
    ['Passport place of issue', g.passportPlace],
    ['Passport date of issue', '2020-01-15'],
    ['Passport valid until', '2030-01-14'],
    ['Visa number', g.visaNo],
    ['Visa place of issue', g.visaPlace],
    ['Visa date of issue', addDays(today, -40)],
    ['Visa valid until', addDays(today, 300)],
    ['Date of arrival in India', addDays(today, -3)],
    ['Arrived from (city, country)', g.arrivedFrom],
    ['Next destination', g.nextDestination],
  ];
  for (const [label, value] of fill) await registrationField(reg, label).fill(value);
  await reg.getByLabel('Visa type').selectOption('e-Tourist');
  await reg.getByLabel('Purpose of visit').selectOption('Tourism');
}

/** Saves the registration form and waits for its confirmation. */
export async function saveRegistration(page: Page, guests = 1): Promise<void> {
  await registrationForm(page).getByRole('button', { name: 'Save registration' }).click();
  const saved = `Registration saved: ${guests} guest${guests === 1 ? '' : 's'}.`;
  await expectSeen(page.getByRole('status').filter({ hasText: saved }));
}

/** Checks the guest in on the first free room of the booked type, the passport seen. */
export async function checkInOnFreeRoom(page: Page, guestName: string): Promise<void> {
  await page.getByRole('button', { name: 'Check in' }).click();
  const dialog = page.getByRole('dialog', { name: `Check in ${guestName}` });
  await dialog.getByLabel('Yes').check();
  await dialog.getByLabel('Document type').selectOption('Passport');
  const pick = dialog.getByLabel(/^Room for room 1/);
  await pick.locator('option').nth(1).waitFor({ state: 'attached' });
  await pick.selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Check in' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * From the booking page, opens the registration card (it must show the passport number and the
 * signature line) and prints it to PDF on A4; returns the PDF's bytes, which start with %PDF-.
 * The page stays on the card, in screen media.
 */
export async function printRegistrationCard(
  page: Page,
  passportNo: string,
  files: { screenshot?: string; pdf?: string } = {},
): Promise<Buffer> {
  await page.getByRole('link', { name: 'Registration card (print)' }).click();
  const card = page.getByRole('article', { name: 'Guest registration card' });
  await expectSeen(card.getByText(passportNo, { exact: false }));
  await expectSeen(card.getByText("Guest's signature"));
  await page.emulateMedia({ media: 'print' });
  if (files.screenshot) await page.screenshot({ path: files.screenshot, fullPage: true });
  const pdf = await page.pdf({ path: files.pdf, preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return pdf;
}

/**
 * Opens Form C from the back office's navigation (behind "Menu" below 1024 px) and returns the
 * booking's row on today's list, after checking it names the guest and the passport number.
 */
export async function formCRow(
  page: Page,
  hotelName: string,
  booking: { ref: string },
  guestName: string,
  passportNo: string,
): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Back office' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole('link', { name: 'Form C', exact: true }).click();
  const list = page.getByRole('region', {
    name: new RegExp(`^Foreign guests checked in at ${hotelName}`),
  });
  const row = list.getByRole('row').filter({ hasText: booking.ref });
  await expectSeen(row.getByText(guestName));
  await expectSeen(row.getByText(new RegExp(passportNo)));
  return row;
}
