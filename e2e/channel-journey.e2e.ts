import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate } from '../src/shared/dates';
import { startChannexStandIn, type ChannexStandIn } from '../src/server/modules/channels/stand-in';
import { PATRATU } from './support/book-deluxe';
import {
  expectNoA11yViolations,
  expectNoErrors,
  launchBrowser,
  newPage,
  useServer,
} from './support/browser';
import { logIn, newCustomer, registerCustomer } from './support/customer';
import {
  addBreakfastPlan,
  bookBreakfastPlan,
  DELUXE,
  festivalSaturday,
  setWeekendMinimumStay,
} from './support/rate-grid';
import { expectSeen } from './support/seen';
import { startServer, type RunningServer } from './support/server';
import { signInStaff } from './support/staff';

/*
 * Issue 31 "Done when", the browser journey: an admin maps a room type on the channel manager
 * page, sets a breakfast plan and a minimum stay for a festival weekend on the rate grid (and maps
 * the plan); a guest sees and books the breakfast plan; the channel manager (the local stand-in of
 * Channex, read through its /stand-in/received) shows the pushes; an OTA booking added to its feed
 * appears on the room chart with its source. The journey has its own server, with the channel
 * manager on and pointed at the stand-in.
 */

const PROPERTY = 'prop-patratu';
const CHANNEL_ROOM = 'rt-deluxe';
const CHANNEL_STANDARD = 'rp-deluxe-room-only';
const CHANNEL_BREAKFAST = 'rp-deluxe-breakfast';

let browser: Browser;
let standIn: ChannexStandIn;
let server: RunningServer | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-channels-'));
const customer = newCustomer('channel', '6', 'Meera Tirkey');
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 250 });

