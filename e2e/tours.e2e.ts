import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoA11yViolations,
  expectNoErrors,
  launchBrowser,
  newPage,
  waitForMessage,
} from './support/browser';
import { logIn, newCustomer, registerCustomer } from './support/customer';

/*
 * A tour sold online (issue 29, ADR 350): a guest books two adults and a child on a departure,
 * pays in the sandbox, opens the voucher, cancels the child and sees the refund; at 360 and
 * 1280 px, in English and Hindi, axe clean and without sideways scroll.
 */

let browser: Browser;
const customer = newCustomer('tourist', '7', 'Kavita Oraon');

beforeAll(async () => {
  browser = await launchBrowser();
  await registerCustomer(customer);
});
afterAll(() => browser?.close());

const TEXT = {
  en: {
    prefix: '',
    title: 'Book this tour',
    traveller: (n: number) => `Traveller ${n}`,
    name: 'Full name',
    age: 'Age',
    add: 'Add a traveller',
    accept: /accept the cancellation policy/,
    pay: 'Hold seats and pay',
    voucher: /^Tour voucher/,
    cancelChild: 'Cancel Child Oraon',
    cancel: 'Cancel the chosen travellers',
    refunds: 'Refunds',
    departure: 'Departure',
  },
  hi: {
    prefix: '/hi',
    title: 'यह टूर बुक करें',
    traveller: (n: number) => `यात्री ${n}`,
    name: 'पूरा नाम',
    age: 'आयु',
    add: 'यात्री जोड़ें',
    accept: /रद्दीकरण नीति और शर्तें स्वीकार/,
    pay: 'सीटें रोकें और भुगतान करें',
    voucher: /^टूर वाउचर/,
    cancelChild: 'Child Oraon को रद्द करें',
    cancel: 'चुने गए यात्री रद्द करें',
    refunds: 'वापसी',
    departure: 'प्रस्थान',
  },
} as const;

async function noSidewaysScroll(page: import('playwright-core').Page): Promise<void> {
  const over = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(over).toBeLessThanOrEqual(0);
}

describe.each([
  ['en', 1280],
  ['hi', 360],
  ['en', 360],
  ['hi', 1280],
] as const)('booking a tour (%s, %i px)', (lang, width) => {
  it('books two adults and a child, opens the voucher, cancels the child and sees the refund', async () => {
    const x = TEXT[lang];
    const t = await newPage(browser, { width, height: 900 });
    const { page } = t;
    await logIn(page, customer);
    await page.goto(`${x.prefix}/book-tour/1`);
    await page.getByRole('heading', { name: x.title, level: 1 }).waitFor();
    // the third departure: two weeks or more ahead, so a cancellation refunds something
    const departure = page.getByRole('combobox', { name: x.departure, exact: true });
    const third = await departure.locator('option').nth(2).getAttribute('value');
    await departure.selectOption(third!);
    const people = [
      ['Kavita Oraon', '36'],
      ['Sanjay Oraon', '39'],
      ['Child Oraon', '7'],
    ] as const;
    for (const [i, [name, age]] of people.entries()) {
      if (i > 0) await page.getByRole('button', { name: x.add }).click();
      const group = page.getByRole('group', { name: x.traveller(i + 1) });
      await group.getByLabel(x.name).fill(name);
      await group.getByLabel(x.age).fill(age);
    }
    await page.getByLabel(x.accept).check();
    await noSidewaysScroll(page);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: x.pay }).click();
    // the sandbox gateway's checkout page
    await page.waitForURL(/\/api\/payments\/sandbox\/.+\/checkout/);
    await page.getByRole('button', { name: 'Pay successfully' }).click();
    await page.waitForURL(/\/tour-voucher\/\d+/);
    const id = /\/tour-voucher\/(\d+)/.exec(page.url())![1]!;
    await page.goto(`${x.prefix}/tour-voucher/${id}`);
    await page.getByRole('heading', { name: x.voucher, level: 1 }).waitFor();
    const main = page.locator('main');
    await expect.poll(() => main.textContent()).toContain('Child Oraon');
    await expect.poll(() => main.textContent()).toContain('Ranchi Railway Station');
    await noSidewaysScroll(page);
    await expectNoA11yViolations(page);
    await page.getByLabel(x.cancelChild).check();
    const cancel = page.getByRole('button', { name: x.cancel });
    await expect.poll(() => cancel.isEnabled()).toBe(true);
    await cancel.click();
    await page.getByRole('heading', { name: x.refunds }).waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: x.refunds }).textContent())
      .toMatch(/₹[\d,]+\.\d\d/);
    await expectNoA11yViolations(page);
    expectNoErrors(t);
    await t.context.close();
  });
});

describe('booking a tour without an account (no login wall, ADR 316)', () => {
  it('a new guest signs in on the page with a code to the mobile, books and pays (360 px)', async () => {
    const guest = newCustomer('tourguest', '6', 'Sunita Hembrom');
    const t = await newPage(browser, { width: 360, height: 800 });
    const { page } = t;
    await page.goto('/book-tour/2');
    await page.getByRole('heading', { name: 'Book this tour', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Your mobile number' }).waitFor();
    expect(await page.getByRole('button', { name: 'Hold seats and pay' }).isDisabled()).toBe(true);
    await noSidewaysScroll(page);
    await expectNoA11yViolations(page);
    await page.getByLabel('Email (for your booking documents)').fill(guest.email);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(guest.mobile);
    const signIn = page.locator('section', {
      has: page.getByRole('heading', { name: 'Your mobile number' }),
    });
    await signIn.getByLabel('Full name').fill(guest.name);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const sms = await waitForMessage(guest.mobile, /Your OTP is \d{6}/);
    await page
      .getByLabel('OTP sent to your mobile')
      .fill(/Your OTP is (\d{6})/.exec(sms.text)?.[1] ?? '');
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    // signed in: the contact, filled from the new account
    await page.getByRole('heading', { name: 'Your contact' }).waitFor();
    await expect.poll(() => page.getByLabel('Your name').inputValue()).toBe(guest.name);
    const first = page.getByRole('group', { name: 'Traveller 1' });
    await first.getByLabel('Full name').fill(guest.name);
    await first.getByLabel('Age').fill('31');
    await page.getByLabel(/accept the cancellation policy/).check();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Hold seats and pay' }).click();
    await page.waitForURL(/\/api\/payments\/sandbox\/.+\/checkout/);
    await page.getByRole('button', { name: 'Pay successfully' }).click();
    await page.waitForURL(/\/tour-voucher\/\d+/);
    await page.getByRole('heading', { name: /^Tour voucher/, level: 1 }).waitFor();
    await expect.poll(() => page.locator('main').textContent()).toContain(guest.name);
    expectNoErrors(t);
    await t.context.close();
  });
});
