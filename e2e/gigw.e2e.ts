import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../src/shared/dates';
import {
  devOutbox,
  expectNoA11yViolations,
  expectNoErrors,
  launchBrowser,
  newPage,
  type TrackedPage,
} from './support/browser';
import { expectSeen } from './support/seen';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The policy, help and accessibility pages, with their <h1> in English and in Hindi. */
const PAGES = [
  { path: '/privacy-policy', en: 'Privacy Policy', hi: 'गोपनीयता नीति' },
  { path: '/terms-and-conditions', en: 'Terms and Conditions', hi: 'नियम और शर्तें' },
  {
    path: '/cancellation-refund-policy',
    en: 'Cancellation and Refund Policy',
    hi: 'रद्दीकरण और धनवापसी नीति',
  },
  { path: '/hyperlink-policy', en: 'Hyperlink Policy', hi: 'हाइपरलिंक नीति' },
  { path: '/copyright-policy', en: 'Copyright Policy', hi: 'कॉपीराइट नीति' },
  { path: '/disclaimer', en: 'Disclaimer', hi: 'अस्वीकरण' },
  { path: '/accessibility-statement', en: 'Accessibility Statement', hi: 'सुगम्यता विवरण' },
  { path: '/screen-reader-access', en: 'Screen Reader Access', hi: 'स्क्रीन रीडर सुविधा' },
  { path: '/help', en: 'Help', hi: 'सहायता' },
  { path: '/feedback', en: 'Feedback', hi: 'प्रतिक्रिया' },
  { path: '/sitemap', en: 'Sitemap', hi: 'साइटमैप' },
];

async function heading(page: Page): Promise<string> {
  await page.waitForSelector('main#main h1');
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  return ((await page.locator('main#main h1').textContent()) ?? '').trim();
}

async function noSideScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(clientWidth);
}

describe.each([
  { lang: 'en' as const, prefix: '' },
  { lang: 'hi' as const, prefix: '/hi' },
])('the policy, help and accessibility pages in $lang', ({ lang, prefix }) => {
  let t: TrackedPage;
  beforeAll(async () => {
    t = await newPage(browser, { width: 360, height: 780 });
  });
  afterAll(() => t?.context.close());

  it.each(PAGES)('$path loads with its heading, fits a phone and passes axe', async (p) => {
    t.errors.length = 0;
    const res = await t.page.goto(`${prefix}${p.path}`, { waitUntil: 'domcontentloaded' });
    expect(res?.status()).toBe(200);
    expect(await heading(t.page)).toBe(p[lang]);
    expect(await t.page.locator('html').getAttribute('lang')).toBe(lang);
    await noSideScroll(t.page);
    await expectNoA11yViolations(t.page);
    expectNoErrors(t);
  });
});

describe('the privacy policy', () => {
  it("names the grievance officer from the server's configuration and the DPDP rights", async () => {
    const t = await newPage(browser);
    await t.page.goto('/privacy-policy');
    await heading(t.page);
    const main = t.page.locator('main#main');
    await expectSeen(main.getByText('Shri Anil Kumar Sinha'), { scroll: true });
    await expectSeen(main.getByRole('link', { name: 'grievance@jtdc.example.in' }), {
      scroll: true,
    });
    for (const right of ['Access:', 'Erasure:', 'Nomination:', 'Grievance redressal:'])
      expect(await main.getByText(right).count()).toBeGreaterThan(0);
    await t.context.close();
  });
});

describe('the footer', () => {
  it('links every policy page and says when the content was last updated', async () => {
    const t = await newPage(browser);
    await t.page.goto('/');
    await heading(t.page);
    const footer = t.page.locator('footer');
    // the footer arrives just after the page (its own chunk)
    await footer.getByRole('link', { name: 'Privacy Policy', exact: true }).waitFor();
    for (const name of ['Privacy Policy', 'Accessibility Statement', 'Feedback', 'Sitemap'])
      expect(await footer.getByRole('link', { name, exact: true }).count()).toBe(1);
    await expectSeen(footer.getByText(/^Last updated: \d{1,2} [A-Z][a-z]+ \d{4}$/), {
      scroll: true,
    });
    await t.context.close();
  });
});

const textSize = (page: Page) =>
  page.evaluate(() => ({
    attr: document.documentElement.getAttribute('data-text-size'),
    px: parseFloat(getComputedStyle(document.documentElement).fontSize),
  }));

