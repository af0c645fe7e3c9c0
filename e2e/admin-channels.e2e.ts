import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { addDays, todayIst } from '../src/shared/dates';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { expectNoPageSideScroll, expectSeen } from './support/seen';
import { signInStaff } from './support/staff';

/*
 * Issue 31: the admin's promo codes page and channel manager page, at 1280 and 768 px: axe finds
 * nothing and the page never scrolls sideways.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('back office: promo codes and the channel manager', () => {
  it.each([1280, 768] as const)(
    'at %i px the admin adds a promo code and deactivates it',
    async (width) => {
      const t = await newPage(browser, { width, height: 900 });
      const { page } = t;
      await signInStaff(t, 'admin@jtdc.demo');
      await page.goto('/admin/promo-codes');
      await expectSeen(page.getByRole('heading', { level: 1, name: 'Promo codes' }));
      await expectNoPageSideScroll(page);
      await expectNoA11yViolations(page);
      const code = `E2E-${width}`;
      await page.getByLabel(/^Code/).fill(code);
      await page.getByLabel(/Percent off/).fill('12');
      await page.getByLabel(/First night/).fill(addDays(todayIst(), 200));
      await page.getByLabel(/Last night/).fill(addDays(todayIst(), 230));
      await page.getByLabel(/Uses in all/).fill('25');
      await page.getByRole('button', { name: 'Add promo code' }).click();
      await expectSeen(page.getByRole('status').getByText(`Promo code ${code} added.`));
      const row = page.getByRole('row', { name: new RegExp(code) });
      await expectSeen(row.getByText('Active'));
      await expectNoPageSideScroll(page);
      await row.getByRole('button', { name: `Deactivate ${code}` }).click();
      await expectSeen(row.getByText('Inactive'));
      await expectNoA11yViolations(page);
      expectNoErrors(t);
    },
  );

  it.each([1280, 768] as const)(
    'at %i px the admin maps a room type and sees the hotel in the pushes',
    async (width) => {
      const t = await newPage(browser, { width, height: 900 });
      const { page } = t;
      await signInStaff(t, 'admin@jtdc.demo');
      await page.goto('/admin/channels');
      await expectSeen(page.getByRole('heading', { level: 1, name: 'Channel manager' }));
      const first = page.getByRole('group').first();
      await first.waitFor();
      await expectNoPageSideScroll(page);
      await expectNoA11yViolations(page);
      await page.getByLabel('Channel property id').fill(`prop-e2e-${width}`);
      await first.getByLabel('Channel room type id').fill(`rt-e2e-${width}`);
      await first.getByLabel('Standard rate: channel rate plan id').fill(`rp-e2e-${width}`);
      await page.getByRole('button', { name: 'Save mapping' }).click();
      await expectSeen(page.getByText(/Mapping saved/));
      const pushes = page.getByRole('region', { name: 'Pushes' });
      await expectSeen(pushes.getByText('Prices and restrictions').first());
      await first.getByRole('button', { name: /calendar address of/ }).click();
      await expectSeen(first.locator('code'));
      await expectNoPageSideScroll(page);
      await expectNoA11yViolations(page);
      expectNoErrors(t);
    },
  );
});
