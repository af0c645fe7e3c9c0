import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyBands } from '../src/shared/cancellation-policy';
import { testConfig } from '../src/server/config';
import { bookingConfirmedMail } from '../src/server/notify/booking-mail';
import { launchBrowser } from './support/browser';

/*
 * The booking confirmation mail's HTML as a mail app on a phone (360 px) or a desktop (1280 px)
 * shows it: the three buttons are on screen and not covered, and nothing scrolls sideways.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const config = testConfig({ PUBLIC_URL: 'https://jtdc.example.in' });
const mail = bookingConfirmedMail(config, {
  bookingRefNo: 'JTDC26112300042',
  invoiceNo: 'JTDC/2627/000042',
  customerName: 'Asha Kumari',
  checkIn: '2026-12-18',
  checkOut: '2026-12-20',
  roomSummary: 'Lake View Deluxe Room x 2',
  roomCount: 2,
  roomTotalPaise: 1_280_000,
  gstPaise: 64_000,
  gstByRate: [
    {
      rateBp: 500,
      nights: 4,
      taxablePaise: 1_280_000,
      gstPaise: 64_000,
      cgstPaise: 32_000,
      sgstPaise: 32_000,
    },
  ],
  totalPaise: 1_344_000,
  hotel: {
    name: 'Patratu Lake Resort',
    address: 'Patratu Valley Road, Patratu, Ramgarh, Jharkhand 829119',
    phone: '9431100101',
    checkInTime: '12:00 PM',
    checkOutTime: '11:00 AM',
  },
  links: {
    view: 'https://jtdc.example.in/booking-view/42?token=abc',
    invoice: 'https://jtdc.example.in/booking-Invoice/42?token=abc',
    cancel: 'https://jtdc.example.in/cancel-booking/42',
  },
  policy: policyBands(),
});

describe('the confirmation mail in a browser', () => {
  for (const width of [360, 1280]) {
    it(`shows View booking, Invoice and Cancel booking, with no sideways scroll (${width} px)`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.setContent(mail.html);
      for (const name of ['View booking', 'Invoice', 'Cancel booking']) {
        const link = page.getByRole('link', { name, exact: true });
        await link.scrollIntoViewIfNeeded();
        const box = (await link.boundingBox())!;
        expect(box.width).toBeGreaterThan(40);
        expect(box.height).toBeGreaterThanOrEqual(24);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        const hit = await link.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return top !== null && (top === el || el.contains(top));
        });
        expect(hit, `${name} is not covered`).toBe(true);
      }
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(width);
      for (const text of [
        'Cancellation policy',
        'Phone: +91 9431100101',
        'Check-in time: 12:00 PM',
      ])
        expect(await page.getByText(text).first().isVisible()).toBe(true);
      await page.close();
    });
  }
});
