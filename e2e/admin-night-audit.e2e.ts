import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NightAudit } from '../src/shared/contracts/rooms';
import { addDays, formatDate, todayIst } from '../src/shared/dates';
import { formatRupees } from '../src/shared/money';
import {
  expectNoA11yViolations,
  expectNoErrors,
  launchBrowser,
  newPage,
  type TrackedPage,
} from './support/browser';
import { newCustomer, registerCustomer, type TestCustomer } from './support/customer';
import { pageDaysAhead, startOwnServer, type OwnServer } from './support/own-server';
import { bookAndPay, type PaidBooking } from './support/paid-booking';
import { expectNoPageSideScroll, expectSeen } from './support/seen';
import { createStaffAccount, signInStaff } from './support/staff';

/*
 * Issue 27 "Done when": the night audit marks a late no-show and the dashboard shows the frozen
 * figures. The journey has its own database (the test clock, ADR 280). On today's clock, at each
 * hotel, one guest books tonight for four nights and is checked in, and another books one night
 * from tomorrow and never comes. Then a second server starts on the same database three days on:
 * as it starts, its night-audit job closes yesterday (the day after the arrival) at every hotel,
 * but not the arrival day, the job closes only yesterday. A front-desk clerk closes the arrival
 * day on the night-audit page: its check-in time plus the hotel's cut-off is long past, so the
 * guest who did not come is counted a no-show, and the booking's page says "No-show". The
 * dashboard shows the hotel's last closed night (the job's) with its frozen figures. At 1280 px at
 * Patratu Lake Resort and at 768 px at Hotel Birsa Vihar, each with its own clerk.
 */

/** Days the second server (and the clerks' browsers) live ahead of today. */
const OFFSET = 3;
const HOTELS = {
  1280: { id: 1, name: 'Patratu Lake Resort' },
  768: { id: 2, name: 'Hotel Birsa Vihar, Ranchi' },
} as const;
type Width = keyof typeof HOTELS;
const WIDTHS = [1280, 768] as const;

const today = todayIst();
/** The late guest's arrival day: the day the clerk closes. */
const arrivalDay = addDays(today, 1);
/** Yesterday on the moved clock: the day the job closes as the second server starts. */
const jobDay = addDays(today, OFFSET - 1);

type Scene = { clerk: string; late: PaidBooking; lateGuest: TestCustomer };
const scenes = {} as Record<Width, Scene>;
let browser: Browser;
let server: OwnServer | undefined;

/** An API client signed in as the demo admin (the set-up's desk work, not what is tested). */
async function adminApi(t: TrackedPage): Promise<APIRequestContext> {
  const req = t.context.request;
  const login = await req.post('/api/staff/login', {
    data: { email: 'admin@jtdc.demo', password: 'demo-staff-password' },
  });
  expect(login.status(), await login.text()).toBe(200);
  return req;
}

