import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../src/shared/dates';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { newCustomer, registerCustomer, submitLogin } from './support/customer';
import { expectSeen } from './support/seen';

/*
 * Issue 10 items 14, 15, 16 and 18 on the booking form, at 360 and 1280 px: the policy next to the
 * total with an unticked terms box, Aadhaar as the last four digits, the GSTIN check character,
 * a Pay bar that stays on screen on a phone without covering fields, retry payment after a
 * failure, and receipt/invoice tables that fit or scroll with a visible cue.
 */

let browser: Browser;
const customer = newCustomer('checkout', '8', 'Meera Tirkey');
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

beforeAll(async () => {
  browser = await launchBrowser();
  await registerCustomer(customer);
});
afterAll(() => browser?.close());

async function logIn(page: Page): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, customer);
  await page.waitForURL((u) => u.pathname === '/');
}

describe.each([
  [360, 30],
  [1280, 33],
])('at %i px', (width, days) => {
  const checkIn = addDays(todayIst(), days);
  const checkOut = addDays(checkIn, 1);

  it('shows the policy by the total, asks for ticked terms, a masked Aadhaar and a right GSTIN; the Pay bar stays in view', async () => {
    const t = await newPage(browser, { width, height: 780 });
    const { page } = t;
    await logIn(page);
    await page.goto(`/availibilty/book-hotel/2?checkIn=${checkIn}&checkOut=${checkOut}`);
    await poll(() => page.locator('ol li h3').count()).toBe(1);
    await page.waitForLoadState('networkidle');

    // the Pay button and the total are on screen without scrolling on a phone
    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    if (width === 360) {
      await expectSeen(pay, { scroll: false });
      await expectSeen(page.getByTestId('pay-bar').getByText(/^₹[\d,]+\.\d{2}$/), {
        scroll: false,
      });
    } else {
      await expectSeen(pay);
    }

    // the policy is next to the total, and the terms box starts unticked
    const policy = page.locator('section[aria-labelledby="booking-policy-title"]');
    await expectSeen(policy.getByRole('heading', { name: 'Cancellation policy' }));
    await expectSeen(policy.getByText(/15 days or more before check-in: 20% deducted/));
    const terms = page.getByLabel(/accept the cancellation policy/);
    expect(await terms.isChecked()).toBe(false);

    // identity: the Aadhaar hint, a wrong check digit, then the last four digits
    const idNo = page.getByLabel('Identity number');
    await expectSeen(page.getByText(/Only the last 4 digits.*original card at check-in/));
    await idNo.fill('234567890123');
    await page.getByLabel('GSTIN').fill('20AABCJ1234K1Z5');
    await pay.click();
    await expectSeen(page.getByText(/not a valid Aadhaar number/));
    await expectSeen(page.getByText(/check character\) does not match/));
    await expectSeen(
      page.getByText('Please accept the cancellation policy and terms to continue.'),
    );
    // the fields are not covered by the Pay bar when scrolled to
    await expectSeen(page.getByLabel('GSTIN'));
    await expectSeen(terms);
    await expectNoA11yViolations(page);

    await idNo.fill('1234');
    await page.getByLabel('GSTIN').fill('');
    // no address needed without a GSTIN
    expect(await page.getByLabel('Address').inputValue()).toBe('');
    await terms.check();
    await pay.click();
    const dialog = page.getByRole('dialog', { name: 'Sandbox payment' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Fail the payment' }).click();

    // the failure page offers Retry payment while the hold lasts
    await page.waitForURL(/\/booking-failed\?bookingRef=JTDC/);
    const retry = page.getByRole('link', { name: 'Retry payment' });
    await expectSeen(retry);
    await poll(() => page.getByText('Payment failure has been recorded.').count()).toBe(1);
    const retryHref = await retry.getAttribute('href');
    const ref = new URL(page.url()).searchParams.get('bookingRef')!;
    // the history offers the same retry while the hold lasts
    await page.goto('/booking-history');
    const row = page.getByTestId('history-row').filter({ hasText: ref });
    const fromHistory = row.getByRole('link', { name: `Retry payment: ${ref}` });
    await expectSeen(fromHistory);
    expect(await fromHistory.getAttribute('href')).toBe(retryHref);
    await fromHistory.click();
    await page.waitForURL(/\/booking-payment\/\d+/);
    const again = page.getByRole('button', { name: /^Pay ₹[\d,]+\.\d{2} now$/ });
    await expectSeen(again);
    await expectSeen(page.getByText(/Complete the payment within \d\d:\d\d\./));
    await expectNoA11yViolations(page);
    await again.click();
    const dialog2 = page.getByRole('dialog', { name: 'Sandbox payment' });
    await dialog2.waitFor();
    await dialog2.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(/\/booking-success\/order_/);
    await poll(() => page.locator('h1').textContent()).toBe('Booking Confirmed');
    expectNoErrors(t);
    await t.context.close();
  }, 180_000);

  it('receipt and invoice tables fit the screen or scroll inside a labelled, focusable region with a shadow cue', async () => {
    const t = await newPage(browser, { width, height: 780 });
    const { page } = t;
    await logIn(page);
    await page.goto('/booking-history');
    const row = page.getByTestId('history-row').filter({ hasText: 'Confirmed' }).first();
    const receipt = row.getByRole('link', { name: /^Receipt: / });
    await receipt.waitFor();
    const id = /\/booking-view\/(\d+)/.exec((await receipt.getAttribute('href')) ?? '')![1]!;
    for (const path of [`/booking-view/${id}`, `/booking-Invoice/${id}`]) {
      await page.goto(path);
      await page.locator('main table').first().waitFor();
      await poll(() => page.locator('main tbody tr').count()).toBeGreaterThan(0);
      // the page itself never scrolls sideways
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      const tables = await page.locator('main table').evaluateAll((els) =>
        els.map((table) => {
          const wrap = table.parentElement!;
          const overflows = wrap.scrollWidth > wrap.clientWidth + 1;
          const fits = table.getBoundingClientRect().right <= window.innerWidth + 0.5;
          return {
            fits: fits && !overflows,
            region: wrap.getAttribute('role') === 'region' && wrap.tabIndex === 0,
            label: wrap.getAttribute('aria-label') ?? '',
            cue: getComputedStyle(wrap).backgroundImage.includes('gradient'),
          };
        }),
      );
      for (const x of tables) {
        if (!x.fits) expect(x).toMatchObject({ region: true, cue: true });
        if (!x.fits) expect(x.label).not.toBe('');
      }
      // the first table (or the region it scrolls in) is on screen
      await expectSeen(page.locator('main table').first().locator('xpath=..'));
      await expectNoA11yViolations(page);
    }
    expectNoErrors(t);
    await t.context.close();
  }, 120_000);

  it('shows the cancellation policy on the hotel page', async () => {
    const t = await newPage(browser, { width, height: 780 });
    const { page } = t;
    await page.goto('/hotel/2');
    const policy = page.locator('section[aria-labelledby="policy-title"]');
    await expectSeen(policy.getByRole('heading', { name: 'Cancellation policy' }));
    await expectSeen(
      policy.getByText(/Less than 2 days before check-in: cancellation not allowed/),
    );
    expectNoErrors(t);
    await t.context.close();
  });
});

describe('at 360 px, a toast while the Pay bar shows', () => {
  it('sits above the Pay bar: the toast is seen and the Pay button stays uncovered', async () => {
    const checkIn = addDays(todayIst(), 40);
    const t = await newPage(browser, { width: 360, height: 780 });
    const { page } = t;
    await logIn(page);
    await page.goto(`/availibilty/book-hotel/2?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}`);
    await poll(() => page.locator('ol li h3').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    await expectSeen(pay, { scroll: false });

    // a missing field (the terms box is unticked): the form-error toast
    await pay.click();
    const toast = page
      .getByRole('alert')
      .filter({ hasText: 'Please correct the highlighted fields.' });
    // the toast slides (and bounces) in from below the screen: wait until it has come to rest
    await toast.waitFor();
    await poll(() =>
      toast.evaluate((el) =>
        (el.closest('.Toastify__toast') ?? el)
          .getAnimations() // its entrance, not the progress bar's countdown inside it
          .every((a) => a.playState !== 'running'),
      ),
    ).toBe(true);
    // and until it has moved off the focused control (ADR 233): the same place twice running
    let last = '';
    await poll(async () => {
      await page.waitForTimeout(250);
      const now = JSON.stringify(await toast.boundingBox());
      const still = now === last;
      last = now;
      return still;
    }).toBe(true);
    await expectSeen(toast, { scroll: false });
    await expectSeen(pay, { scroll: false });
    await expectSeen(page.getByTestId('pay-bar').getByText(/^₹[\d,]+\.\d{2}$/), {
      scroll: false,
    });
    // the toast ends above the bar's top edge
    const bar = (await page.getByTestId('pay-bar').boundingBox())!;
    const box = (await toast.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    expectNoErrors(t);
    await t.context.close();
  }, 120_000);
});
