import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yViolations, expectNoErrors, launchBrowser, newPage } from './support/browser';
import { expectSeen } from './support/seen';

/** The back office at /admin: sign-in, dashboard, audit log, accounts, idle warning, its own chunk. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DEMO_PASSWORD = 'demo-staff-password';

async function signIn(page: Page, email = 'admin@jtdc.demo', password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('the public site', () => {
  it('loads no back-office code on the home page and a hotel page', async () => {
    const t = await newPage(browser);
    const urls: string[] = [];
    t.page.on('request', (r) => urls.push(new URL(r.url()).pathname));
    try {
      for (const path of ['/', '/hotel/1']) {
        await t.page.goto(path, { waitUntil: 'networkidle' });
        await expectSeen(t.page.locator('h1').first());
      }
      expect(urls.filter((u) => u.startsWith('/assets/')).length).toBeGreaterThan(0);
      expect(
        urls.filter((u) => /\/assets\/(Admin|Dashboard|Audit|Accounts|Security)/.test(u)),
      ).toEqual([]);
      expect(urls.filter((u) => u.startsWith('/api/staff/'))).toEqual([]);
      expectNoErrors(t);
    } finally {
      await t.context.close();
    }
  });
});

describe('the back office', () => {
  it('an admin signs in with the demo account, sees the dashboard and opens the audit log', async () => {
    const t = await newPage(browser);
    const { page } = t;
    try {
      await page.goto('/admin');
      await expectSeen(page.getByRole('heading', { name: 'Staff sign-in' }));
      // the public header and footer are not there
      expect(await page.locator('footer').count()).toBe(0);
      await expectNoA11yViolations(page);

      await signIn(page);
      await expectSeen(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
      await expectSeen(page.getByText('Arrivals today'));
      const perHotel = page.getByRole('table', { name: 'Today per hotel' });
      await expectSeen(perHotel.getByRole('rowheader', { name: 'Patratu Lake Resort' }));
      expect(await page.title()).toBe('Dashboard | JTDC Back office');
      await expectNoA11yViolations(page);

      // create an account, so the audit log has an entry of this journey
      await page
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: 'Staff accounts' })
        .click();
      await expectSeen(page.getByRole('heading', { level: 1, name: 'Staff accounts' }));
      await expectNoA11yViolations(page);
      const email = `e2e.${Date.now()}@jtdc.demo`;
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Role').selectOption('hotel_manager');
      await page.getByLabel('First password').fill('an-e2e-password-123');
      await page.getByLabel('Van Vihar, Betla').check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expectSeen(page.getByRole('status').filter({ hasText: `Created ${email}` }));
      await expectSeen(page.getByRole('rowheader', { name: email }));

      // change the new manager's hotels in the edit dialog
      await page.getByRole('button', { name: `Edit ${email}` }).click();
      const dialog = page.getByRole('dialog', { name: `Edit ${email}` });
      await expectSeen(dialog);
      await dialog.getByLabel('Maluti Vihar, Dumka').check();
      await expectNoA11yViolations(page);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expectSeen(
        page
          .getByRole('row')
          .filter({ hasText: email })
          .getByText('Van Vihar, Betla, Maluti Vihar, Dumka'),
      );

      await page.getByRole('link', { name: 'Audit log' }).click();
      await expectSeen(page.getByRole('heading', { level: 1, name: 'Audit log' }));
      expect(new URL(page.url()).pathname).toBe('/admin/audit');
      const row = page
        .getByRole('row')
        .filter({ hasText: 'admin@jtdc.demo' })
        .filter({ hasText: 'create' });
      await expectSeen(row.first());
      await row.first().getByText('Before and after').click();
      await expectSeen(row.first().getByText(email).first());
      await expectNoA11yViolations(page);
      const csv = page.getByRole('link', { name: 'Export CSV' });
      expect(await csv.getAttribute('href')).toBe('/api/staff/audit.csv');

      await page.getByRole('link', { name: 'Two-factor sign-in' }).click();
      await expectSeen(page.getByRole('button', { name: 'Start set-up' }));
      await page.getByRole('button', { name: 'Start set-up' }).click();
      await expectSeen(page.getByRole('img', { name: 'QR code for your authenticator app' }));
      await expectNoA11yViolations(page);

      await page.getByRole('button', { name: 'Sign out' }).click();
      await expectSeen(page.getByRole('heading', { name: 'Staff sign-in' }));
      expectNoErrors(t);
    } finally {
      await t.context.close();
    }
  });

  it('a deep link opens after sign-in; a hotel manager sees no admin pages', async () => {
    const t = await newPage(browser, { width: 360, height: 780 });
    const { page } = t;
    try {
      await page.goto('/admin/audit');
      await signIn(page, 'manager@jtdc.demo');
      await expectSeen(
        page.getByRole('heading', { level: 1, name: 'Not available for your role' }),
      );
      const nav = page.getByRole('navigation', { name: 'Back office' });
      expect(await nav.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
      // below 1024 px the back office's menu is behind a "Menu" button (ADR 312)
      const menu = nav.getByRole('button', { name: 'Menu' });
      await expectSeen(menu);
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await nav.getByRole('link', { name: 'Dashboard' }).click();
      const perHotel = page.getByRole('table', { name: 'Today per hotel' });
      await expectSeen(perHotel.getByRole('rowheader', { name: 'Patratu Lake Resort' }));
      expect(await perHotel.getByRole('rowheader').count()).toBe(1);
      // 360 px: nothing wider than the screen
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoA11yViolations(page);
      expectNoErrors(t);
    } finally {
      await t.context.close();
    }
  });

  it('a wrong password shows why, and the form stays', async () => {
    const t = await newPage(browser);
    try {
      await t.page.goto('/admin');
      await signIn(t.page, 'admin@jtdc.demo', 'not-the-password');
      await expectSeen(
        t.page.getByRole('alert').filter({ hasText: 'The email or password is not correct.' }),
      );
      await expectNoA11yViolations(t.page);
      expectNoErrors(t, { allowStatuses: [401] });
    } finally {
      await t.context.close();
    }
  });

  it('warns before the idle timeout, "Stay signed in" keeps the session, and time up signs out', async () => {
    const t = await newPage(browser);
    const { page } = t;
    try {
      await page.clock.install();
      await page.goto('/admin');
      await signIn(page, 'editor@jtdc.demo');
      await expectSeen(page.getByRole('heading', { level: 1, name: 'Dashboard' }));

      await page.clock.fastForward('28:30');
      const dialog = page.getByRole('alertdialog', { name: 'Are you still there?' });
      await expectSeen(dialog);
      await expectNoA11yViolations(page);
      await dialog.getByRole('button', { name: 'Stay signed in' }).last().click();
      await dialog.waitFor({ state: 'hidden' });
      await expectSeen(page.getByRole('heading', { level: 1, name: 'Dashboard' }));

      await page.clock.fastForward('31:00');
      await expectSeen(page.getByRole('heading', { name: 'Staff sign-in' }));
      await expectSeen(page.getByText('You were signed out after 30 minutes without activity.'));
      expectNoErrors(t);
    } finally {
      await t.context.close();
    }
  });
});
