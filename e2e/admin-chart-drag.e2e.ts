import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chart } from '../src/shared/contracts/rooms';
import { addDays, formatDate, todayIst } from '../src/shared/dates';
import {
  expectNoA11yViolations,
  expectNoErrors,
  launchBrowser,
  newPage,
  type TrackedPage,
} from './support/browser';
import { newCustomer, registerCustomer, type TestCustomer } from './support/customer';
import { bookAndPay } from './support/paid-booking';
import { expectSeen } from './support/seen';
import { signInStaff } from './support/staff';

/*
 * Dragging on the room chart (issue 27, ADR 375 and 383), through the page as a person does it:
 * a guest books a room at hotel 1 for tonight; the demo hotel manager drags the unassigned
 * booking onto a free clean room (assign), drags the bar to another room (move) and drags the
 * grip at the bar's end one night later (extend). After each drop the bar is seen in its new
 * row and length with its status in words, and no error; a reload shows the same (the server
 * kept it). At 1280 and 768 px with a mouse; at 768 px on a touch tablet with a finger, where a
 * finger on a bar's body still scrolls the chart sideways and the keyboard menu still works.
 */

let browser: Browser;
const today = todayIst();
const tomorrow = addDays(today, 1);
const guests = {
  1280: newCustomer('chartdrag', '8', 'Lakhan Soren'),
  768: newCustomer('chartdrag', '7', 'Phulo Murmu'),
  touch: newCustomer('charttouch', '9', 'Jhano Hansda'),
};

beforeAll(async () => {
  browser = await launchBrowser();
  for (const g of Object.values(guests)) await registerCustomer(g);
});
afterAll(() => browser?.close());

type ChartRoom = Chart['rooms'][number];

/** The chart of hotel 1 for tonight and tomorrow, as the server has it (the staff's cookie). */
async function chartNow(t: TrackedPage): Promise<Chart> {
  const r = await t.context.request.get(
    `/api/staff/hotels/1/chart?from=${today}&to=${addDays(today, 2)}`,
  );
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { data: Chart }).data;
}

/** Rooms of the chart's first room type (its rows are at the top) that are clean and free tonight and tomorrow. */
function freeCleanRooms(chart: Chart): ChartRoom[] {
  const typeId = chart.rooms[0]!.roomTypeId;
  return chart.rooms.filter(
    (r) =>
      r.roomTypeId === typeId &&
      !r.retired &&
      r.housekeeping === 'clean' &&
      r.stays.length === 0 &&
      r.outOfOrder.length === 0,
  );
}

/** A guest's booking of tonight: the customer books one night of the type and pays. */
async function bookTonight(guest: TestCustomer, roomTypeId: number): Promise<void> {
  const customer = await newPage(browser);
  await bookAndPay(customer.page, guest, { roomTypeId });
  await customer.context.close();
}

const rowOf = (page: Page, number: string) =>
  page.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: new RegExp(`^${number} `) }),
  });
const barIn = (row: Locator, guest: string) =>
  row.getByRole('button', { name: new RegExp(`^${guest} Booked`) });
const cellOf = (row: Locator, night: string) => row.locator(`td[data-night="${night}"]`);

/** The centre of an element's box (or a point `dx` from its right edge). */
async function pointIn(l: Locator, fromRight?: number): Promise<{ x: number; y: number }> {
  const b = (await l.boundingBox())!;
  return {
    x: fromRight === undefined ? b.x + b.width / 2 : b.x + b.width - fromRight,
    y: b.y + b.height / 2,
  };
}

/** Scrolls the page so that both elements are on screen at once (the drag needs both). */
async function bothOnScreen(page: Page, a: Locator, b: Locator): Promise<void> {
  await a.scrollIntoViewIfNeeded();
  const [ba, bb] = [(await a.boundingBox())!, (await b.boundingBox())!];
  const top = Math.min(ba.y, bb.y);
  const bottom = Math.max(ba.y + ba.height, bb.y + bb.height);
  const height = page.viewportSize()!.height;
  expect(bottom - top, 'both fit on the screen').toBeLessThan(height - 40);
  await page.evaluate((dy) => window.scrollBy(0, dy), top - (height - (bottom - top)) / 2);
}

