import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { buildServerIfNeeded } from '../../scripts/build-server.mjs';
import { startServerProcess, type ServerProcess } from './test/processes';

/**
 * `npm start` runs the compiled bundle (dist/server/main.js, ADR 170): it must answer exactly as
 * the sources run through tsx do, each on its own fresh embedded database.
 */
describe('the compiled server', () => {
  const dirs: string[] = [];
  let compiled: ServerProcess;
  let source: ServerProcess;

  beforeAll(async () => {
    await (buildServerIfNeeded as () => Promise<void>)();
    const env = () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'compiled-'));
      dirs.push(dir);
      return { DATA_DIR: dir, DATABASE_URL: '', SEED_DEMO: 'true' };
    };
    [compiled, source] = await Promise.all([
      startServerProcess({ env: env(), compiled: true, readyTimeoutMs: 120_000 }),
      startServerProcess({ env: env(), readyTimeoutMs: 120_000 }),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([compiled?.stop(), source?.stop()]);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('serves the same hotel list as the source server (migrations and seed found)', async () => {
    const [a, b] = await Promise.all(
      [compiled, source].map((s) => fetch(`${s.baseUrl}/api/hotels`)),
    );
    expect(a!.status).toBe(200);
    const body = (await a!.json()) as { data: unknown[] };
    expect(body.data.length).toBeGreaterThan(0);
    expect(body).toEqual(await b!.json());
  });

  it('answers the home page like the source server, with the same headers', async () => {
    const [a, b] = await Promise.all([compiled, source].map((s) => fetch(`${s.baseUrl}/`)));
    expect(a!.status).toBe(b!.status);
    expect(a!.headers.get('content-type')).toBe(b!.headers.get('content-type'));
    expect(a!.headers.get('content-security-policy')).toBe(
      b!.headers.get('content-security-policy'),
    );
    // the same page, but for what differs by server: its own address (canonical, share tags),
    // the moment its data was read and the order its queries finished in (the server render's
    // data for the browser, ADR 190-191)
    const same = async (r: Response, s: ServerProcess) => {
      const html = (await r.text()).replaceAll(s.baseUrl, 'ORIGIN');
      const DATA = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/s;
      const json = DATA.exec(html)?.[1] ?? '{"queries":[]}';
      const { queries } = JSON.parse(json) as { queries: { queryHash: string; state: object }[] };
      const data = queries
        .map((q) => ({
          hash: q.queryHash,
          data: (q.state as { data?: unknown }).data,
        }))
        .sort((x, y) => x.hash.localeCompare(y.hash));
      return { page: html.replace(DATA, ''), data };
    };
    const [pageA, pageB] = await Promise.all([same(a!, compiled), same(b!, source)]);
    expect(pageA.page).toContain('<div id="root"><');
    expect(pageA.data.length).toBeGreaterThan(0);
    expect(pageA).toEqual(pageB);
  });
});
