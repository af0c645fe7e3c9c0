import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { precompress } from '../../../scripts/build-web.mjs';
import { createTestApp, type TestContext } from '../test/app';

/** The built web app's files, compressed once at build time and sent as they are (ADR 171). */
let ctx: TestContext;
let root: string;
const script = `console.log(${JSON.stringify('a fairly long line of script '.repeat(200))});`;
const html = `<!doctype html><html><head><title>JTDC</title></head><body>${'<p>x</p>'.repeat(300)}<div id="root"></div></body></html>`;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'static-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), html);
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), script);
  // compressible but without a build-time copy (a file dropped in by hand)
  writeFileSync(path.join(root, 'assets', 'late-def456.css'), `body{color:red}\n`.repeat(200));
  (precompress as (dir: string) => void)(path.join(root));
  rmSync(path.join(root, 'assets', 'late-def456.css.br'));
  rmSync(path.join(root, 'assets', 'late-def456.css.gz'));
  ctx = await createTestApp({ webRoot: root });
});
afterAll(async () => {
  await ctx.close();
  rmSync(root, { recursive: true, force: true });
});

describe('static files of the build', () => {
  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached immutably', async () => {
    const res = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when brotli is not accepted, and the file itself when nothing is', async () => {
    const gz = await ctx.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await ctx.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never compresses a static file per request', async () => {
    const res = await ctx.app.inject({
      url: '/assets/late-def456.css',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('sends the app HTML precompressed, revalidated on every use (no-cache)', async () => {
    for (const [enc, unpack] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({ url: '/hotel/1', headers: { 'accept-encoding': enc } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(enc);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(unpack(res.rawPayload).toString()).toBe(html);
    }
    const refused = await ctx.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(html);
  });
});
