import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoA11yViolations,
  expectNoErrors,
  launchBrowser,
  newPage,
  type TrackedPage,
} from './support/browser';
import { newCustomer, registerCustomer } from './support/customer';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function settled(page: Page): Promise<void> {
  await page.waitForSelector('main#main h1');
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
}

/** <html lang> and the hreflang/canonical links of the page as it is now. */
function headOf(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]),
    ),
  }));
}

describe('the language switch', () => {
  it('opens the same page in Hindi and back, and the URL, lang and hreflang follow', async () => {
    const t = await newPage(browser);
    const { page } = t;
    await page.goto('/hotel/1');
    await settled(page);
    expect(await headOf(page)).toEqual({
      lang: 'en',
      canonical: `${baseUrl()}/hotel/1`,
      alternates: {
        en: `${baseUrl()}/hotel/1`,
        hi: `${baseUrl()}/hi/hotel/1`,
        'x-default': `${baseUrl()}/hotel/1`,
      },
    });
    const toHindi = page.locator('header').getByRole('link', { name: 'हिन्दी' });
    expect(await toHindi.getAttribute('lang')).toBe('hi');
    await toHindi.click();
    await page.waitForURL((u) => u.pathname === '/hi/hotel/1');
    await settled(page);
    expect(await headOf(page)).toMatchObject({ lang: 'hi', canonical: `${baseUrl()}/hi/hotel/1` });
    // every internal link of a Hindi page stays in Hindi
    const hrefs = await page
      .locator('a[href^="/"]:not([hreflang])')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(5);
    const english = hrefs.filter(
      (h) => !/^\/hi(\/|$)/.test(h) && !/^\/(api|media)\//.test(h) && !/\.[a-z0-9]+$/i.test(h),
    );
    expect(english).toEqual([]);
    const toEnglish = page.locator('header').getByRole('link', { name: 'English' });
    expect(await toEnglish.getAttribute('lang')).toBe('en');
    await toEnglish.click();
    await page.waitForURL((u) => u.pathname === '/hotel/1');
    expect((await headOf(page)).lang).toBe('en');
    expectNoErrors(t);
    await t.context.close();
  });

  it('remembers Hindi: the site address then opens in Hindi, a shared English link stays English', async () => {
    const t = await newPage(browser);
    const { page } = t;
    await page.goto('/');
    await settled(page);
    await page.locator('header').getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL((u) => u.pathname === '/hi/');
    await page.goto('/');
    await page.waitForURL((u) => u.pathname === '/hi/');
    await expect.poll(async () => (await headOf(page)).lang).toBe('hi');
    await page.goto('/tours');
    await settled(page);
    expect(new URL(page.url()).pathname).toBe('/tours');
    await page.locator('header').getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL((u) => u.pathname === '/hi/tours');
    await page.locator('header').getByRole('link', { name: 'English' }).click();
    await page.waitForURL((u) => u.pathname === '/tours');
    await page.goto('/');
    await settled(page);
    expect(new URL(page.url()).pathname).toBe('/');
    expectNoErrors(t);
    await t.context.close();
  });

  it('a shared Hindi link always opens in Hindi', async () => {
    const t = await newPage(browser);
    const res = await t.page.goto('/hi/tours');
    expect(res?.status()).toBe(200);
    expect(await res?.text()).toContain('<html lang="hi"');
    await settled(t.page);
    expect((await headOf(t.page)).lang).toBe('hi');
    expectNoErrors(t);
    await t.context.close();
  });
});

describe('the Devanagari web font', () => {
  it('is downloaded for Hindi pages only, and Hindi text is drawn with it', async () => {
    const t = await newPage(browser);
    const { page } = t;
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (/\.woff2?(\?|$)/.test(r.url())) fonts.push(new URL(r.url()).pathname);
    });
    await page.goto('/hotel/1');
    await settled(page);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts, 'an English page downloads no font').toEqual([]);
    await page.goto('/hi/hotel/1');
    await settled(page);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.some((f) => f.includes('devanagari'))).toBe(true);
    const loaded = await page.evaluate(() =>
      [...document.fonts].some(
        (f) => f.family.includes('JTDC Devanagari') && f.status === 'loaded',
      ),
    );
    expect(loaded).toBe(true);
    expectNoErrors(t);
    await t.context.close();
  });
});

/** Every public route of the site with a real id where it takes one (as in public-pages.e2e.ts). */
const ROUTES = [
  '/',
  '/allhotel/',
  '/hotel/1',
  '/About',
  '/organizational-structure',
  '/destination/1',
  '/login',
  '/signup',
  '/forgot-password',
  '/availibilty',
  '/booking-success/order_demo?guestName=Asha%20Kumari&amount=4480',
  '/booking-failed',
  '/tenders',
  '/notice',
  '/advanceBooking',
  '/rescheduleBooking',
  '/advertorial',
  '/advertorial/1',
  '/booking-view/1',
  '/booking-Invoice/1',
  '/tour-details/1',
  '/tours',
];
const hindi = (link: string) => (link === '/' ? '/hi/' : `/hi${link}`);

