import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoA11yViolations,
  expectNoErrors,
  launchBrowser,
  newPage,
  waitForMessage,
} from './support/browser';
import { newCustomer, post, registerCustomer, type TestCustomer } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * What a person sees of an element: it is visible, its centre lies inside the window, and the
 * element drawn at that centre is the element itself (or inside it), so nothing covers or clips it.
 */
async function seen(locator: Locator): Promise<boolean> {
  if (!(await locator.isVisible())) return false;
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (r.width === 0 || r.height === 0) return false;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (el === hit || el.contains(hit));
  });
}

async function expectSeen(locator: Locator, what: string): Promise<void> {
  await expect.poll(() => seen(locator), { message: `${what} is on screen` }).toBe(true);
}

/** Closes the toasts and waits until they are gone (a half-faded toast fails axe's contrast). */
async function clearToasts(page: Page): Promise<void> {
  const close = page.locator('.Toastify__close-button');
  for (let i = 0; i < 10 && (await close.count()) > 0; i++)
    await close
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
  await expect.poll(() => page.locator('.Toastify__toast').count(), { timeout: 10_000 }).toBe(0);
}

const GROUPS: Record<string, string[]> = {
  Discover: ['About Us', 'Organizational Structure', 'Latest Notices', 'Tender Announcements'],
  'Hotel Services': ['Book a Stay', 'Package Booking', 'Reschedule Booking', 'Booking History'],
  Explore: ['Tours', 'Advertorials'],
  'My Account': ['Log In', 'Sign Up', 'Forgot Password'],
};

