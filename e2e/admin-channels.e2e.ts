import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/**
 * Maps the first hotel's first room type (property `prop-e2e-{suffix}`), saves, and waits for the
 * hotel to join the pushes and full syncs above the form, then for the saved notice.
 */
async function mapFirstHotel(page: Page, suffix: string | number): Promise<void> {
  await page.getByRole('group').first().waitFor();
  const first = page.getByRole('group').first();
  await page.getByLabel('Channel property id').fill(`prop-e2e-${suffix}`);
  await first.getByLabel('Channel room type id').fill(`rt-e2e-${suffix}`);
  await first.getByLabel('Standard rate: channel rate plan id').fill(`rp-e2e-${suffix}`);
  await page.getByRole('button', { name: 'Save mapping' }).click();
  await page
    .getByRole('button', { name: /^Full sync now: / })
    .first()
    .waitFor();
  await expectSeen(page.getByText(/Mapping saved/));
}

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
      await mapFirstHotel(page, width);
      const pushes = page.getByRole('region', { name: 'Pushes' });
      await expectSeen(pushes.getByText('Prices and restrictions').first());
      await first.getByRole('button', { name: /calendar address of/ }).click();
      await expectSeen(first.locator('code'));
      await expectNoPageSideScroll(page);
      await expectNoA11yViolations(page);
      expectNoErrors(t);
    },
  );

  it('at 360 px with the browser’s text at 200% the channel manager page does not scroll sideways', async () => {
    const t = await newPage(browser, { width: 360, height: 740 });
    const { page } = t;
    // a browser set to large text: its standard font at 32 px (ADR 230)
    const cdp = await t.context.newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
    await signInStaff(t, 'admin@jtdc.demo');
    await page.goto('/admin/channels');
    await expectSeen(page.getByRole('heading', { level: 1, name: 'Channel manager' }));
    // a hotel mapped: the pushes table and the full syncs have rows
    await mapFirstHotel(page, 360);
    const px = await page.evaluate(() =>
      parseFloat(getComputedStyle(document.documentElement).fontSize),
    );
    expect(px).toBe(32);
    await expectNoPageSideScroll(page);
    const client = await page.evaluate(() => document.documentElement.clientWidth);
    // the pushes table scrolls inside its own frame, which keeps to the page
    const frame = await page.getByRole('region', { name: 'Pushes' }).boundingBox();
    expect(frame!.x + frame!.width).toBeLessThanOrEqual(client);
    await expectNoA11yViolations(page);
    expectNoErrors(t);
  });
});
