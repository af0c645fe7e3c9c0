import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate, todayIst } from '../src/shared/dates';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { newCustomer, registerCustomer } from './support/customer';
import { bookAndPay, type PaidBooking } from './support/paid-booking';
import { expectSeen } from './support/seen';
import { createStaffAccount, signInStaff } from './support/staff';

/*
 * Issue 27 at the desk and on the floor: a front-desk clerk (a front_desk account of hotel 1)
 * checks a guest in and out; the room shows dirty, last, in the next guest's check-in; a
 * housekeeper on a phone (360 px) finds it dirty on the board and marks it clean and inspected;
 * the clerk's check-in now offers it among the ready rooms and gives it to the next guest. Then the
 * clerk takes a room out of order from the back office form by keyboard (at 768 px) and puts it
 * back.
 */

let browser: Browser;
const first = newCustomer('hkfirst', '9', 'Salomi Hembrom');
const next = newCustomer('hknext', '8', 'Jitendra Mahto');
let deskEmail = '';
let hkEmail = '';

beforeAll(async () => {
  browser = await launchBrowser();
  await registerCustomer(first);
  await registerCustomer(next);
  const admin = await newPage(browser);
  deskEmail = await createStaffAccount(admin, 'front_desk', [1]);
  hkEmail = await createStaffAccount(admin, 'housekeeping', [1]);
  await admin.context.close();
});
afterAll(() => browser?.close());

async function book(c: typeof first, roomTypeId?: number): Promise<PaidBooking> {
  const t = await newPage(browser);
  const b = await bookAndPay(t.page, c, roomTypeId ? { roomTypeId } : {});
  await t.context.close();
  return b;
}

/** Opens the booking and its check-in dialog; returns the dialog and its room picker. */
async function openCheckIn(page: Page, b: PaidBooking, name: string) {
  await page.goto(`/admin/bookings/${b.id}`);
  await page.getByRole('heading', { level: 1, name: `Booking ${b.ref}` }).waitFor();
  await page.getByRole('button', { name: 'Check in' }).click();
  const dialog = page.getByRole('dialog', { name: `Check in ${name}` });
  await dialog.waitFor();
  const pick = dialog.getByLabel(/^Room for room 1/);
  await pick.locator('option').nth(1).waitFor({ state: 'attached' });
  return { dialog, pick };
}

/** The option texts of a select, each with the label of its group ('' outside a group). */
const optionsOf = (pick: Locator) =>
  pick.evaluate((el) =>
    [...(el as HTMLSelectElement).options].map((o) => ({
      text: o.text,
      group: o.parentElement instanceof HTMLOptGroupElement ? o.parentElement.label : '',
    })),
  );