async function logIn(page: Page, c: TestCustomer): Promise<void> {
  await page.waitForURL(/\/login/);
  await page.getByLabel('Email, mobile number or user ID').fill(c.email);
  await page.locator('input[type="password"]').fill(c.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

describe('the menu (issue 10 item 1)', () => {
  for (const size of [PHONE, DESKTOP]) {
    it(`opens full screen at ${size.width} px with its four groups and their links on screen`, async () => {
      const t = await newPage(browser, size);
      const { page } = t;
      await page.goto('/tours');
      await page.locator('main#main h1').waitFor();
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor();
      // the panel covers the whole window, not a 64 px strip
      const box = await menu.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(size.height - 1);
      expect(box?.width).toBeGreaterThanOrEqual(size.width - 1);

      for (const [title, links] of Object.entries(GROUPS)) {
        const heading = menu.getByRole('heading', { name: title });
        await heading.scrollIntoViewIfNeeded();
        await expectSeen(heading, `the ${title} group`);
        if (size.width < 768) {
          // collapsible with a plus/minus indicator on a phone
          const button = menu.getByRole('button', { name: title });
          expect(await button.getAttribute('aria-expanded')).toBe('false');
          await button.click();
          expect(await button.getAttribute('aria-expanded')).toBe('true');
        }
        for (const name of links) {
          const link = menu.getByRole('link', { name, exact: true });
          await link.scrollIntoViewIfNeeded();
          await expectSeen(link, `${title} › ${name}`);
        }
      }
      // Log In from the menu remembers the page it was opened on
      expect(await menu.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
        '/login?next=%2Ftours',
      );
      await expectNoA11yViolations(page);

      // Escape closes it and gives the focus back to the menu button
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.count()).toBe(0);
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      expectNoErrors(t);
      await t.context.close();
    });
  }

  it('keeps the focus inside the open menu (Tab from the last item returns to the first)', async () => {
    const t = await newPage(browser, DESKTOP);
    const { page } = t;
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await menu.getByRole('link', { name: 'Forgot Password' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')).toContain(
      'Close menu',
    );
    await t.context.close();
  });

  it('shows the main destinations in the header at 1280 px, behind the menu button at 360 px', async () => {
    const desk = await newPage(browser, DESKTOP);
    await desk.page.goto('/tours');
    const nav = desk.page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Hotels', 'Destinations', 'Tours', 'Log In'])
      await expectSeen(nav.getByRole('link', { name, exact: true }), `header ${name}`);
    expect(await nav.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/login?next=%2Ftours',
    );
    await expectSeen(desk.page.getByRole('button', { name: 'Open menu' }), 'menu button');
    await expectNoA11yViolations(desk.page);

    // Destinations leads to the home page's destination carousel
    await nav.getByRole('link', { name: 'Destinations' }).click();
    await desk.page.waitForURL((u) => u.pathname === '/');
    await expectSeen(
      desk.page.getByRole('heading', { level: 2, name: /destination/i }).first(),
      'the destinations section',
    );
    expectNoErrors(desk);
    await desk.context.close();

    const phone = await newPage(browser, PHONE);
    await phone.page.goto('/tours');
    await phone.page.locator('main#main h1').waitFor();
    expect(await phone.page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await expectSeen(phone.page.getByRole('button', { name: 'Open menu' }), 'menu button');
    await phone.context.close();
  });

  it('hides the header while scrolling down and brings it back on scrolling up', async () => {
    const t = await newPage(browser, PHONE);
    const { page } = t;
    await page.goto('/');
    await page.locator('main#main h1').waitFor();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expectSeen(toggle, 'menu button');
    await page.mouse.wheel(0, 900);
    await expect.poll(() => seen(toggle)).toBe(false);
    await page.mouse.wheel(0, -300);
    await expectSeen(toggle, 'menu button after scrolling up');
    await t.context.close();
  });
});

describe('logged in (issue 10 items 1 and 3)', () => {
  let c: TestCustomer;
  beforeAll(async () => {
    c = newCustomer('menu', '7', 'Asha Kumari');
    await registerCustomer(c);
  });

  it('Log In in the header comes back to the page, which then shows the name, My Bookings and Log Out', async () => {
    const t = await newPage(browser, DESKTOP);
    const { page } = t;
    await page.goto('/tours');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Log In' }).click();
    await logIn(page, c);
    await page.waitForURL((u) => u.pathname === '/tours');
    const prefix = c.email.split('@')[0]!;
    await expectSeen(nav.getByText(prefix), 'the email prefix in the header');
    await expectSeen(nav.getByRole('link', { name: 'My Bookings' }), 'My Bookings');
    await expectSeen(nav.getByRole('button', { name: 'Log Out' }), 'Log Out');
    expect(await nav.getByRole('link', { name: 'Log In' }).count()).toBe(0);
    await clearToasts(page);
    await expectNoA11yViolations(page);

    await nav.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expectNoErrors(t);
    await t.context.close();
  });

  it('Log In from the menu at 360 px comes back to the page; the menu then greets the customer', async () => {
    const t = await newPage(browser, PHONE);
    const { page } = t;
    await page.goto('/notice');
    await page.locator('main#main h1').waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'My Account' }).click();
    await menu.getByRole('link', { name: 'Log In' }).click();
    await logIn(page, c);
    await page.waitForURL((u) => u.pathname === '/notice');
    // no stale 'Login failed' or any other error toast, only the success
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Login successful' }).count())
      .toBeGreaterThan(0);
    expect(await page.locator('.Toastify__toast--error').count()).toBe(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const prefix = c.email.split('@')[0]!;
    const account = menu.getByRole('button', { name: `Hello, ${prefix}` });
    await expectSeen(account, 'the account group named after the email');
    await account.click();
    await expectSeen(menu.getByRole('link', { name: 'My Bookings' }), 'My Bookings');
    await expectSeen(menu.getByRole('button', { name: 'Log Out' }), 'Log Out');
    expectNoErrors(t);
    await t.context.close();
  });

  it('a failed login followed by a good one leaves no "Login failed" toast on screen', async () => {
    const t = await newPage(browser, PHONE);
    const { page } = t;
    await page.goto('/login');
    await page.getByLabel('Email, mobile number or user ID').fill(c.email);
    await page.locator('input[type="password"]').fill('not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    const failed = page.locator('.Toastify__toast').filter({ hasText: 'Login failed' });
    await expect.poll(() => failed.count()).toBeGreaterThan(0);
    // on a phone the toast sits at the bottom: the heading and the form's first field stay clear
    await expectSeen(page.getByRole('heading', { level: 1, name: 'Log In' }), 'the heading');
    await expectSeen(page.getByLabel('Email, mobile number or user ID'), 'the first field');
    const toastBox = await failed.first().boundingBox();
    expect(toastBox!.y).toBeGreaterThan(PHONE.height / 2);
    await page.locator('input[type="password"]').fill(c.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Login failed' }).count())
      .toBe(0);
    expectNoErrors(t, { allowStatuses: [401] });
    await t.context.close();
  });

  it('never follows a next= that leads off the site', async () => {
    const t = await newPage(browser, PHONE);
    const { page } = t;
    await page.goto('/login?next=%2F%2Fevil.example%2Fsteal');
    await logIn(page, c);
    await page.waitForURL((u) => u.pathname === '/');
    expect(new URL(page.url()).host).toBe(new URL(baseUrl()).host);
    await t.context.close();
  });
});

describe('sign-up mid-booking (issue 10 item 2)', () => {
  it('carries next through sign-up, logs the new guest in and lands back on the booking', async () => {
    const c = newCustomer('midbook', '6', 'Ravi Oraon');
    const t = await newPage(browser, PHONE);
    const { page } = t;
    const booking = '/availibilty/book-hotel/1?checkIn=2031-01-10&checkOut=2031-01-12';
    await page.goto(booking);
    // no login wall (ADR 316): the page asks for a mobile number, and offers the password login
    await page.getByRole('heading', { name: 'Your mobile number' }).waitFor();
    await page.getByRole('link', { name: 'Log in with it' }).click();
    await page.waitForURL(/\/login\?next=/);
    await page.getByRole('link', { name: 'Signup' }).click();
    await page.waitForURL(/\/signup\?next=%2Favailibilty%2Fbook-hotel%2F1/);

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(c.email);
    // typed as people write it: +91 and a space (stored as the 10 digits)
    await page
      .getByRole('textbox', { name: 'Mobile number', exact: true })
      .fill(`+91 ${c.mobile.slice(0, 5)} ${c.mobile.slice(5)}`);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    // the code as the message gives it ("Your OTP is 123456"), not any other number in the text
    const code = (text: string) => /Your OTP is (\d+)/.exec(text)?.[1] ?? '';
    const mail = await waitForMessage(c.email, /Your OTP is \d+/);
    const sms = await waitForMessage(c.mobile, /Your OTP is \d+/);
    await page.getByRole('textbox', { name: 'Email OTP' }).fill(code(mail.text));
    await page.getByRole('button', { name: 'Verify email OTP' }).click();
    await page.getByRole('textbox', { name: 'Mobile OTP' }).fill(code(sms.text));
    await page.getByRole('button', { name: 'Verify mobile OTP' }).click();
    await page.getByRole('textbox', { name: 'Full name' }).fill(c.name);
    await page.getByLabel(/^Password/).fill(c.password);
    await page.getByLabel('Confirm password').fill(c.password);

    // the newsletter is offered with an unticked box, never by default
    await clearToasts(page);
    const news = page.getByRole('checkbox', { name: /newsletter/i });
    await news.scrollIntoViewIfNeeded();
    await expectSeen(news, 'the newsletter box');
    expect(await news.isChecked()).toBe(false);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Signup' }).click();
    await page.waitForURL((u) => u.pathname === '/availibilty/book-hotel/1');
    expect(new URL(page.url()).search).toBe('?checkIn=2031-01-10&checkOut=2031-01-12');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Registered successfully' }).count())
      .toBeGreaterThan(0);
    // logged in: the booking form with the guest's details, not the mobile step or the login page
    await page.locator('main#main h1').waitFor();
    await page.getByRole('textbox', { name: /Identity number/ }).waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/login');
    expectNoErrors(t);
    await t.context.close();
  });
});

describe('status and console (issue 10 items 4 and 5)', () => {
  it('answers an unknown URL with 404 and shows the 404 page; deep links stay 200', async () => {
    for (const size of [PHONE, DESKTOP]) {
      const t = await newPage(browser, size);
      const { page } = t;
      const res = await page.goto('/no-such-page');
      expect(res?.status()).toBe(404);
      await expectSeen(page.getByRole('heading', { level: 1, name: 'Page not found' }), '404');
      await expectSeen(page.getByRole('link', { name: 'Back to the homepage' }), 'home link');
      await expectNoA11yViolations(page);
      await t.context.close();
    }
    for (const path of ['/hotel/1', '/booking-view/5', '/About', '/allhotel']) {
      const r = await fetch(`${baseUrl()}${path}`);
      expect(r.status, path).toBe(200);
    }
  });

  it('logs no console error and gets no 401 on any page a visitor opens', async () => {
    const t = await newPage(browser, PHONE);
    const { page } = t;
    const unauthorized: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 401) unauthorized.push(r.url());
    });
    for (const path of ['/', '/tours', '/allhotel/', '/About', '/notice']) {
      await page.goto(path);
      await page.locator('main#main h1').waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(unauthorized).toEqual([]);
    expectNoErrors(t);
    await t.context.close();
  });
});

describe('the footer newsletter for a logged-in customer (issue 10 item 8)', () => {
  it('offers the form while the account email is not subscribed, and says so once it is', async () => {
    const c = newCustomer('news', '8', 'Meera Das');
    await registerCustomer(c);
    const t = await newPage(browser, PHONE);
    const { page } = t;
    await page.goto('/login');
    await logIn(page, c);
    await page.waitForURL((u) => u.pathname === '/');
    const footer = page.locator('footer');
    const input = footer.getByRole('textbox', { name: /email/i });
    await input.scrollIntoViewIfNeeded();
    await expect.poll(() => input.isEditable()).toBe(true);
    expect(
      await footer.getByText("You're already subscribed with your account email.").count(),
    ).toBe(0);

    expect((await post('/api/newsletter/subscribe', { email: c.email })).status).toBe(201);
    await page.reload();
    const note = footer.getByText("You're already subscribed with your account email.");
    await note.scrollIntoViewIfNeeded();
    await expectSeen(note, 'the already-subscribed note');
    expect(await footer.getByRole('textbox', { name: /email/i }).isDisabled()).toBe(true);
    await t.context.close();
  });
});

describe('texts that read right (issue 10 item 10)', () => {
  for (const size of [PHONE, DESKTOP]) {
    it(`at ${size.width} px: plurals, About figures, Explore More Hotels, room names, date errors`, async () => {
      const t = await newPage(browser, size);
      const { page } = t;

      await page.goto('/');
      const explore = page.getByRole('link', { name: 'Explore More Hotels' });
      await explore.scrollIntoViewIfNeeded();
      await expectSeen(explore, 'Explore More Hotels');

      await page.goto('/About');
      const restaurants = page.getByText(/^10 Restaurants$/);
      await restaurants.scrollIntoViewIfNeeded();
      await expectSeen(restaurants, '10 Restaurants');

      // the availability results name a room's kind once ('Standard Single Room', not '... Single')
      const from = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
      const to = new Date(Date.now() + 41 * 86_400_000).toISOString().slice(0, 10);
      await page.goto('/availibilty');
      await page.getByLabel('Check-in').fill(from);
      await page.getByLabel('Check-out').fill(to);
      await page.getByRole('button', { name: 'Search' }).click();
      const single = page.getByText(/^Standard Single Room/).first();
      await single.waitFor();
      expect(await single.textContent()).not.toMatch(/Single Room\s*Single/);
      expect(await page.locator('main').textContent()).not.toMatch(/\b1 adults\b|\b1 children\b/);

      // a request form names the date field a person sees
      await page.goto('/advanceBooking');
      await page.getByRole('button', { name: 'Submit Request' }).click();
      const err = page.getByText('Please choose a From date.');
      await err.first().scrollIntoViewIfNeeded();
      await expectSeen(err.first(), 'the From date error');
      expect(await page.getByText('Please choose the from date.').count()).toBe(0);
      expectNoErrors(t);
      await t.context.close();
    });
  }
});

describe('the app-store buttons (issue 10 item 11)', () => {
  it('are absent while no store link is configured, and lead to the configured pages when they are', async () => {
    for (const size of [PHONE, DESKTOP]) {
      const t = await newPage(browser, size);
      const { page } = t;
      await page.goto('/');
      const block = page.locator('section[aria-labelledby="home-app-title"]');
      await block.scrollIntoViewIfNeeded();
      const coming = block.getByText('The app is on its way to the App Store and Google Play.');
      await coming.scrollIntoViewIfNeeded();
      await expectSeen(coming, 'the coming-soon line');
      expect(await block.getByRole('link').count()).toBe(0);
      await t.context.close();
    }

    const t = await newPage(browser, PHONE);
    const { page } = t;
    await page.route('**/api/site/public-config', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          data: {
            appStoreUrl: null,
            playStoreUrl: 'https://play.google.com/store/apps/details?id=in.jtdc',
          },
        }),
      }),
    );
    // a home page opened by its address has the links in its HTML (the server's configuration,
    // ADR 190): reach it by the header's link from a page the app draws, so the browser asks for
    // them (an island page's links are plain page loads, ADR 363)
    await page.goto('/availibilty');
    await page.waitForSelector('html[data-ready]');
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL((u) => u.pathname === '/');
    const play = page.getByRole('link', { name: 'Get it on Google Play' });
    await play.scrollIntoViewIfNeeded();
    await expectSeen(play, 'the Google Play button');
    expect(await play.getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=in.jtdc',
    );
    expect(await page.getByRole('link', { name: 'Download on the App Store' }).count()).toBe(0);
    await t.context.close();
  });
});

