import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa';

let app: FastifyInstance;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'spa-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="en"><div id="root"></div></html>',
  );
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
  app = Fastify();
  await registerSpa(app, root, { publicUrl: 'http://localhost:3000' });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the built web app', () => {
  it.each([
    '/',
    '/allhotel/',
    '/hotel/3',
    '/booking-view/12',
    '/booking-Invoice/12',
    '/cancel-booking/7',
    '/destination/2',
    '/admin',
    '/admin/',
    '/admin/audit',
    '/admin/bookings/12',
  ])('answers %s opened directly with the app HTML (deep links work)', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/no-such-page',
    '/hotel',
    '/hotel/3/extra',
    '/booking-view/',
    '/About/us',
    '/administrator',
  ])(
    'answers %s, a path the app has no page for, with 404 and the app HTML (its 404 page)',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    },
  );

  it.each(['/about', '/ALLHOTEL', '/allhotel', '/tours/', '/availibilty/book-hotel/3?x=1'])(
    'matches %s as the router does (any case, optional trailing slash)',
    async (url) => {
      expect((await app.inject({ url })).statusCode).toBe(200);
    },
  );

  it.each(['/hi', '/hi/', '/hi/hotel/3', '/HI/allhotel/', '/hi/availibilty/book-hotel/3?x=1'])(
    'answers the Hindi page %s with the app HTML in Hindi (<html lang="hi">)',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="hi">');
    },
  );

  it('keeps English pages English', async () => {
    expect((await app.inject({ url: '/hotel/3' })).body).toContain('<html lang="en">');
  });

  it.each(['/hi/no-such-page', '/hindi', '/hi/hotel', '/hi/hi/hotel/3'])(
    'answers %s, no page in either language, with 404',
    async (url) => {
      expect((await app.inject({ url })).statusCode).toBe(404);
    },
  );

  it('caches hashed assets for a year as immutable', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown /api paths and missing files with a JSON 404, not the app', async () => {
    for (const url of ['/api/nothing', '/media/missing.svg']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Not found.' });
    }
  });
});