describe('check-out, housekeeping and the next check-in', () => {
  it('the departed room is dirty, last and marked at check-in until housekeeping makes it up; then it is offered ready', async () => {
    const a = await book(first);
    const b = await book(next, a.roomTypeId);

    const desk = await newPage(browser, { width: 1280, height: 900 });
    await signInStaff(desk, deskEmail);
    const { page } = desk;

    // the first guest checks in on a ready room and out again (leaving early: booked until tomorrow)
    const inn = await openCheckIn(page, a, first.name);
    await inn.dialog.getByLabel('Yes').check();
    // ready rooms first; rooms other journeys left dirty, if any, after them in their own group
    const options = await optionsOf(inn.pick);
    const firstDirty = options.findIndex((o) => o.group === 'Dirty (not made up yet)');
    const readyOnes = firstDirty === -1 ? options.slice(1) : options.slice(1, firstDirty);
    expect(readyOnes.length).toBeGreaterThan(0);
    expect(readyOnes.every((o) => /\((floor \d+, (clean|inspected))\)$/.test(o.text))).toBe(true);
    if (firstDirty !== -1)
      expect(options.slice(firstDirty).every((o) => o.group === 'Dirty (not made up yet)')).toBe(
        true,
      );
    await inn.pick.selectOption({ index: 1 });
    const roomNo = (options[1]!.text.split(' ')[0] ?? '').trim();
    expect(roomNo).toMatch(/^\d+$/);
    await inn.dialog.getByRole('button', { name: 'Check in' }).click();
    await inn.dialog.waitFor({ state: 'detached' });
    await expectSeen(page.getByRole('status').filter({ hasText: `Checked in ${first.name}.` }));
    await expectSeen(
      page.getByRole('region', { name: 'Rooms' }).getByText(roomNo, { exact: true }),
    );

    await page.getByRole('button', { name: 'Check out', exact: true }).click();
    const bill = page.getByRole('dialog', { name: `Check out ${first.name}` });
    await bill.getByRole('heading', { name: 'The bill' }).waitFor();
    await bill.getByRole('button', { name: 'Check out (leaves early)' }).click();
    await bill.waitFor({ state: 'detached' });
    await expectSeen(page.getByRole('status').filter({ hasText: `Checked out ${first.name}.` }));

    // the next guest's check-in lists the room last, among the dirty ones, and warns when picked
    const before = await openCheckIn(page, b, next.name);
    const listed = await optionsOf(before.pick);
    const dirty = listed.findIndex((o) => o.text.startsWith(`${roomNo} (`));
    expect(listed[dirty]).toEqual({
      text: expect.stringMatching(new RegExp(`^${roomNo} \\(floor \\d+, dirty\\)$`)),
      group: 'Dirty (not made up yet)',
    });
    expect(listed.slice(dirty + 1).every((o) => o.group === 'Dirty (not made up yet)')).toBe(true);
    await before.pick.selectOption({ label: listed[dirty]!.text });
    await expectSeen(
      before.dialog.getByText(
        `Room ${roomNo} is dirty: housekeeping has not made it up since the last guest.`,
      ),
    );
    await expectNoA11yViolations(page);
    await before.dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await before.dialog.waitFor({ state: 'detached' });

    // the housekeeper, on a phone, sees it dirty and left by its guest, and makes it up
    const hk = await newPage(browser, { width: 360, height: 740 });
    await signInStaff(hk, hkEmail);
    await hk.page.goto('/admin/housekeeping');
    const card = hk.page
      .getByRole('list', { name: 'Rooms' })
      .getByRole('listitem')
      .filter({ has: hk.page.getByText(`Room ${roomNo}`, { exact: true }) });
    // the status in words (the first "Dirty" is the pill; the buttons follow) and who left
    await expectSeen(card.getByText('Dirty', { exact: true }).first());
    await expectSeen(card.getByText('Guest left', { exact: true }));
    await expectNoA11yViolations(hk.page);
    const marks = card.getByRole('group', { name: `Mark room ${roomNo}` });
    expect(await marks.getByRole('button', { name: 'Dirty' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await marks.getByRole('button', { name: 'Clean' }).click();
    await expectSeen(hk.page.getByRole('status').filter({ hasText: `Room ${roomNo} is clean.` }));
    await marks.getByRole('button', { name: 'Inspected' }).click();
    await expectSeen(
      hk.page.getByRole('status').filter({ hasText: `Room ${roomNo} is inspected.` }),
    );
    expect(
      await marks.getByRole('button', { name: 'Inspected' }).getAttribute('aria-pressed'),
    ).toBe('true');
    const sideways = await hk.page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways).toBe(false);
    await hk.page.screenshot({ path: '/tmp/housekeeping-360.png', fullPage: true });
    expectNoErrors(hk);

    // back at the desk: the room is ready again, offered first, and the next guest gets it
    const after = await openCheckIn(page, b, next.name);
    const ready = await optionsOf(after.pick);
    const mine = ready.find((o) => o.text.startsWith(`${roomNo} (`));
    expect(mine?.text).toMatch(new RegExp(`^${roomNo} \\(floor \\d+, inspected\\)$`));
    expect(mine?.group).not.toBe('Dirty (not made up yet)');
    expect(ready[1]!.text).toBe(mine!.text); // inspected rooms come first
    await after.dialog.getByLabel('Yes').check();
    await after.pick.selectOption({ label: mine!.text });
    await after.dialog.getByRole('button', { name: 'Check in' }).click();
    await after.dialog.waitFor({ state: 'detached' });
    await expectSeen(page.getByRole('status').filter({ hasText: `Checked in ${next.name}.` }));
    await expectSeen(
      page.getByRole('region', { name: 'Rooms' }).getByText(roomNo, { exact: true }),
    );
    expectNoErrors(desk);
  }, 180_000);
});

describe('rooms out of order in the back office', () => {
  it('at 768 px the clerk is told what is missing, takes a room out of order by keyboard, sees it listed and puts it back', async () => {
    const t = await newPage(browser, { width: 768, height: 1024 });
    const { page } = t;
    await signInStaff(t, deskEmail);
    await page.goto('/admin/out-of-order');
    await page.getByRole('heading', { level: 1, name: 'Rooms out of order' }).waitFor();
    const form = page.getByRole('form', { name: 'Take a room out of order' });
    const room = form.getByLabel('Room');
    await room.locator('option').nth(1).waitFor({ state: 'attached' });
    await expectNoA11yViolations(page);

    // sent empty: each field says what is missing and the first takes the focus
    await form.getByRole('button', { name: 'Take out of order' }).click();
    await expectSeen(form.getByText('Choose a room.'));
    await expectSeen(form.getByText('Say why the room is out of order (at least 3 characters).'));
    expect(await room.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await room.getAttribute('aria-invalid')).toBe('true');

    // by keyboard: a room, the dates, the reason, Enter
    const from = addDays(todayIst(), 30);
    const to = addDays(from, 2);
    await page.keyboard.press('ArrowDown');
    const roomValue = await room.inputValue();
    const roomNo = await room.evaluate(
      (el) => /^(\S+)/.exec((el as HTMLSelectElement).selectedOptions[0]?.text ?? '')?.[1] ?? '',
    );
    expect(roomNo).toMatch(/^\d+$/);
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('from');
    await form.getByLabel('First night out of order').fill(from);
    await page.keyboard.press('Tab');
    await form.getByLabel('Back in service on').fill(to);
    // a back date before the first night is refused in the form
    await form.getByLabel('Back in service on').fill(from);
    await form.getByLabel('Reason').focus();
    await page.keyboard.type('Bathroom leak');
    await form.getByRole('button', { name: 'Take out of order' }).focus();
    await page.keyboard.press('Enter');
    await expectSeen(form.getByText('The room is back after the first night out of order.'));
    await form.getByLabel('Back in service on').fill(to);
    await form.getByRole('button', { name: 'Take out of order' }).focus();
    await page.keyboard.press('Enter');

    await expectSeen(
      page.getByRole('status').filter({
        hasText: `Room ${roomNo} is out of order from ${formatDate(from)}; back in service on ${formatDate(to)}.`,
      }),
    );
    const list = page.getByRole('region', { name: 'Out of order now and later' });
    const item = list.getByRole('listitem').filter({ hasText: `Room ${roomNo}` });
    await expectSeen(item.getByText('Bathroom leak'));
    await expectSeen(item.getByText(`From ${formatDate(from)}, back on ${formatDate(to)}`));
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways).toBe(false);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: '/tmp/out-of-order-768.png', fullPage: true });

    // the same nights again are refused by the server, in words
    await room.selectOption(roomValue);
    await form.getByLabel('First night out of order').fill(from);
    await form.getByLabel('Back in service on').fill(to);
    await form.getByLabel('Reason').fill('Painting');
    await form.getByRole('button', { name: 'Take out of order' }).click();
    await expectSeen(
      form.getByRole('alert').filter({ hasText: `Room ${roomNo} is already out of order` }),
    );

    // put back: the line goes
    const end = item.getByRole('button', { name: `Cancel: room ${roomNo}, Bathroom leak` });
    await end.focus();
    await page.keyboard.press('Enter');
    await expectSeen(
      page.getByRole('status').filter({ hasText: `Room ${roomNo} is back in service.` }),
    );
    await expect.poll(() => item.count()).toBe(0);
    expectNoErrors(t);
  }, 120_000);
});