describe('text size and contrast controls', () => {
  it('change the root font size step by step, persist across a reload and report aria-pressed', async () => {
    const t = await newPage(browser);
    const { page } = t;
    await page.goto('/help');
    await heading(page);
    const larger = page.getByRole('button', { name: 'Larger text' });
    const normal = page.getByRole('button', { name: 'Normal text size' });
    const smaller = page.getByRole('button', { name: 'Smaller text' });
    expect(await normal.getAttribute('aria-pressed')).toBe('true');
    expect((await textSize(page)).px).toBe(16);

    await larger.click();
    expect(await textSize(page)).toEqual({ attr: '1', px: 20 });
    expect(await larger.getAttribute('aria-pressed')).toBe('true');
    expect(await normal.getAttribute('aria-pressed')).toBe('false');

    await page.reload();
    await heading(page);
    expect(await textSize(page)).toEqual({ attr: '1', px: 20 });

    await normal.click();
    expect(await textSize(page)).toEqual({ attr: null, px: 16 });
    await smaller.click();
    expect(await textSize(page)).toEqual({ attr: '-1', px: 14 });
    expect(await smaller.getAttribute('aria-pressed')).toBe('true');
    await normal.click();
    expectNoErrors(t);
    await t.context.close();
  });

  it('are keyboard operable: Tab reaches them, Enter and Space press them', async () => {
    const t = await newPage(browser);
    const { page } = t;
    await page.goto('/sitemap');
    await heading(page);
    await page.locator('body').focus();
    const focusedName = () =>
      page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
      );
    let found = false;
    for (let i = 0; i < 8 && !found; i++) {
      await page.keyboard.press('Tab');
      found = ((await focusedName()) ?? '').endsWith('Larger text');
    }
    expect(found, 'Tab reaches the Larger text button').toBe(true);
    await page.keyboard.press('Enter');
    expect((await textSize(page)).attr).toBe('1');
    // the focus ring is visible on the focused control
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement!).outlineStyle,
    );
    expect(outline).not.toBe('none');
    await page.keyboard.press('Tab');
    expect(await focusedName()).toContain('High contrast');
    await page.keyboard.press('Space');
    expect(await page.locator('html').getAttribute('data-contrast')).toBe('high');
    expect(
      await page.getByRole('button', { name: 'High contrast' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await t.context.close();
  });

  it('high contrast turns the page black with white text, persists, and stays axe-clean', async () => {
    const t = await newPage(browser);
    const { page } = t;
    await page.goto('/accessibility-statement');
    await heading(page);
    await page.getByRole('button', { name: 'High contrast' }).click();
    const colours = () =>
      page.evaluate(() => ({
        bg: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.body).color,
      }));
    expect(await colours()).toEqual({ bg: 'rgb(0, 0, 0)', text: 'rgb(255, 255, 255)' });
    await page.reload();
    await heading(page);
    expect(await page.locator('html').getAttribute('data-contrast')).toBe('high');
    expect(await colours()).toEqual({ bg: 'rgb(0, 0, 0)', text: 'rgb(255, 255, 255)' });
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'High contrast' }).click();
    expect(await page.locator('html').getAttribute('data-contrast')).toBeNull();
    expectNoErrors(t);
    await t.context.close();
  });
});

