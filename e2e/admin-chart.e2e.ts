import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { bookAndPay } from './support/paid-booking';
import { newCustomer, registerCustomer } from './support/customer';
import { expectNoPageSideScroll, expectSeen } from './support/seen';
import { signInStaff } from './support/staff';

/*
 * The room chart: a guest books a room at hotel 1 for tonight (no physical room yet); the demo
 * hotel manager opens the chart from the hotel's page, finds the booking among the unassigned,
 * assigns it to a free room with the keyboard only, and sees the bar on that room's row. At 1280
 * and 768 px: the chart scrolls inside its frame, the page never sideways; axe on the page and
 * the dialog.
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

describe('the room chart', () => {
  it.each([1280, 768] as const)(
    'at %i px the manager assigns tonight’s unassigned arrival to a room by keyboard and the bar appears',
    async (width) => {
      const guest = guests[width];
      const customer = await newPage(browser);
      await bookAndPay(customer.page, guest);
      await customer.context.close();

      const t = await newPage(browser, { width, height: 900 });
      const { page } = t;
      await signInStaff(t, 'manager@jtdc.demo');
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
      await page.keyboard.press('ArrowDown');
      const roomNo = await select.evaluate(
        (el) => /Room (\S+)/.exec((el as HTMLSelectElement).selectedOptions[0]?.text ?? '')?.[1],
      );
      expect(roomNo).toBeTruthy();
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
      await expectSeen(row.getByRole('button', { name: new RegExp(`^${guest.name} Booked`) }));
      await expectNoPageSideScroll(page);
      await page.screenshot({ path: `/tmp/chart-${width}.png`, fullPage: true });
      expectNoErrors(t);
    },
  );
});