/** A drag with the mouse: pressed at `from`, moved in small steps, released at `to`. */
async function mouseDrag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** The words of the status line after an action, and no refusal on screen. */
async function expectDone(page: Page, text: string | RegExp): Promise<void> {
  await expectSeen(page.getByRole('status').filter({ hasText: text }), { scroll: false });
  expect(await page.getByRole('alert').count()).toBe(0);
}

/** The chart with the guest on `number` for tonight and tomorrow: one bar of two nights. */
async function expectTwoNightBar(page: Page, number: string, guest: string): Promise<void> {
  const bar = barIn(rowOf(page, number), guest);
  await expectSeen(bar);
  await expect
    .poll(() => bar.evaluate((el) => el.closest('td')?.getAttribute('colspan')))
    .toBe('2');
  expect(await bar.textContent()).toContain(
    `nights ${formatDate(today)} to ${formatDate(tomorrow)}`,
  );
}

describe('the room chart by drag', () => {
  it.each([1280, 768] as const)(
    'at %i px with a mouse the manager assigns, moves and extends a stay by dragging, and a reload shows the same',
    async (width) => {
      const guest = guests[width];
      const t = await newPage(browser, { width, height: 900 });
      const { page } = t;
      await signInStaff(t, 'manager@jtdc.demo');
      const [roomA, roomB] = freeCleanRooms(await chartNow(t));
      expect(roomB, 'two clean rooms free tonight and tomorrow').toBeDefined();
      await bookTonight(guest, roomA!.roomTypeId);

      await page.goto('/admin/hotels/1/chart');
      await page.getByRole('region', { name: /^Room chart from/ }).waitFor();

      // assign: the unassigned booking dropped on room A's row
      const item = page
        .getByRole('region', { name: 'Booked rooms with no room yet' })
        .getByRole('button', { name: new RegExp(guest.name) });
      const rowA = rowOf(page, roomA!.number);
      await bothOnScreen(page, item, cellOf(rowA, today));
      await mouseDrag(page, await pointIn(item), await pointIn(cellOf(rowA, today)));
      await expectDone(page, `${guest.name} is in room ${roomA!.number}.`);
      await expectSeen(barIn(rowA, guest.name));
      await expect.poll(() => item.count()).toBe(0);
      expect(await page.getByRole('dialog').count(), 'a drag opens no menu').toBe(0);

      // move: the bar dropped on room B's row
      const rowB = rowOf(page, roomB!.number);
      await bothOnScreen(page, barIn(rowA, guest.name), cellOf(rowB, today));
      await mouseDrag(
        page,
        await pointIn(barIn(rowA, guest.name)),
        await pointIn(cellOf(rowB, today)),
      );
      await expectDone(page, `${guest.name} moves to room ${roomB!.number} from`);
      await expectSeen(barIn(rowB, guest.name));
      await expect.poll(() => barIn(rowA, guest.name).count()).toBe(0);

      // extend: the grip at the bar's end dropped on tomorrow's cell of the same row
      const bar = barIn(rowB, guest.name);
      await bar.scrollIntoViewIfNeeded();
      await mouseDrag(page, await pointIn(bar, 4), await pointIn(cellOf(rowB, tomorrow)));
      await expectDone(page, new RegExp(`${guest.name} now leaves on .*: 1 more night for`));
      await expectTwoNightBar(page, roomB!.number, guest.name);
      expect(await page.getByRole('dialog').count(), 'a drag opens no menu').toBe(0);

      // the server kept it: a reload draws the same chart
      await page.reload();
      await page.getByRole('region', { name: /^Room chart from/ }).waitFor();
      await expectTwoNightBar(page, roomB!.number, guest.name);
      expect(await barIn(rowOf(page, roomA!.number), guest.name).count()).toBe(0);
      const held = (await chartNow(t)).rooms.find((r) => r.id === roomB!.id)!.stays;
      expect(held.filter((s) => s.guestName === guest.name).map((s) => s.night)).toEqual([
        today,
        tomorrow,
      ]);
      await expectNoA11yViolations(page);
      expectNoErrors(t);
      await t.context.close();
    },
  );
});

type Point = { x: number; y: number };