describe('tap targets of at least 24 px (issue 10 item 18)', () => {
  /** Height and width of every element matching, as drawn. */
  const sizes = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((els) =>
      els
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => {
          const r = el.getBoundingClientRect();
          return { text: (el.textContent ?? '').trim().slice(0, 30), w: r.width, h: r.height };
        }),
    );
  const small = (list: { w: number; h: number }[]) => list.filter((s) => s.w < 24 || s.h < 24);

  for (const size of [PHONE, DESKTOP]) {
    it(`footer links, card titles and checkboxes are 24 px or more at ${size.width} px`, async () => {
      const t = await newPage(browser, size);
      const { page } = t;
      await page.goto('/allhotel/');
      await page.locator('main li h2 a, main li h3 a').first().waitFor();
      // the footer arrives just after the page (its own chunk)
      await page.locator('footer a').first().waitFor();
      const footer = await sizes(page, 'footer a');
      expect(footer.length).toBeGreaterThan(10);
      expect(small(footer)).toEqual([]);
      const titles = await sizes(page, 'main :is(h2, h3) a');
      expect(titles.length).toBeGreaterThan(3);
      expect(small(titles)).toEqual([]);
      await expectNoA11yViolations(page);

      await page.goto('/tours');
      await page.locator('main :is(h2, h3) a').first().waitFor();
      expect(small(await sizes(page, 'main :is(h2, h3) a'))).toEqual([]);

      await page.goto('/availibilty');
      // on a phone the filters are in a sheet (issue 26)
      if (size === PHONE) {
        await page.getByRole('button', { name: 'Filters and sort' }).click();
        // measured once the sheet has slid in (its animation scales it)
        await page.getByRole('dialog').waitFor();
        await page.waitForFunction(() =>
          document.getAnimations().every((a) => a.playState !== 'running'),
        );
      }
      const where = size === PHONE ? '[role="dialog"]' : 'main';
      await page.locator(`${where} input[type="checkbox"]`).first().waitFor();
      const boxes = await sizes(page, `${where} input[type="checkbox"]`);
      expect(boxes.length).toBeGreaterThan(0);
      expect(small(boxes)).toEqual([]);
      await expectNoA11yViolations(page);
      await t.context.close();
    });
  }
});