type Value = Record<string, string | number | boolean>;
/** What the stand-in received, read through its own API as a person checking it would. */
async function received(kind: 'availability' | 'restrictions'): Promise<Value[]> {
  const r = (await (await fetch(`${standIn.url}/stand-in/received`)).json()) as {
    received: { kind: string; values: Value[] }[];
  };
  return r.received.filter((m) => m.kind === kind).flatMap((m) => m.values);
}
/** The last value of a kind that covers `night` for the channel id (room type or rate plan). */
async function lastFor(
  kind: 'availability' | 'restrictions',
  id: string,
  night: string,
): Promise<Value | null> {
  const key = kind === 'availability' ? 'room_type_id' : 'rate_plan_id';
  return (
    (await received(kind))
      .filter((v) => v[key] === id && String(v.date_from) <= night && night <= String(v.date_to))
      .at(-1) ?? null
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  standIn = await startChannexStandIn();
  server = await startServer(dataDir, {
    CHANNEL_MANAGER: 'channex',
    CHANNEX_API_URL: standIn.url,
    CHANNEL_PUSH_MS: '300',
    CHANNEL_POLL_MS: '500',
  });
  useServer(server.baseUrl);
  await registerCustomer(customer);
}, 240_000);
afterAll(async () => {
  useServer(null);
  await browser?.close();
  await server?.stop();
  await standIn?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the channel manager journey', () => {
  const sat = festivalSaturday(6);
  const mon = addDays(sat, 2);

  it('maps, sets a plan and a minimum stay, a guest books it, the channel hears of it, an OTA booking lands on the chart', async () => {
    const t = await newPage(browser, { width: 1280, height: 900 });
    const { page } = t;
    await signInStaff(t, 'admin@jtdc.demo');

    // the admin maps Patratu's Deluxe room on the channel manager page
    await page.goto('/admin/channels');
    await expectSeen(page.getByRole('heading', { level: 1, name: 'Channel manager' }));
    await page.getByLabel('Hotel', { exact: true }).selectOption(String(PATRATU));
    const deluxe = page.getByRole('group', { name: DELUXE });
    await deluxe.waitFor();
    await page.getByLabel('Channel property id').fill(PROPERTY);
    await deluxe.getByLabel('Channel room type id').fill(CHANNEL_ROOM);
    await deluxe.getByLabel('Standard rate: channel rate plan id').fill(CHANNEL_STANDARD);
    await page.getByRole('button', { name: 'Save mapping' }).click();
    // the hotel joins the pushes and the full syncs above the form; then the notice is still
    await page.getByRole('button', { name: 'Full sync now: Patratu Lake Resort' }).waitFor();
    await expectSeen(page.getByText(/Mapping saved/));
    await expectNoA11yViolations(page);
    // the year ahead reaches the channel manager: the weekend's free rooms among them
    await poll(
      async () => (await lastFor('availability', CHANNEL_ROOM, sat))?.availability,
    ).toEqual(expect.any(Number));
    const freeBefore = Number((await lastFor('availability', CHANNEL_ROOM, sat))!.availability);

    // a breakfast plan and a two-night minimum for the festival weekend on the rate grid
    await setWeekendMinimumStay(page, sat);
    const stayRupees = await addBreakfastPlan(page);
    await expectNoA11yViolations(page);

    // the plan is sold on the channel too
    await page.goto('/admin/channels');
    await page.getByLabel('Hotel', { exact: true }).selectOption(String(PATRATU));
    await deluxe.getByLabel('Bed and breakfast: channel rate plan id').fill(CHANNEL_BREAKFAST);
    await page.getByRole('button', { name: 'Save mapping' }).click();
    await expectSeen(page.getByText(/Mapping saved/));

    // the stand-in shows the push: the plan's weekend at two nights' minimum, priced as the grid
    await poll(
      async () => (await lastFor('restrictions', CHANNEL_BREAKFAST, sat))?.min_stay_through,
    ).toBe(2);
    const satRate = await lastFor('restrictions', CHANNEL_BREAKFAST, sat);
    const sunRate = await lastFor('restrictions', CHANNEL_BREAKFAST, addDays(sat, 1));
    expect(Number(satRate!.rate) + Number(sunRate!.rate)).toBe(stayRupees);
    expect((await lastFor('restrictions', CHANNEL_STANDARD, sat))?.min_stay_through).toBe(2);
    // and the page says the prices went through
    await page.reload();
    const pushes = page.getByRole('region', { name: 'Pushes' });
    const ratesRow = pushes.getByRole('row', { name: /Prices and restrictions/ });
    await expectSeen(ratesRow);
    await poll(async () => {
      await page.reload();
      return ratesRow.textContent();
    }).not.toMatch(/Never|failed/);
    expectNoErrors(t);

    // a guest sees the breakfast plan for the weekend and books it
    const g = await newPage(browser, { width: 1280, height: 900 });
    await logIn(g.page, customer);
    await bookBreakfastPlan(g.page, sat, stayRupees);
    expectNoErrors(g);
    await g.context.close();

    // the channel manager hears of the room sold
    await poll(async () =>
      Number((await lastFor('availability', CHANNEL_ROOM, sat))?.availability),
    ).toBe(freeBefore - 1);

    // Booking.com sells the breakfast plan for the weekend: it lands on the room chart
    const { revisionId } = standIn.addRevision({
      property_id: PROPERTY,
      ota_name: 'Booking.com',
      ota_reservation_code: 'BDC-FEST-0042',
      arrival_date: sat,
      departure_date: mon,
      amount: (stayRupees * 1.05).toFixed(2),
      customer: { name: 'Kavya', surname: 'Iyer', mail: 'kavya@guest.booking.com' },
      rooms: [
        { room_type_id: CHANNEL_ROOM, rate_plan_id: CHANNEL_BREAKFAST, occupancy: { adults: 2 } },
      ],
    });
    await poll(() => standIn.acks.get(revisionId)).toBe(1);
    await page.goto(`/admin/hotels/${PATRATU}/chart`);
    await page.getByLabel('First night').fill(sat);
    const list = page.getByRole('region', { name: 'Booked rooms with no room yet' });
    const ota = list.getByRole('button', { name: /^Kavya Iyer Booked Booking\.com/ });
    await expectSeen(ota);
    await expectSeen(ota.getByText('Booking.com', { exact: true }));
    await expectSeen(ota.getByText(new RegExp(`${DELUXE}, .*${formatDate(sat)}`)));
    // the OTA's room is gone from the website and the channel too
    await poll(async () =>
      Number((await lastFor('availability', CHANNEL_ROOM, sat))?.availability),
    ).toBe(freeBefore - 2);
    await expectNoA11yViolations(page);
    expectNoErrors(t);
    await t.context.close();
  });
});
