import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('hotel browsing', () => {
  it('goes from all hotels to a hotel and shows live room prices for next weekend', async () => {
    const t = await newPage(browser, { width: 360, height: 760 });
    const { page } = t;
    await page.goto('/allhotel/');
    await expect.poll(() => page.locator('main li h2').count()).toBe(11);
    await expectNoA11yViolations(page);

    await page.getByRole('link', { name: 'Patratu Lake Resort', exact: true }).click();
    await page.waitForURL(/\/hotel\/\d+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Patratu Lake Resort');
    expect(await page.getByText('12:00 PM').count()).toBeGreaterThan(0);
    expect(await page.getByText('11:00 AM').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Check availability' }).click();
    const rooms = page.locator('section[aria-labelledby="availability-title"] li h3');
    await expect.poll(() => rooms.count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByText(/rooms available|Only 1 room left/).count()).toBeGreaterThan(0);
    expect(
      await page.locator('section[aria-labelledby="availability-title"]').textContent(),
    ).toMatch(/₹[\d,]+/);
    await expectNoA11yViolations(page);
    expectNoErrors(t);
    await t.context.close();
  });

  it('opens a hotel directly by its link (deep link) at desktop width', async () => {
    const t = await newPage(browser);
    const res = await t.page.goto('/hotel/3');
    expect(res?.status()).toBe(200);
    await expect.poll(() => t.page.locator('h1').textContent()).toBe('Prabhat Vihar, Netarhat');
    await expectNoA11yViolations(t.page);
    expectNoErrors(t);
    await t.context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const t = await newPage(browser);
    await t.page.goto('/no-such-page');
    await expect.poll(() => t.page.locator('h1').textContent()).toBe('Page not found');
    expectNoErrors(t);
    await t.context.close();
  });
});
