import { expect } from 'vitest';
import { addDays } from '../../src/shared/dates';
import type { TrackedPage } from './browser';
import { expectSeen } from './seen';

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

/** Patratu Lake Resort: its first room type is the Lake View Deluxe Room at ₹3,200 a night. */
export const PATRATU = 1;

/** What the booking page must show for one night of the ₹3,200 room at a GST rate. */
export type DeluxePrice = { rate: string; gst: string; total: string };
/** 5%: the rate of a ₹3,200 room-night since 22 September 2025. */
export const AT_5_PERCENT: DeluxePrice = { rate: '5%', gst: '₹160.00', total: '₹3,360.00' };

/**
 * A signed-in guest books one night of the ₹3,200 Lake View Deluxe Room from `checkIn` through the
 * sandbox; the booking page must show `price`. Returns the booking's id and the texts of the
 * booking page and the success page.
 */
/**
 * The first night on or after `date` outside the demo's seasons (20 Dec to 5 Jan, 10 to 24 Oct:
 * 20% dearer, src/server/db/seed/index.ts), so the prices below hold whatever day the suite runs.
 */
export function offSeason(date: string): string {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  const inSeason = (m === 12 && d >= 20) || (m === 1 && d <= 5) || (m === 10 && d >= 10 && d <= 24);
  return inSeason ? offSeason(addDays(date, 1)) : date;
}

export async function bookDeluxe(
  t: TrackedPage,
  checkIn: string,
  price: DeluxePrice = AT_5_PERCENT,
  gstin?: { gstin: string; address: string },
): Promise<{ id: string; successText: string; bookingPageText: string }> {
  const { page } = t;
  checkIn = offSeason(checkIn);
  // the Lake View Deluxe Room's "Book this room" on the hotel page names its room type
  await page.goto(`/hotel/${PATRATU}`);
  const deluxe = page
    .locator('section[aria-labelledby="availability-title"] li')
    .filter({ has: page.getByRole('heading', { name: 'Lake View Deluxe Room' }) });
  await poll(() => deluxe.textContent()).toMatch(/₹3,200\s*\/ night/);
  const href = await deluxe.getByRole('link', { name: /^Book this room/ }).getAttribute('href');
  const roomTypeId = new URL(href!, page.url()).searchParams.get('roomTypeId');
  expect(roomTypeId).toMatch(/^\d+$/);
  await page.goto(
    `/availibilty/book-hotel/${PATRATU}?checkIn=${checkIn}&checkOut=${addDays(checkIn, 1)}&roomTypeId=${roomTypeId}`,
  );
  await poll(() => page.locator('ol li h3').count()).toBe(1);
  await page.waitForLoadState('networkidle');
  const prices = page.locator('table', { has: page.getByTestId('total-payable') });
  await poll(() => prices.textContent()).toContain('₹3,200.00');
  await expectSeen(prices.getByRole('rowheader', { name: `GST (${price.rate})` }));
  await expectSeen(prices.getByText(price.gst));
  await expectSeen(page.getByTestId('total-payable').getByText(price.total));
  const bookingPageText = (await page.locator('main').textContent()) ?? '';

  await page.getByLabel('Identity number').fill('1234');
  if (gstin) {
    await page.getByLabel('GSTIN').fill(gstin.gstin);
    await page.getByLabel('Address').fill(gstin.address);
  }
  await page.getByLabel(/accept the cancellation policy/).check();
  const pay = new RegExp(`^Pay ${price.total.replace(/\./g, '\\.')}`);
  await page.getByRole('button', { name: pay }).click();
  const dialog = page.getByRole('dialog', { name: 'Sandbox payment' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/booking-success\/order_/);
  await poll(() => page.locator('h1').textContent()).toBe('Booking Confirmed');
  await poll(() => page.locator('main').textContent()).toContain(price.total);
  const successText = (await page.locator('main').textContent()) ?? '';

  await page.goto('/booking-history');
  const receipt = page
    .getByTestId('history-row')
    .filter({ hasText: 'Confirmed' })
    .first()
    .getByRole('link', { name: /^Receipt: / });
  await receipt.waitFor();
  const id = /\/booking-view\/(\d+)/.exec((await receipt.getAttribute('href')) ?? '')![1]!;
  return { id, successText, bookingPageText };
}