describe('the booking journey at 200% text size on a 360 px phone', () => {
  it('never scrolls sideways and keeps its key buttons on screen', async () => {
    const t = await newPage(browser, { width: 360, height: 780 });
    const { page } = t;
    await page.goto('/');
    await heading(page);
    for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Larger text' }).click();
    expect(await textSize(page)).toEqual({ attr: '4', px: 32 });

    await noSideScroll(page);
    const checkIn = addDays(todayIst(), 20);
    const checkOut = addDays(todayIst(), 22);
    await page.goto(`/availibilty?checkIN=${checkIn}&checkOUT=${checkOut}&adult=2&child=0&room=1`);
    await heading(page);
    expect((await textSize(page)).px).toBe(32);
    await noSideScroll(page);

    await page.goto('/allhotel/');
    await heading(page);
    await noSideScroll(page);

    await page.goto('/hotel/1');
    expect(await heading(page)).toBe('Patratu Lake Resort');
    await noSideScroll(page);
    // scrolled to the middle of the screen, as a person brings it into view, clear of the sticky
    // header whatever the scroll position left by the page's own layout work
    const book = page.getByText(/Book this room/).first();
    await book.waitFor({ state: 'visible' });
    // the page may still be scrolling (smooth scrolling): bring it to the centre until it stays
    await expect
      .poll(
        async () => {
          await book.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
          await page.waitForTimeout(100);
          return book.evaluate((el) => {
            const r = el.getBoundingClientRect();
            return r.top >= 0 && r.bottom <= window.innerHeight;
          });
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await expectSeen(book, { scroll: false });

    await page.goto('/login');
    await heading(page);
    await noSideScroll(page);
    await expectSeen(page.getByRole('button', { name: 'Log In', exact: true }), { scroll: true });

    await page.goto('/cancellation-refund-policy');
    await heading(page);
    await noSideScroll(page);
    await t.context.close();
  });
});

describe('the feedback form', () => {
  it('shows field messages, then sends, shows the reference and mails the corporation', async () => {
    const t = await newPage(browser);
    const { page } = t;
    await page.goto('/feedback');
    await heading(page);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expectSeen(page.getByText('Please enter your name.'));
    await expectSeen(page.getByText('Please write your message.'));

    // each field is named by its visible label
    expect(await page.getByRole('textbox', { name: /^Name/ }).getAttribute('name')).toBe('name');
    await page.locator('main input[name="name"]').fill('Kavita Hembrom');
    await page.locator('main input[name="email"]').fill('kavita.hembrom@example.com');
    await page.locator('main select[name="category"]').selectOption('accessibility');
    await page.locator('main input[name="subject"]').fill('Larger text');
    await page
      .locator('main textarea[name="message"]')
      .fill('The A+ button helps my father read the hotel pages.');
    await page.getByRole('button', { name: 'Send feedback' }).click();

    const thanks = page.getByText(
      /^Your feedback has been sent\. Reference number: FB-\d{6}-\w{5}$/,
    );
    await expectSeen(thanks.first());
    const ref = /FB-\d{6}-\w{5}/.exec((await thanks.first().textContent()) ?? '')![0];
    await expect
      .poll(async () =>
        (await devOutbox()).some(
          (m) => m.to === 'feedback@jtdc.example.in' && m.subject?.includes(ref),
        ),
      )
      .toBe(true);
    expectNoErrors(t);
    await t.context.close();
  });

  it('answers in Hindi on the Hindi page', async () => {
    const t = await newPage(browser);
    const { page } = t;
    await page.goto('/hi/feedback');
    expect(await heading(page)).toBe('प्रतिक्रिया');
    await page.getByRole('button', { name: 'प्रतिक्रिया भेजें' }).click();
    await expectSeen(page.getByText('कृपया अपना नाम लिखें।'));
    await page.locator('main input[name="name"]').fill('रीता कुमारी');
    await page.locator('main input[name="email"]').fill('rita.kumari@example.com');
    await page.locator('main textarea[name="message"]').fill('हिन्दी में वेबसाइट देखकर बहुत अच्छा लगा।');
    await page.getByRole('button', { name: 'प्रतिक्रिया भेजें' }).click();
    await expectSeen(page.getByText(/^आपकी प्रतिक्रिया भेज दी गई है। संदर्भ नंबर: FB-/).first());
    expectNoErrors(t);
    await t.context.close();
  });
});

describe('notices', () => {
  it('state the format and size of each PDF', async () => {
    const t = await newPage(browser);
    await t.page.goto('/notice');
    await heading(t.page);
    await expectSeen(t.page.getByText(/^\s*\(PDF, \d+ KB\)$/).first());
    await t.page.goto('/hi/notice');
    await heading(t.page);
    await expectSeen(t.page.getByText(/^\s*\(पीडीएफ, \d+ KB\)$/).first());
    await t.context.close();
  });
});

describe('the home page videos', () => {
  it('carry English and Hindi caption tracks describing the silent clip', async () => {
    const t = await newPage(browser);
    const { page } = t;
    await page.goto('/');
    const gallery = page.locator('section[aria-labelledby="home-videos-title"]');
    await gallery.scrollIntoViewIfNeeded();
    await gallery.getByRole('button', { name: 'Show video: Maa Deori' }).click();
    await gallery.getByRole('button', { name: 'Play video: Maa Deori' }).click();
    const video = page.getByRole('dialog', { name: 'Maa Deori' }).locator('video');
    await video.waitFor();
    const tracks = await video.evaluate((v: HTMLVideoElement) =>
      [...v.querySelectorAll('track')].map((tr) => ({
        kind: tr.kind,
        lang: tr.srclang,
        src: tr.getAttribute('src'),
        default: tr.default,
      })),
    );
    expect(tracks).toEqual([
      { kind: 'captions', lang: 'en', src: '/media/videos/maa-deori.en.vtt', default: true },
      { kind: 'captions', lang: 'hi', src: '/media/videos/maa-deori.hi.vtt', default: false },
    ]);
    for (const tr of tracks) {
      const res = await page.request.get(tr.src!);
      expect(res.status()).toBe(200);
      const text = await res.text();
      expect(text.startsWith('WEBVTT')).toBe(true);
      expect(text).toMatch(tr.lang === 'en' ? /\[No sound\] Maa Deori temple/ : /कोई ध्वनि नहीं/);
    }
    // the English track is showing: its first cue is on screen as the clip starts
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode ?? 'none'))
      .toBe('showing');
    expectNoErrors(t);
    await t.context.close();
  });
});
