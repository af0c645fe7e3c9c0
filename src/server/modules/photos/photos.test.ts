import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import type { App } from '../../types';
import { rows } from '../bookings/bookings.fixture';
import { databasePhotoStore, importPhotoFolder } from './photos.service';

/*
 * Two server processes behind a load balancer share one database and no disk (ADR 240): app A
 * and app B here are two apps on one database, each with its own DATA_DIR.
 */

let a: TestContext;
let b: App;
let dirA: string;
let dirB: string;
let manager: string;

beforeAll(async () => {
  dirA = mkdtempSync(path.join(tmpdir(), 'photos-a-'));
  dirB = mkdtempSync(path.join(tmpdir(), 'photos-b-'));
  a = await createTestApp({ config: { DATA_DIR: dirA } });
  b = await buildApp({ ...a.deps, config: testConfig({ DATA_DIR: dirB }) });
  await b.ready();
  manager = await staffCookie(a, 'hotel_manager', { hotelIds: [1] });
});
afterAll(async () => {
  await b.close();
  await a.close();
  rmSync(dirA, { recursive: true, force: true });
  rmSync(dirB, { recursive: true, force: true });
});

type Photo = { id: number; url: string; sources: { type: string; srcset: string }[] };

async function upload(url: string, width: number, height: number): Promise<Photo> {
  const jpeg = await sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 110, b: 70 } },
  })
    .jpeg()
    .toBuffer();
  const boundary = '----photos' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nThe lake at dawn\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lake.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await a.app.inject({
    method: 'POST',
    url,
    headers: { cookie: manager, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as Photo;
}

/** Every variant URL of a photo with its content type and width. */
const variantsOf = (p: Photo) =>
  p.sources.flatMap((s) =>
    s.srcset.split(', ').map((entry) => {
      const [url, w] = entry.split(' ') as [string, string];
      return { url, type: s.type, width: Number.parseInt(w, 10) };
    }),
  );

/** Every file under a folder, however deep. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile());

const storedRows = async (p: Photo) => {
  const uploadId = /([0-9a-f-]{36})-\d+\.\w+$/.exec(p.url)![1]!;
  return (
    await rows<{ n: number }>(
      a,
      sql`SELECT count(*)::int AS n FROM photo_variants WHERE upload_id = ${uploadId}`,
    )
  )[0]!.n;
};

describe('uploaded photos on several processes', () => {
  it('a hotel photo uploaded through app A is served by app B, every variant with its type, a year of cache and an ETag', async () => {
    const photo = await upload('/api/staff/hotels/1/photos', 1000, 700);
    const variants = variantsOf(photo);
    expect(variants).toHaveLength(6); // 480 and 960 wide, AVIF, WebP and JPEG
    for (const v of variants) {
      const res = await b.inject({ method: 'GET', url: v.url });
      expect(res.statusCode, v.url).toBe(200);
      expect(res.headers['content-type']).toBe(v.type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['etag']).toMatch(/^"[\w-]{32}"$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.width).toBe(v.width);
      expect(meta.format).toBe(v.type === 'image/avif' ? 'heif' : v.type.slice(6));
    }
  });

  it('a room-type photo uploaded through app A is served by app B too', async () => {
    const t = (
      await a.app.inject({
        method: 'GET',
        url: '/api/staff/hotels/1',
        headers: { cookie: manager },
      })
    ).json().data.roomTypes[0] as { id: number };
    const photo = await upload(`/api/staff/hotels/1/room-types/${t.id}/photos`, 500, 400);
    for (const v of variantsOf(photo))
      expect((await b.inject({ method: 'GET', url: v.url })).statusCode, v.url).toBe(200);
  });

  it('an upload writes no file under either data folder', async () => {
    const before = [filesUnder(dirA).length, filesUnder(dirB).length];
    const photo = await upload('/api/staff/hotels/1/photos', 700, 500);
    expect(await storedRows(photo)).toBe(3);
    expect([filesUnder(dirA).length, filesUnder(dirB).length]).toEqual(before);
    expect(before).toEqual([0, 0]);
  });

  it('a revalidation with the ETag or a later If-Modified-Since is 304 without a body', async () => {
    const photo = await upload('/api/staff/hotels/1/photos', 600, 400);
    const first = await b.inject({ method: 'GET', url: photo.url });
    const etag = first.headers['etag'] as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(new Date(lastModified).getTime()).toBeGreaterThan(0);

    const same = await b.inject({
      method: 'GET',
      url: photo.url,
      headers: { 'if-none-match': etag },
    });
    expect(same.statusCode).toBe(304);
    expect(same.rawPayload.length).toBe(0);
    expect(same.headers['etag']).toBe(etag);
    expect(same.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const since = await b.inject({
      method: 'GET',
      url: photo.url,
      headers: { 'if-modified-since': lastModified },
    });
    expect(since.statusCode).toBe(304);

    const other = await b.inject({
      method: 'GET',
      url: photo.url,
      headers: { 'if-none-match': '"another"', 'if-modified-since': lastModified },
    });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload.equals(first.rawPayload)).toBe(true);
    const before = await b.inject({
      method: 'GET',
      url: photo.url,
      headers: { 'if-modified-since': 'Mon, 01 Jan 2024 00:00:00 GMT' },
    });
    expect(before.statusCode).toBe(200);
  });

  it('deleting a photo through app A deletes its stored variants; app B then answers 404', async () => {
    const photo = await upload('/api/staff/hotels/1/photos', 1000, 700);
    expect(await storedRows(photo)).toBe(6);
    const del = await a.app.inject({
      method: 'DELETE',
      url: `/api/staff/hotels/1/photos/${photo.id}`,
      headers: { cookie: manager },
    });
    expect(del.statusCode).toBe(200);
    expect(await storedRows(photo)).toBe(0);
    for (const v of variantsOf(photo))
      expect((await b.inject({ method: 'GET', url: v.url })).statusCode, v.url).toBe(404);
  });

  it('only server-chosen names are looked up: anything else is 404', async () => {
    for (const p of [
      '/media/photos/..%2F..%2Fetc%2Fpasswd',
      '/media/photos/evil.jpg',
      '/media/photos/00000000-0000-0000-0000-000000000000-480.jpg',
      '/media/photos/00000000-0000-0000-0000-000000000000-480.png',
    ])
      expect((await b.inject({ method: 'GET', url: p })).statusCode, p).toBe(404);
  });

  it("the demo seed's pictures stay files of the web app (public/media), with no stored variants", async () => {
    const seeded = await rows<{ url: string; upload_id: string | null }>(
      a,
      sql`SELECT url, upload_id FROM hotel_photos WHERE url LIKE '/media/hotels/%'`,
    );
    expect(seeded.length).toBeGreaterThan(0);
    for (const p of seeded) {
      expect(p.upload_id).toBeNull();
      expect(readdirSync(path.join('public', path.dirname(p.url)))).toContain(path.basename(p.url));
    }
  });

  it('variants an older version wrote to DATA_DIR/uploads/photos are copied to the store once, then served by every process', async () => {
    const folder = path.join(dirA, 'uploads', 'photos');
    mkdirSync(folder, { recursive: true });
    const uploadId = '0f0e0d0c-0b0a-4908-8706-050403020100';
    const jpeg = await sharp({
      create: { width: 480, height: 300, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(folder, `${uploadId}-480.jpg`), jpeg);
    writeFileSync(path.join(folder, 'notes.txt'), 'not a variant');
    try {
      const store = databasePhotoStore(a.deps.db);
      expect(await importPhotoFolder(store, folder)).toBe(1);
      expect(await importPhotoFolder(store, folder)).toBe(0);
      const res = await b.inject({ method: 'GET', url: `/media/photos/${uploadId}-480.jpg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.rawPayload.equals(jpeg)).toBe(true);
      expect(await importPhotoFolder(store, path.join(dirA, 'missing'))).toBe(0);
    } finally {
      rmSync(path.join(dirA, 'uploads'), { recursive: true, force: true });
    }
  });
});
