import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../shared/dates';
import { hotelBody } from '../../shared/contracts/staff-hotels';
import { createTestApp, type TestContext } from '../test/app';
import { staffCookie } from '../test/staff';

/*
 * The server-rendered pages kept for a few seconds are dropped by the domain events that change
 * what they show (a rate changed, a hotel edited, content changed; ADR 246, issue 25), not by any
 * staff POST. The render is a stand-in that counts its calls: no web build is needed.
 */

const RENDERS = '__ssrEventsRenders';
type Counter = { [RENDERS]?: number };
const renders = () => (globalThis as Counter)[RENDERS] ?? 0;

let dir: string;
let ctx: TestContext;
let admin: string;
let editor: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ssr-events-'));
  mkdirSync(path.join(dir, 'web'));
  mkdirSync(path.join(dir, 'ssr'));
  writeFileSync(
    path.join(dir, 'web', 'index.html'),
    '<!doctype html><html lang="en"><head><title>JTDC</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'ssr', 'entry-server.js'),
    `export async function render(url) {
       globalThis.${RENDERS} = (globalThis.${RENDERS} ?? 0) + 1;
       return { status: 200, lang: 'en', html: '<p>render ' + globalThis.${RENDERS} + '</p>',
                head: null, data: '{}', modules: [] };
     }`,
  );
  ctx = await createTestApp({
    webRoot: path.join(dir, 'web'),
    config: { SSR_RENDERS_PER_CLIENT: '100000' },
  });
  admin = await staffCookie(ctx, 'admin');
  editor = await staffCookie(ctx, 'content_editor');
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** How many renders a look at the hotel page and the tours page cost. */
async function rendersOfAVisit(): Promise<number> {
  const before = renders();
  for (const url of ['/hotel/1', '/tours']) {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode, url).toBe(200);
    expect(res.body, url).toContain('<p>render ');
  }
  return renders() - before;
}

describe('the rendered pages and the domain events', () => {
  it('are kept across a staff POST that changes nothing public (a new staff account)', async () => {
    await rendersOfAVisit();
    expect(await rendersOfAVisit()).toBe(0);
    const made = await call('POST', '/api/staff/accounts', admin, {
      email: `ssr${Date.now()}@staff.test`,
      role: 'front_desk',
      hotelIds: [1],
      password: 'a-long-enough-password',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(await rendersOfAVisit()).toBe(0);
  });

  it('are dropped when a rate changes', async () => {
    await rendersOfAVisit();
    const h = (await call('GET', '/api/staff/hotels/1', admin)).json().data;
    const roomTypeId = (h.roomTypes as Array<{ id: number }>)[0]!.id;
    const res = await call('PUT', `/api/staff/hotels/1/room-types/${roomTypeId}/rates`, admin, {
      from: addDays(todayIst(), 50),
      to: addDays(todayIst(), 51),
      pricePerDay: 4567,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rendersOfAVisit()).toBe(2);
  });

  it('are dropped when a hotel is edited', async () => {
    await rendersOfAVisit();
    const h = (await call('GET', '/api/staff/hotels/1', admin)).json().data;
    // the edit form's body: every field of hotelBody as the staff API gave it
    const body = Object.fromEntries(
      Object.keys(hotelBody.shape).map((k) => [k, (h as Record<string, unknown>)[k]]),
    );
    const res = await call('PUT', '/api/staff/hotels/1', admin, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rendersOfAVisit()).toBe(2);
  });

  it('are dropped when content changes', async () => {
    await rendersOfAVisit();
    const res = await call('POST', '/api/staff/content/destinations/2/publish', editor, {
      published: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rendersOfAVisit()).toBe(2);
  });
});