/** The desk checks a booking in, in a free room of its type for all its nights. */
async function checkIn(api: APIRequestContext, b: PaidBooking, hotelId: number, nights: number) {
  const detail = await (await api.get(`/api/staff/bookings/${b.id}`)).json();
  const bookingRoomId = (detail as { data: { roomList: { id: number }[] } }).data.roomList[0]!.id;
  const chart = (await (
    await api.get(`/api/staff/hotels/${hotelId}/chart?from=${today}&to=${addDays(today, nights)}`)
  ).json()) as {
    data: {
      rooms: { id: number; roomTypeId: number; retired: boolean; stays: []; outOfOrder: [] }[];
    };
  };
  const room = chart.data.rooms.find(
    (r) => r.roomTypeId === b.roomTypeId && !r.retired && !r.stays.length && !r.outOfOrder.length,
  )!;
  const res = await api.post(`/api/staff/bookings/${b.id}/check-in`, {
    data: { idSeen: true, idType: 'Aadhaar Card', rooms: [{ bookingRoomId, roomId: room.id }] },
  });
  expect(res.status(), await res.text()).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startOwnServer('night-audit');
  const admin = await newPage(browser);
  for (const width of WIDTHS) {
    const hotel = HOTELS[width];
    const staying = newCustomer('inhouse', '7', width === 1280 ? 'Sarita Lakra' : 'Manoj Soren');
    const lateGuest = newCustomer('noshow', '8', width === 1280 ? 'Dilip Mahto' : 'Rekha Tudu');
    await registerCustomer(staying);
    await registerCustomer(lateGuest);
    const a = await newPage(browser);
    const inHouse = await bookAndPay(a.page, staying, { hotelId: hotel.id, nights: 4 });
    await a.context.close();
    const b = await newPage(browser);
    const late = await bookAndPay(b.page, lateGuest, { hotelId: hotel.id, checkIn: arrivalDay });
    await b.context.close();
    await checkIn(await adminApi(admin), inHouse, hotel.id, 4);
    const clerk = await createStaffAccount(admin, 'front_desk', [hotel.id]);
    scenes[width] = { clerk, late, lateGuest };
  }
  await admin.context.close();
  // three days on: the job closes the day after the arrival at every hotel as the server starts
  await server.moveClock(OFFSET);
  const later = await pageDaysAhead(browser, OFFSET);
  const api = await adminApi(later);
  for (const width of WIDTHS) {
    const url = `/api/staff/hotels/${HOTELS[width].id}/night-audits?from=${jobDay}&to=${jobDay}`;
    const deadline = Date.now() + 30_000;
    const closedDays = async () =>
      ((await (await api.get(url)).json()) as { data: { days: unknown[] } }).data.days.length;
    while ((await closedDays()) === 0) {
      if (Date.now() > deadline) throw new Error(`the job did not close ${jobDay}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  await later.context.close();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;
const rupees = (paise: number) => formatRupees(paise, { decimals: true });

/** Opens a page of the back office's navigation (behind "Menu" below 1024 px). */
async function openNav(t: TrackedPage, name: string) {
  const nav = t.page.getByRole('navigation', { name: 'Back office' });
  const menu = nav.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole('link', { name, exact: true }).click();
  await expectSeen(t.page.getByRole('heading', { level: 1, name }));
}

describe('the night audit (issue 27)', () => {
  it.each(WIDTHS)(
    'at %i px a clerk closes the arrival day: the guest who did not come is a no-show, and the dashboard shows the last closed night’s frozen figures',
    async (width) => {
      const hotel = HOTELS[width];
      const { clerk, late, lateGuest } = scenes[width];
      const t = await pageDaysAhead(browser, OFFSET, { width, height: 900 });
      const { page } = t;
      await signInStaff(t, clerk);

      // ---- the night-audit page: the job's day is closed; the clerk closes the arrival day ----
      await openNav(t, 'Night audit');
      const days = page.getByRole('region', { name: 'Closed days' });
      const jobRow = days.getByRole('row', { name: new RegExp(`^${formatDate(jobDay)}`) });
      await expectSeen(jobRow.getByRole('cell', { name: 'Daily close' }));
      const dayField = page.getByLabel('Day to close');
      await dayField.fill(arrivalDay);
      await page.getByRole('button', { name: 'Close the day' }).click();
      await expectSeen(
        page
          .getByRole('status')
          .filter({ hasText: `${formatDate(arrivalDay)} is closed: 1 room sold, 1 no-show.` }),
      );
      const closed = days.getByRole('row', { name: new RegExp(`^${formatDate(arrivalDay)}`) });
      await closed.waitFor();
      // the no-shows, what was received and who closed it: the last three cells
      const cells = closed.getByRole('cell');
      const n = await cells.count();
      await expectSeen(cells.nth(n - 3));
      expect(await cells.nth(n - 3).textContent()).toBe('1');
      expect(await cells.nth(n - 1).textContent()).toBe(clerk);
      await expectNoPageSideScroll(page);
      // where the table does not fit it scrolls inside its frame, and the day stays in view
      await days.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expectSeen(closed.getByRole('rowheader'));
      await expectSeen(cells.nth(n - 1));
      await expectNoA11yViolations(page);
      await days.evaluate((el) => el.scrollTo({ left: 0 }));
      await page.screenshot({ path: `/tmp/shots-audit/night-audit-${width}.png`, fullPage: true });

      // ---- the booking of the guest who did not come says so ----
      await page.goto(`/admin/bookings/${late.id}`);
      await expectSeen(page.getByRole('heading', { level: 1, name: `Booking ${late.ref}` }));
      await expectSeen(page.getByText(lateGuest.name).first());
      await expectSeen(
        page
          .getByRole('region', { name: 'Stay' })
          .getByRole('definition')
          .first()
          .getByText('No-show', { exact: true }),
      );

      // ---- the dashboard: the hotel's last closed night, the job's, with its frozen figures ----
      await openNav(t, 'Dashboard');
      const frozen = (
        (await (
          await t.context.request.get(
            `/api/staff/hotels/${hotel.id}/night-audits?from=${jobDay}&to=${jobDay}`,
          )
        ).json()) as { data: { days: NightAudit[] } }
      ).data.days[0]!;
      expect(frozen).toMatchObject({ date: jobDay, roomsSold: 1, roomsInHouse: 1, closedBy: null });
      const perHotel = page.getByRole('table', { name: 'Today per hotel' });
      await expectSeen(
        perHotel
          .getByRole('row', { name: new RegExp(`^${hotel.name}`) })
          .getByRole('cell', { name: `Closed to ${formatDate(jobDay)}` }),
      );
      const card = page.getByRole('article', { name: hotel.name });
      await expectSeen(card.getByText(`Night of ${formatDate(jobDay)}, closed by the daily close`));
      const terms = await card.getByRole('term').allTextContents();
      const values = await card.getByRole('definition').allTextContents();
      expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({
        Occupancy: percent(frozen.occupancyBp),
        ADR: rupees(frozen.adrPaise),
        RevPAR: rupees(frozen.revparPaise),
        'In house': '1', // the guest checked in three days ago
        Arrivals: '0',
        Departures: '0',
        'No-shows': '0',
        Received: 'None', // nothing was paid on that day
      });
      expect(frozen.occupancyBp).toBeGreaterThan(0);
      // every figure is on screen, not cut off
      for (const value of await card.getByRole('definition').all()) await expectSeen(value);
      await expectNoPageSideScroll(page);
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `/tmp/shots-audit/dashboard-${width}.png`, fullPage: true });
      expectNoErrors(t);
      await t.context.close();
    },
    120_000,
  );
});