describe.each([
  { lang: 'en', url: (l: string) => l },
  { lang: 'hi', url: hindi },
])('every public route in $lang', ({ lang, url }) => {
  let t: TrackedPage;
  beforeAll(async () => {
    t = await newPage(browser);
  });
  afterAll(() => t?.context.close());

  it.each(ROUTES)('%s: lang, hreflang, and no axe violation', async (link) => {
    t.errors.length = 0;
    const res = await t.page.goto(url(link), { waitUntil: 'domcontentloaded' });
    expect(res?.status()).toBe(200);
    await settled(t.page);
    await expect.poll(async () => (await headOf(t.page)).lang).toBe(lang);
    const head = await headOf(t.page);
    const path = link.split('?')[0]!;
    expect(new URL(head.alternates.en!).pathname).toBe(path);
    expect(new URL(head.alternates.hi!).pathname).toBe(hindi(path));
    expect(head.alternates['x-default']).toBe(head.alternates.en);
    expect(head.canonical).toBe(lang === 'hi' ? head.alternates.hi : head.alternates.en);
    expect(await t.page.locator('h1').textContent()).not.toMatch(/^(Page not found|पेज नहीं मिला)$/);
    await expectNoA11yViolations(t.page);
    expectNoErrors(t, { allowStatuses: [401] });
  });
});

/** What has the keyboard focus: its accessible text (label of a field) and whether a ring shows. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { text: '', ring: false };
    const s = getComputedStyle(el);
    const ring =
      (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    return {
      text: (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').trim(),
      ring,
    };
  });
}

/** Presses Tab until the focused element's text matches (with a visible focus ring). */
async function tabTo(page: Page, text: RegExp, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (text.test(f.text)) {
      expect(f.ring, `focus ring on ${f.text}`).toBe(true);
      return f;
    }
  }
  throw new Error(`no element matching ${text} within ${max} Tab presses`);
}

describe('a Hindi visitor using only the keyboard', () => {
  const customer = newCustomer('hindi', '8', 'सुनीता मुंडा');
  beforeAll(() => registerCustomer(customer));

  it('goes from /hi/ to a confirmed sandbox booking, every page in Hindi', async () => {
    const t = await newPage(browser);
    const { page } = t;
    await page.goto('/hi/');
    await settled(page);

    await tabTo(page, /^लॉग इन$/);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/hi/login');
    await tabTo(page, /^ईमेल, मोबाइल नंबर या यूज़र आईडी/);
    await page.keyboard.type(customer.email);
    await tabTo(page, /^पासवर्ड/, 3);
    await page.keyboard.type(customer.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/hi/' || u.pathname === '/hi');
    await settled(page);

    // the home page's search (its default dates) lists the free rooms
    await tabTo(page, /^खोजें$/);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/hi/availibilty');
    await page.locator('main ul li h3').first().waitFor({ timeout: 15_000 });
    await tabTo(page, /^अभी बुक करें: .+, पतरातू लेक रिज़ॉर्ट$/, 200);
    await page.keyboard.press('Enter');
    await page.waitForURL(/^[^?]*\/hi\/availibilty\/book-hotel\/1\?/);
    await page.getByLabel('पूरा नाम').waitFor();
    await expect.poll(() => page.getByLabel('पूरा नाम').inputValue()).toBe(customer.name);

    await tabTo(page, /^पहचान पत्र(?! संख्या)/);
    await page.keyboard.type('Aadhaar');
    await tabTo(page, /^पहचान पत्र संख्या/, 5);
    await page.keyboard.type('1234');
    await tabTo(page, /रद्दीकरण नीति और बुकिंग की शर्तें/);
    await page.keyboard.press('Space');
    const pay = await tabTo(page, /चुकाएँ$/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await tabTo(page, new RegExp(`^${pay.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), 10);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/hi\/booking-success\/order_/, { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('booking-ref').textContent()).toMatch(/^JTDC\d{11}$/);
    expect((await headOf(page)).lang).toBe('hi');
    expect(await page.getByText(/धन्यवाद, सुनीता मुंडा/).count()).toBe(1);
    // the stay in Hindi dates ("28 नवंबर 2026 से 30 नवंबर 2026 तक"), and the toast in the site's
    // Devanagari face (not drawn as empty boxes)
    await expect
      .poll(() => page.locator('body').textContent())
      .toMatch(/\d{1,2} [\u0900-\u097F]+ \d{4} से \d{1,2} [\u0900-\u097F]+ \d{4} तक/);
    const toast = page.locator('.Toastify__toast').first();
    if (await toast.count())
      expect(await toast.evaluate((el) => getComputedStyle(el).fontFamily)).toContain(
        'JTDC Devanagari',
      );
    expectNoErrors(t);
    await t.context.close();
  }, 120_000);
});