/** A finger through the DevTools protocol (as a touch screen sends it): down, moved in steps, up. */
async function fingerDrag(cdp: CDPSession, from: Point, to: Point, steps = 12): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= steps; i++) {
    const p = {
      x: from.x + ((to.x - from.x) * i) / steps,
      y: from.y + ((to.y - from.y) * i) / steps,
    };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The point of the handle at the start of a bar or an unassigned item (what a finger drags). */
const handleOf = (l: Locator) => pointIn(l.locator('[data-handle]'));

describe('the room chart by touch', () => {
  it('on a 768 px touch tablet a finger on a bar scrolls the chart sideways; a finger on the handles assigns, moves and extends; the keyboard menu still works', async () => {
    const guest = guests.touch;
    const t = await newPage(browser, { width: 768, height: 1024, hasTouch: true });
    const { page } = t;
    await signInStaff(t, 'manager@jtdc.demo');
    const [roomA, roomB] = freeCleanRooms(await chartNow(t));
    expect(roomB, 'two clean rooms free tonight and tomorrow').toBeDefined();
    await bookTonight(guest, roomA!.roomTypeId);

    await page.goto('/admin/hotels/1/chart');
    const frame = page.getByRole('region', { name: /^Room chart from/ });
    await frame.waitFor();
    // every pointer the page hears is a finger's
    await page.evaluate(() => {
      const w = window as unknown as { pointerTypes: string[] };
      w.pointerTypes = [];
      window.addEventListener('pointerdown', (e) => w.pointerTypes.push(e.pointerType), true);
    });
    const cdp = await t.context.newCDPSession(page);

    // assign: the unassigned item's handle dragged onto room A's row
    const item = page
      .getByRole('region', { name: 'Booked rooms with no room yet' })
      .getByRole('button', { name: new RegExp(guest.name) });
    const rowA = rowOf(page, roomA!.number);
    await bothOnScreen(page, item, cellOf(rowA, today));
    await fingerDrag(cdp, await handleOf(item), await pointIn(cellOf(rowA, today)));
    await expectDone(page, `${guest.name} is in room ${roomA!.number}.`);
    await expectSeen(barIn(rowA, guest.name));

    // a finger on the bar's body, swiped sideways, scrolls the chart's frame and drags nothing
    const body = barIn(rowA, guest.name).getByText(guest.name, { exact: true });
    const start = await pointIn(body);
    expect(await frame.evaluate((el) => el.scrollLeft)).toBe(0);
    await fingerDrag(cdp, start, { x: start.x - 300, y: start.y }, 10);
    await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await expectDone(page, `${guest.name} is in room ${roomA!.number}.`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // once the fling has come to rest, back to tonight's column
    await expect
      .poll(() =>
        frame.evaluate(async (el) => {
          const before = el.scrollLeft;
          await new Promise((r) => setTimeout(r, 200));
          return el.scrollLeft === before;
        }),
      )
      .toBe(true);
    await frame.evaluate((el) => el.scrollTo({ left: 0 }));
    await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBe(0);

    // move: the bar's handle dragged onto room B's row
    const rowB = rowOf(page, roomB!.number);
    await bothOnScreen(page, barIn(rowA, guest.name), cellOf(rowB, today));
    await fingerDrag(
      cdp,
      await handleOf(barIn(rowA, guest.name)),
      await pointIn(cellOf(rowB, today)),
    );
    await expectDone(page, `${guest.name} moves to room ${roomB!.number} from`);
    await expectSeen(barIn(rowB, guest.name));
    await expect.poll(() => barIn(rowA, guest.name).count()).toBe(0);

    // extend: the grip at the bar's end dragged onto tomorrow's cell
    const bar = barIn(rowB, guest.name);
    const grip = bar.locator('[data-grip]');
    await fingerDrag(cdp, await pointIn(grip), await pointIn(cellOf(rowB, tomorrow)));
    await expectDone(page, new RegExp(`${guest.name} now leaves on .*: 1 more night for`));
    await expectTwoNightBar(page, roomB!.number, guest.name);
    expect(await page.getByRole('dialog').count(), 'a drag opens no menu').toBe(0);
    const types = await page.evaluate(
      () => (window as unknown as { pointerTypes: string[] }).pointerTypes,
    );
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['touch']));

    // the keyboard menu still works after the drags: Enter on the bar opens it, Escape closes it
    await bar.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Move ${guest.name} to…` });
    await expectSeen(dialog, { scroll: false });
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('region', { name: /^Room chart from/ }).waitFor();
    await expectTwoNightBar(page, roomB!.number, guest.name);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: '/tmp/chart-touch-768.png' });
    expectNoErrors(t);
    await t.context.close();
  });
});
