import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { logIn, newCustomer, registerCustomer } from './support/customer';
import { expectSeen } from './support/seen';
import { createStaffAccount, signInStaff } from './support/staff';

/*
 * The guide's paper (issue 29): a tour operator of one tour signs in to the back office, opens the
 * manifest of the tour's next departure, on which a guest has booked and paid, sees the
 * travellers, downloads the CSV and prints the page (the back office's bars hidden, the table
 * shown); at 1280, 768 and 360 px, axe clean (the add and cancel dialogs too), without sideways
 * scroll.
 */

const TOUR = 2;
let browser: Browser;
let operator = '';
let departureId = 0;
const guest = newCustomer('manifest', '8', 'Meera Tirkey');
const TRAVELLERS = [
  { name: 'Meera Tirkey', age: 34, idType: 'Voter ID' },
  { name: 'Tara Tirkey', age: 9, idType: 'Aadhaar Card' },
];

/** The guest books two travellers on the tour's next departure and pays in the sandbox. */
async function bookNextDeparture(page: Page): Promise<number> {
  await logIn(page, guest);
  const list = await page.request.get(`/api/tours/${TOUR}/departures`);
  const next = ((await list.json()) as { data: { departures: DepartureSeen[] } }).data
    .departures[0]!;
  const created = await page.request.post('/api/tour-bookings', {
    data: {
      departureId: next.id,
      pickupPointId: next.pickupPoints[0]!.id,
      travellers: TRAVELLERS,
      CustomerName: guest.name,
      EmailID: guest.email,
      MobileNo: guest.mobile,
      AcceptTerms: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { payment } = ((await created.json()) as { data: { payment: { orderId: string } } }).data;
  const paid = await page.request.post(`/api/payments/sandbox/${payment.orderId}/pay`, {
    data: { outcome: 'success' },
  });
  const verified = await page.request.post('/api/payments/verify', { data: await paid.json() });
  expect(verified.status(), await verified.text()).toBe(200);
  return next.id;
}
type DepartureSeen = { id: number; pickupPoints: { id: number }[] };

beforeAll(async () => {
  browser = await launchBrowser();
  await registerCustomer(guest);
  const setup = await newPage(browser);
  departureId = await bookNextDeparture(setup.page);
  operator = await createStaffAccount(setup, 'tour_operator', [], 'tour-operator', [TOUR]);
  await setup.context.close();
});
afterAll(() => browser?.close());

async function noSidewaysScroll(page: Page): Promise<void> {
  const over = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(over).toBeLessThanOrEqual(0);
}

describe.each([1280, 768, 360])('a tour operator’s manifest (%i px)', (width) => {
  it('opens the next departure’s manifest, sees the travellers, downloads the CSV and prints it', async () => {
    const t = await newPage(browser, { width, height: 900 });
    const { page } = t;
    await signInStaff(t, operator);
    // the menu offers the tour departures and nothing of hotels or accounts
    const nav = page.getByRole('navigation', { name: 'Back office' });
    // (below 1024 px the list is behind the Menu button: hidden, but there)
    const links = await nav.getByRole('link', { includeHidden: true }).allTextContents();
    expect(links.map((l) => l.trim())).toEqual([
      'Dashboard',
      'Tour departures',
      'Two-factor sign-in',
    ]);
    if (width < 1024) await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Tour departures' }).click();
    await page.getByRole('heading', { name: 'Tour departures', level: 1 }).waitFor();
    // only their own tour to pick
    const tour = page.getByRole('combobox', { name: 'Tour' });
    await expect.poll(() => tour.locator('option').count()).toBe(1);
    await expect.poll(() => tour.inputValue()).toBe(String(TOUR));
    const manifestLink = page.locator(`a[href="/admin/tour-departures/${departureId}/manifest"]`);
    await expectSeen(manifestLink);
    const row = page.getByRole('row').filter({ has: manifestLink });
    await expect.poll(() => row.textContent()).toMatch(/[1-9]\d* sold/);
    await noSidewaysScroll(page);
    await expectNoA11yViolations(page);
    // the dialogs: adding departures, and cancelling one (left without confirming)
    await page.getByRole('button', { name: 'Add departures' }).click();
    const add = page.getByRole('dialog', { name: 'Add departures' });
    await add.getByLabel('Every week (a schedule)').check();
    await expectSeen(add.getByLabel('Saturday'));
    await noSidewaysScroll(page);
    await expectNoA11yViolations(page);
    await add.getByRole('button', { name: 'Close without saving' }).click();
    await add.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: /^Cancel / }).click();
    const cancel = page.getByRole('alertdialog');
    await expect.poll(() => cancel.textContent()).toContain('refunded in full');
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await cancel.waitFor({ state: 'detached' });

    await manifestLink.click();
    await page.getByRole('heading', { name: /^Manifest: /, level: 1 }).waitFor();
    const table = page.getByRole('table');
    for (const p of TRAVELLERS) {
      await expectSeen(table.getByRole('rowheader', { name: p.name }));
    }
    await expect.poll(() => table.textContent()).toContain('9 (child)');
    await expect.poll(() => table.textContent()).toContain(guest.mobile);
    await noSidewaysScroll(page);
    await expectNoA11yViolations(page);

    // the CSV the bus company opens
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^manifest-departure-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Booking,Traveller,Age,Child,ID type');
    expect(csv).toContain('Tara Tirkey,9,yes,Aadhaar Card');

    // printed: the page alone, without the back office's bars and buttons
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Back office' }).isVisible()).toBe(false);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await table.isVisible()).toBe(true);
    expect(await table.getByRole('rowheader', { name: 'Tara Tirkey' }).isVisible()).toBe(true);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });
    await expectSeen(page.getByRole('button', { name: 'Print' }));

    expectNoErrors(t);
    await t.context.close();
  });
});
