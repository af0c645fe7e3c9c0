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

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('back office: content', () => {
  it('the demo editor publishes a notice with a PDF and the public /notice page shows it with its link', async () => {
    const t = await newPage(browser);
    const { page } = t;
    await signIn(t, 'editor@jtdc.demo');
    await page.getByRole('link', { name: 'Content', exact: true }).click();
    await expectSeen(page.getByRole('heading', { level: 1, name: 'Content' }));
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'New notice' }).click();
    await expectSeen(page.getByRole('heading', { level: 1, name: 'New notice' }));
    await expectNoA11yViolations(page);
    const title = `Closure of Patratu boating on ${todayIst()} ${Date.now() % 100000}`;
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByLabel('Publish date').fill(todayIst());
    await page.getByLabel('PDF file').setInputFiles({
      name: 'closure.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByLabel('Published (shown on the public site)').check();
    await page.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expectSeen(row);
    await expectSeen(row.getByText('Published'));

    const pub = await newPage(browser);
    await pub.page.goto('/notice');
    const link = pub.page.getByRole('link', { name: `Download PDF: ${title}` });
    await expectSeen(link);
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/notices\/\d+\/pdf/);
    const res = await pub.page.request.get(`${baseUrl()}${href}`);
    expect(res.status()).toBe(200);
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expectNoErrors(pub);
    expectNoErrors(t);
  });

  it('the accounts user reads the GST register and the reports; axe finds nothing', async () => {
    const t = await newPage(browser);
    const { page } = t;
    await signIn(t, 'accounts@jtdc.demo');
    await page.getByRole('link', { name: 'GST register', exact: true }).click();
    await expectSeen(page.getByRole('heading', { level: 1, name: 'GST register' }));
    // the table may be taller than the window: its caption is what a person sees first
    await expectSeen(page.getByRole('table', { name: /GST register/ }).locator('caption'));
    expect(await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toMatch(
      /\/api\/staff\/reports\/gst\?month=\d{4}-\d{2}/,
    );
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Reports', exact: true }).click();
    await expectSeen(page.getByRole('heading', { level: 2, name: 'Occupancy' }));
    await expectSeen(page.getByRole('img', { name: /Occupancy per day/ }));
    await expectNoA11yViolations(page);
    expectNoErrors(t);
  });
});
