import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../src/shared/dates';
import {
  devOutbox,
  expectNoA11yViolations,
  expectNoErrors,
  launchBrowser,
  newPage,
  waitForMessage,
  type TrackedPage,
} from './support/browser';
import { newCustomer, registerCustomer, submitLogin } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type RouteCase = {
  /** the link opened (a deep link, as a visitor would follow it) */
  link: string;
  /** the <h1> it must render; undefined: any heading except the 404 page's */
  heading?: string | RegExp;
  /** where it ends up when that is not the link's path (login-protected routes) */
  lands?: string;
  /** statuses the page provokes on purpose (expectNoErrors) */
  allowStatuses?: number[];
  /** the page's HTTP status when not 200 (a missing hotel or destination is a real 404) */
  status?: number;
};

/** Every route of the site, with a real id where it takes one. */
const ROUTES: RouteCase[] = [
  { link: '/' },
  { link: '/allhotel/', heading: 'Our Hotels' },
  { link: '/hotel/1', heading: 'Patratu Lake Resort' },
  { link: '/About' },
  { link: '/organizational-structure' },
  { link: '/destination/1', heading: 'Heritage Jharkhand' },
  { link: '/destination/999', heading: 'Destination Not Found', status: 404 },
  { link: '/login' },
  { link: '/signup' },
  { link: '/forgot-password' },
  { link: '/availibilty' },
  // no login wall (ADR 316): the booking page asks a visitor for a mobile number
  { link: '/availibilty/book-hotel/1' },
  { link: '/manage-booking' },
  {
    link: '/booking-success/order_demo?guestName=Asha%20Kumari&amount=4480',
    heading: 'Booking Confirmed',
  },
  { link: '/booking-failed', heading: 'Booking Failed' },
  { link: '/tenders', heading: 'Tenders' },
  { link: '/notice', heading: 'Notice & Circulars' },
  { link: '/advanceBooking', heading: 'Bulk/Shaadi Package Booking' },
  { link: '/rescheduleBooking', heading: 'Request for Rescheduling' },
  { link: '/advertorial', heading: 'Advertorials' },
  { link: '/advertorial/1', heading: 'Monsoon magic at the waterfalls of Ranchi' },
  { link: '/booking-view/1' },
  { link: '/booking-Invoice/1' },
  { link: '/tour-details/1', heading: 'Ranchi Waterfalls Circuit' },
  { link: '/tours', heading: 'Tour Packages' },
  { link: '/booking-history', lands: '/login' },
  { link: '/cancel-booking/1', lands: '/login' },
  { link: '/my-requests', lands: '/login' },
];

const NOT_TRANSIENT = (text: string) =>
  text.trim() !== '' && !/^(Loading\.\.\.|Checking authentication\.\.\.)$/.test(text.trim());

/** Waits for the page's one <h1> to settle (lazy chunks, data) and returns its text. */
async function settledHeading(page: Page): Promise<string> {
  await page.waitForSelector('main#main h1');
  await expect
    .poll(async () => NOT_TRANSIENT((await page.locator('h1').first().textContent()) ?? ''), {
      timeout: 15_000,
    })
    .toBe(true);
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  return ((await page.locator('h1').first().textContent()) ?? '').trim();
}

describe.each([
  { device: 'desktop', width: 1280, height: 900 },
  { device: 'phone', width: 360, height: 780 },
])('every public route opened by its link on a $device', ({ width, height }) => {
  let t: TrackedPage;
  beforeAll(async () => {
    t = await newPage(browser, { width, height });
  });
  afterAll(() => t?.context.close());

  it.each(ROUTES)(
    '$link renders its heading, does not scroll sideways, logs no console error and passes axe',
    async (route) => {
      t.errors.length = 0;
      const res = await t.page.goto(route.link, { waitUntil: 'domcontentloaded' });
      expect(res?.status()).toBe(route.status ?? 200);
      const heading = await settledHeading(t.page);
      if (route.lands) await t.page.waitForURL((u) => u.pathname === route.lands);
      if (route.heading instanceof RegExp) expect(heading).toMatch(route.heading);
      else if (route.heading) expect(heading).toBe(route.heading);
      else expect(heading).not.toBe('Page not found');
      expect(await t.page.locator('h1').count()).toBe(1);
      expect(await t.page.locator('main#main').count()).toBe(1);
      const { scrollWidth, clientWidth } = await t.page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, 'the page is wider than the screen').toBeLessThanOrEqual(clientWidth);
      await expectNoA11yViolations(t.page);
      expectNoErrors(t, { allowStatuses: route.allowStatuses });
    },
  );
});

