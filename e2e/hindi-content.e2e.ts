import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIst } from '../src/shared/dates';
import {
  baseUrl,
  expectNoA11yViolations,
  expectNoErrors,
  launchBrowser,
  newPage,
} from './support/browser';
import { expectSeen } from './support/seen';
import { signInStaff as signIn, TINY_PDF as PDF } from './support/staff';

/** Content in both languages (ADR 180): Hindi where written, else the English marked lang="en". */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('hotels in Hindi', () => {
  it('/hi/hotel/1 shows the hotel name, place and description in Hindi', async () => {
    const t = await newPage(browser);
    const { page } = t;
    await page.goto('/hi/hotel/1');
    const h1 = page.getByRole('heading', { level: 1, name: 'पतरातू लेक रिज़ॉर्ट' });
    await expectSeen(h1);
    expect(await h1.locator('[lang]').count()).toBe(0);
    await expectSeen(page.getByText(/^पतरातू झील के किनारे बसा/));
    expect(await page.title()).toMatch(/^पतरातू लेक रिज़ॉर्ट \|/);
    await expectNoA11yViolations(page);
    expectNoErrors(t);
  });

  it('a hotel without Hindi shows its English name inside an element with lang="en"', async () => {
    const t = await newPage(browser);
    const { page } = t;
    const hotels = (await (await page.request.get(`${baseUrl()}/api/hotels`)).json()) as {
      data: { PropertyID: number; UnitName: string; UnitNameHi: string | null }[];
    };
    const english = hotels.data.find((h) => h.UnitNameHi === null)!;
    await page.goto(`/hi/hotel/${english.PropertyID}`);
    const h1 = page.getByRole('heading', { level: 1, name: english.UnitName });
    await expectSeen(h1);
    expect(await h1.locator('[lang="en"]').textContent()).toBe(english.UnitName);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await expectNoA11yViolations(page);
    expectNoErrors(t);
  });
});

describe('a notice headline in Hindi', () => {
  it('an editor adds the Hindi headline of an English-only notice and /hi/notice shows it', async () => {
    const t = await newPage(browser);
    const { page } = t;
    await signIn(t, 'editor@jtdc.demo');
    await page.goto('/admin/content/notices/new');
    await expectSeen(page.getByRole('heading', { level: 1, name: 'New notice' }));
    const title = `Closure of Hundru trails ${Date.now() % 100000}`;
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByLabel('Publish date').fill(todayIst());
    await page.getByLabel('PDF file').setInputFiles({
      name: 'closure.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByLabel('Published (shown on the public site)').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSeen(page.getByRole('row', { name: new RegExp(title) }));

    // no Hindi yet: the Hindi page shows the English, marked as English
    const pub = await newPage(browser);
    await pub.page.goto('/hi/notice');
    const english = pub.page.getByText(title, { exact: true });
    await expectSeen(english);
    expect(await english.getAttribute('lang')).toBe('en');

    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expectSeen(page.getByRole('heading', { level: 1, name: 'Edit notice' }));
    const hindiField = page.getByLabel('Title (Hindi)');
    expect(await hindiField.getAttribute('lang')).toBe('hi');
    const hindi = `हुंडरू की पगडंडियाँ बंद ${Date.now() % 100000}`;
    await hindiField.fill(hindi);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSeen(page.getByRole('row', { name: new RegExp(title) }));

    await pub.page.goto('/hi/notice');
    await expectSeen(pub.page.getByRole('cell', { name: hindi, exact: true }));
    expect(await pub.page.getByText(title, { exact: true }).count()).toBe(0);
    await expectNoA11yViolations(pub.page);
    // the English page keeps the English headline
    await pub.page.goto('/notice');
    await expectSeen(pub.page.getByRole('cell', { name: title, exact: true }));
    expectNoErrors(pub);
    expectNoErrors(t);
  });
});
