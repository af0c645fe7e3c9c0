import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chart } from '../src/shared/contracts/rooms';
import { addDays, todayIst } from '../src/shared/dates';
import {
  expectNoA11yViolations,
  expectNoErrors,
  launchBrowser,
  newPage,
  type TrackedPage,
} from './support/browser';
import { bookAndPay } from './support/paid-booking';
import { newCustomer, registerCustomer } from './support/customer';
import { expectNoPageSideScroll, expectSeen } from './support/seen';
import { signInStaff } from './support/staff';

/*
 * The room chart: a guest books a room at hotel 1 for tonight (no physical room yet); the demo
 * hotel manager opens the chart from the hotel's page, finds the booking among the unassigned,
 * assigns it to a free, made-up room with the keyboard only, and sees the bar on that room's row.
 * The guest arrives: from the bar's menu the manager opens the booking, checks the guest in to the
 * room it holds, goes back to the chart and the bar says "In house". At 1280 and 768 px: the chart
 * scrolls inside its frame, the page never sideways; axe on the page and the dialog.
 */

let browser: Browser;
const guests = {
  1280: newCustomer('chart', '8', 'Sunita Tirkey'),
  768: newCustomer('chart', '7', 'Birsa Munda'),
};

beforeAll(async () => {
  browser = await launchBrowser();
  await registerCustomer(guests[1280]);
  await registerCustomer(guests[768]);
});
afterAll(() => browser?.close());

/**
 * Housekeeping has made up at least one room of the type that is free tonight: the journeys
 * before this one on the same server check guests out, which leaves their rooms dirty.
 */
async function madeUpRoomFree(t: TrackedPage, roomTypeId: number): Promise<void> {
  const today = todayIst();
  const r = await t.page.request.get(
    `/api/staff/hotels/1/chart?from=${today}&to=${addDays(today, 1)}`,
  );
  expect(r.status(), await r.text()).toBe(200);
  const free = ((await r.json()) as { data: Chart }).data.rooms.filter(
    (room) =>
      room.roomTypeId === roomTypeId &&
      !room.retired &&
      room.stays.length === 0 &&
      room.outOfOrder.length === 0,
  );
  if (free.some((room) => room.housekeeping === 'clean' || room.housekeeping === 'inspected'))
    return;
  const made = await t.page.request.put(`/api/staff/rooms/${free[0]!.id}/housekeeping`, {
    data: { status: 'clean' },
  });
  expect(made.status(), await made.text()).toBe(200);
}

describe('the room chart', () => {
  it.each([1280, 768] as const)(
    'at %i px the manager assigns tonight’s unassigned arrival to a clean room by keyboard, checks the guest in, and the bar says in house',
    async (width) => {
      const guest = guests[width];
      const customer = await newPage(browser);
      const { roomTypeId } = await bookAndPay(customer.page, guest);
      await customer.context.close();

      const t = await newPage(browser, { width, height: 900 });
      const { page } = t;
      await signInStaff(t, 'manager@jtdc.demo');
      await madeUpRoomFree(t, roomTypeId);
      await page.goto('/admin/hotels/1');
      await page.getByRole('link', { name: 'Room chart' }).click();
      const frame = page.getByRole('region', { name: /^Room chart from/ });
      await frame.waitFor();
      await expectNoPageSideScroll(page);
      // 14 nights do not fit in 768 px: the frame scrolls, not the page
      if (width === 768) {
        const [sw, cw] = await frame.evaluate((el) => [el.scrollWidth, el.clientWidth]);
        expect(sw).toBeGreaterThan(cw);
      }
      await expectNoA11yViolations(page);

      const item = page
        .getByRole('region', { name: 'Booked rooms with no room yet' })
        .getByRole('button', { name: new RegExp(guest.name) });
      await item.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `Assign ${guest.name} to…` });
      await dialog.waitFor();
      const select = dialog.getByLabel('Assign to');
      await select.focus();
      // the dialog offers the first ready room; the clerk keeps it (an arrow key would pass it
      // over for the next, dirty when it is the only one made up)
      const picked = await select.evaluate(
        (el) => (el as HTMLSelectElement).selectedOptions[0]?.text ?? '',
      );
      // ready rooms come first: the one chosen is made up
      expect(picked).toMatch(/^Room \S+ \(.*, (clean|inspected)\)$/);
      const roomNo = /Room (\S+)/.exec(picked)?.[1];
      await expectNoA11yViolations(page);
      await dialog.getByRole('button', { name: 'Assign' }).focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });

      await expectSeen(
        page.getByRole('status').filter({ hasText: `${guest.name} is in room ${roomNo}.` }),
      );
      const row = page.getByRole('row').filter({
        has: page.getByRole('rowheader', { name: new RegExp(`^${roomNo} `) }),
      });
      const bar = row.getByRole('button', { name: new RegExp(`^${guest.name} Booked`) });
      await expectSeen(bar);
      await expectNoPageSideScroll(page);
      await page.screenshot({ path: `/tmp/chart-${width}.png`, fullPage: true });

      // the guest arrives: from the bar's menu to the booking, checked in to the room it holds
      await bar.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: `Move ${guest.name} to…` });
      await menu.getByRole('link', { name: /^Open booking / }).focus();
      await page.keyboard.press('Enter');
      await expectSeen(page.getByRole('heading', { level: 1, name: /^Booking / }));
      await page.getByRole('button', { name: 'Check in' }).click();
      const checkIn = page.getByRole('dialog', { name: `Check in ${guest.name}` });
      await checkIn.getByLabel('Yes').check();
      await checkIn.getByLabel('Document type').selectOption('Aadhaar Card');
      const pick = checkIn.getByLabel(/^Room for room 1/);
      await expect.poll(() => pick.inputValue()).not.toBe('');
      expect(
        await pick.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text),
      ).toMatch(new RegExp(`^${roomNo} \\(floor \\d+, (clean|inspected)\\)$`));
      await checkIn.getByRole('button', { name: 'Check in' }).click();
      await checkIn.waitFor({ state: 'detached' });
      await expectSeen(page.getByRole('status').filter({ hasText: `Checked in ${guest.name}.` }));

      // back on the chart, the bar says the guest is in house
      await page.goBack();
      await frame.waitFor();
      await expectSeen(row.getByRole('button', { name: new RegExp(`^${guest.name} In house`) }));
      await expectNoPageSideScroll(page);
      await expectNoA11yViolations(page);
      expectNoErrors(t);
    },
  );
});