describe('content pages', () => {
  it('pages through the notices and downloads a notice PDF', async () => {
    const t = await newPage(browser);
    const { page } = t;
    await page.goto('/notice');
    await settledHeading(page);
    const firstRow = await page.locator('tbody tr').first().textContent();
    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/\/notice\?page=2$/);
    await expect.poll(() => page.locator('tbody tr').first().textContent()).not.toBe(firstRow);
    expect(await page.getByText('2 of 2').count()).toBe(1);
    const pdfHref = await page.locator('tbody a[download]').first().getAttribute('href');
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expectNoErrors(t);
    await t.context.close();
  });

  it('filters tours by a footer category link and opens a tour', async () => {
    const t = await newPage(browser);
    const { page } = t;
    await page.goto('/');
    await settledHeading(page);
    await page.locator('footer').getByRole('link', { name: 'Religious Tourism' }).click();
    await page.waitForURL(/\/tours\?category=3$/);
    await expect.poll(() => page.locator('main li h2').count()).toBeGreaterThan(0);
    const titles = await page.locator('main li h2').allTextContents();
    expect(titles).toContain('Baba Baidyanath Darshan');
    expect(titles).not.toContain('Netarhat Sunrise Escape');
    await page.getByRole('link', { name: 'Baba Baidyanath Darshan', exact: true }).click();
    await page.waitForURL(/\/tour-details\/\d+$/);
    expect(await settledHeading(page)).toBe('Baba Baidyanath Darshan');
    expect(await page.getByText("What's included").count()).toBe(1);
    expectNoErrors(t);
    await t.context.close();
  });
});

describe('newsletter', () => {
  it('subscribes from the footer, refuses a duplicate, and the mailed link unsubscribes', async () => {
    const t = await newPage(browser, { width: 360, height: 780 });
    const { page } = t;
    const email = `reader.${Date.now()}@example.com`;
    await page.goto('/tours');
    await settledHeading(page);
    const field = page.getByRole('textbox', { name: 'Email address' });
    await field.fill(`  ${email.toUpperCase()} `);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Subscribed successfully!').waitFor();
    await field.fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText("You're already subscribed.").waitFor();
    await expectNoA11yViolations(page);

    // the mailed link asks once (a mail scanner opening it withdraws nothing), one click withdraws
    const mail = await waitForMessage(email, /withdraw\?token=/);
    const link = /(https?:\/\/\S+\/api\/newsletter\/withdraw\?token=\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    await page.goto(link!);
    expect(await page.locator('h1').textContent()).toBe('Stop newsletter and marketing mail?');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe(
        'You will receive no more newsletter or marketing mail from us. Mail about your bookings still comes.',
      );
    await expectNoA11yViolations(page);
    expectNoErrors(t);
    await t.context.close();
  });
});

describe('request forms', () => {
  it('files a Bulk/Shaadi package request and gets a reference number and a mail', async () => {
    const t = await newPage(browser);
    const { page } = t;
    const email = `shaadi.${Date.now()}@example.com`;
    await page.goto('/advanceBooking');
    await settledHeading(page);
    const form = page.locator('main form');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByText('Please choose the purpose of the booking.').waitFor();
    await form.getByLabel('Purpose').selectOption('Other');
    await form.getByLabel('Other purpose').fill('Engagement <ceremony>');
    await form.getByLabel('From date').fill(addDays(todayIst(), 45));
    await form.getByLabel('To date').fill(addDays(todayIst(), 46));
    await form.getByLabel('Name').fill('Meera Soren');
    await form.getByLabel('Mobile number').fill('9876543210');
    await form.getByLabel('Email').fill(email);
    await expect.poll(() => form.getByLabel('Hotel').locator('option').count()).toBeGreaterThan(1);
    await form.getByLabel('Hotel').selectOption('Patratu Lake Resort');
    await form.getByLabel('Remarks').fill('<script>alert(1)</script> 40 guests');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    // a request books nothing: "Request received", not the spec's "Booking successful!"
    const toast = page.getByText(/^Request received\. Ref: ABR-\d{6}-[A-Z2-9]{5}$/);
    await toast.waitFor();
    const ref = /ABR-\d{6}-[A-Z2-9]{5}/.exec((await toast.textContent()) ?? '')?.[0];
    await expectNoA11yViolations(page);
    const mail = await waitForMessage(email, new RegExp(ref!));
    // the acknowledgement quotes no visitor-written text (ADR 244): a typed purpose is "Other"
    expect(mail.text).toContain('Purpose: Other');
    expect(mail.text).not.toContain('Engagement <ceremony>');
    expect(mail.text).not.toContain('<script>');
    expectNoErrors(t);
    await t.context.close();
  });

  it('refuses a reschedule request for a booking the customer does not have, under the field', async () => {
    const c = newCustomer('moving', '7', 'Rohit Tirkey');
    await registerCustomer(c);
    const t = await newPage(browser, { width: 360, height: 780 });
    const { page } = t;
    await page.goto('/login?next=%2FrescheduleBooking');
    await submitLogin(page, c);
    await page.waitForURL(/\/rescheduleBooking$/);
    await settledHeading(page);
    const form = page.locator('main form');
    await form.getByLabel('Booking reference number').fill('JTDC26112200001');
    await expect.poll(() => form.getByLabel('Hotel').locator('option').count()).toBeGreaterThan(1);
    await form.getByLabel('Hotel').selectOption('Prabhat Vihar, Netarhat');
    await form.getByLabel('New check-in date').fill(addDays(todayIst(), 20));
    await form.getByLabel('New check-out date').fill(addDays(todayIst(), 22));
    await form.getByLabel('Reason').fill('Train cancelled.');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    const why = form.getByText(/^We found no booking with this reference number in your account\./);
    await why.waitFor();
    expect(await why.isVisible()).toBe(true);
    await expectNoA11yViolations(page);
    expect((await devOutbox()).some((m) => m.to === c.email && /RSR-/.test(m.text))).toBe(false);
    expectNoErrors(t);
    await t.context.close();
  });
});
