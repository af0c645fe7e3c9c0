import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';

/*
 * Canonical and share links of a server-rendered page name the configured address (PUBLIC_URL,
 * in development http://localhost:PORT), never the Host header a client sent (ADR 226). A small
 * stand-in render bundle is enough: the links are the server's, not the page's.
 */

let dir: string;
let ctx: TestContext;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ssr-origin-'));
  mkdirSync(path.join(dir, 'web'));
  mkdirSync(path.join(dir, 'ssr'));
  writeFileSync(
    path.join(dir, 'web', 'index.html'),
    '<!doctype html><html lang="en"><head><title>JTDC</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'ssr', 'entry-server.js'),
    `export async function render() {
      return { status: 200, lang: 'en', html: '<h1>Hotel</h1>', data: '{"queries":[]}',
        head: { title: 'Hotel', description: 'A hotel', image: '/media/hotel.jpg' } };
    }`,
  );
  // no PUBLIC_URL: the development default, http://localhost:PORT
  ctx = await createTestApp({
    seed: false,
    webRoot: path.join(dir, 'web'),
    config: { PORT: '3999' },
  });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('links in a server-rendered page', () => {
  it('name the configured address whatever Host the request carries, also once cached', async () => {
    for (const host of ['evil.example', 'localhost:3999', 'evil.example']) {
      const res = await ctx.app.inject({
        url: '/hotel/1',
        headers: { accept: 'text/html', host, 'x-forwarded-host': 'evil.example' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<link rel="canonical" href="http://localhost:3999/hotel/1" />');
      expect(res.body).toContain(
        '<meta property="og:image" content="http://localhost:3999/media/hotel.jpg" />',
      );
      expect(res.body).not.toContain('evil.example');
    }
  });
});
