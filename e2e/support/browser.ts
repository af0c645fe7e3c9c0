import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { expect, inject, onTestFailed } from 'vitest';

let ownServer: string | null = null;

/**
 * The server the journeys talk to: the one the global setup started, or the one a journey started
 * for itself (useServer, e.g. a second server on a moved clock); null goes back to the shared one.
 */
export function useServer(url: string | null): void {
  ownServer = url;
}

export const baseUrl = (): string => ownServer ?? inject('baseUrl');

/** Debian's Chromium (Playwright cannot download a browser here). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
}

export type TrackedPage = { page: Page; context: BrowserContext; errors: string[] };

/**
 * A page in a fresh context (its own cookies) that records console errors and page errors;
 * call expectNoErrors(tracked) to fail on them. Requests to other hosts are aborted (no network).
 */
export async function newPage(
  browser: Browser,
  opts: { width?: number; height?: number; deviceScaleFactor?: number; hasTouch?: boolean } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    deviceScaleFactor: opts.deviceScaleFactor ?? 1,
    hasTouch: opts.hasTouch ?? false,
  });
  const own = new URL(baseUrl()).host;
  await context.route('**/*', (route) => {
    const u = new URL(route.request().url());
    if (u.host === own || u.protocol === 'data:' || u.protocol === 'blob:') return route.continue();
    return route.abort();
  });
  const page = await context.newPage();
  // a public page arrives server-rendered (ADR 190): a person's typing before the app has taken it
  // over (hydrated) is not kept, so every navigation waits for <html data-ready>, as a person
  // would wait for the page to respond (the back office and the server's own pages, such as the
  // newsletter withdrawal, are not the app's and have no mark)
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const res = await goto(url, options);
    const admin = /^(https?:\/\/[^/]+)?\/admin(\/|$|\?)/.test(url);
    if (!admin && (await page.locator('#root').count()) > 0) {
      await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 20_000 });
    }
    return res;
  };
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (/net::ERR_FAILED|ERR_BLOCKED_BY_CLIENT|openstreetmap/.test(text)) return;
    errors.push(text);
  });
  page.on('pageerror', (err) => errors.push(err.message));
  // on failure: a screenshot in test-results/ and the alerts and toasts on screen, in the log
  // (only for a page made inside a test; pages made in beforeAll are shared by many tests)
  try {
    onTestFailed(async ({ task }) => {
      if (page.isClosed()) return;
      mkdirSync('test-results', { recursive: true });
      const file = `test-results/${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`;
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      const alerts = await page
        .locator('[role="alert"], .Toastify__toast')
        .allTextContents()
        .catch(() => []);
      console.log(
        `failed at ${page.url()}; screenshot ${file}; alerts: ${JSON.stringify(alerts)}; console errors: ${JSON.stringify(errors)}`,
      );
    });
  } catch {
    // not inside a test
  }
  return { page, context, errors };
}

/**
 * Statuses a journey provokes on purpose (a refused form, a conflict, a throttle) log a console
 * error that is not a bug. 401 is not among them: no page may answer a visitor with 401 (the
 * session probe answers 200 with no user); a journey that provokes one (a wrong password) says so.
 */
const EXPECTED_STATUSES = [400, 403, 404, 409, 413, 429];

export function expectNoErrors(t: TrackedPage, opts: { allowStatuses?: number[] } = {}): void {
  const allowed = [...EXPECTED_STATUSES, ...(opts.allowStatuses ?? [])];
  const errors = t.errors.filter((text) => {
    const m = /Failed to load resource: the server responded with a status of (\d{3})/.exec(text);
    return !(m && allowed.includes(Number(m[1])));
  });
  expect(errors, `console errors on ${t.page.url()}`).toEqual([]);
}

/**
 * Waits until every short animation (a dialog's fade-in, a toast's entrance, a button's colour
 * transition) has ended, so axe measures colours as a person sees them once the page is still,
 * not a half-faded frame. Long or endless animations (a toast's countdown bar, a spinner) are
 * left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => {
        const timing = a.effect?.getComputedTiming();
        const total = Number(timing?.endTime ?? 0);
        return a.playState !== 'running' || !Number.isFinite(total) || total > 2_000;
      }),
    undefined,
    { timeout: 5_000 },
  );
}

/** axe-core (WCAG 2.x A and AA rules) finds no violation on the page as it is now. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  // WCAG 2.x A/AA plus axe's experimental rules (e.g. label-content-name-mismatch, WCAG 2.5.3)
  // and best-practice target-size (WCAG 2.2 2.5.8: targets of at least 24 px)
  // (one options object: AxeBuilder.options() replaces what withTags() set)
  const result = await new AxeBuilder({ page })
    .options({
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental'],
      },
      rules: { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: true } },
    })
    .analyze();
  const summary = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export type DevMessage = {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  createdAt: string;
};

/** The development outbox (GET /api/dev/outbox): every delivered mail and SMS, newest first. */
export async function devOutbox(): Promise<DevMessage[]> {
  const r = await fetch(`${baseUrl()}/api/dev/outbox`);
  if (!r.ok) throw new Error(`dev outbox: ${r.status}`);
  return ((await r.json()) as { data: DevMessage[] }).data;
}

/** Waits for a delivered message to `to` whose text matches, and returns it. */
export async function waitForMessage(
  to: string,
  match: RegExp,
  timeoutMs = 15_000,
): Promise<DevMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const m = (await devOutbox()).find((x) => x.to === to && match.test(x.text));
    if (m) return m;
    if (Date.now() > deadline) throw new Error(`no message to ${to} matching ${match}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
