import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig, testConfig } from '../../config';
import { createTestApp, type TestContext } from '../../test/app';
import { startFakeS3 } from '../../test/fake-s3';
import { staffCookie } from '../../test/staff';
import { filesystemPhotoStore } from './photo-stores';
import type { App } from '../../types';

/*
 * PHOTO_STORE=s3 (ADR 327): two apps on one database, each with its own DATA_DIR, both storing
 * photos in one bucket of a local S3 stand-in that checks every request's signature.
 */

const bucket = 'jtdc-photos';
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let a: TestContext;
let b: App;
let dirA: string;
let dirB: string;
let manager: string;

const s3Config = () => ({
  PHOTO_STORE: 's3',
  S3_ENDPOINT: s3.endpoint,
  S3_REGION: 'ap-south-1',
  S3_BUCKET: bucket,
  S3_ACCESS_KEY_ID: 'AKTEST',
  S3_SECRET_ACCESS_KEY: 'test-secret',
});

beforeAll(async () => {
  s3 = await startFakeS3({ bucket, accessKeyId: 'AKTEST', secret: 'test-secret' });
  dirA = mkdtempSync(path.join(tmpdir(), 'photos-s3-a-'));
  dirB = mkdtempSync(path.join(tmpdir(), 'photos-s3-b-'));
  a = await createTestApp({ config: { DATA_DIR: dirA, ...s3Config() } });
  b = await buildApp({ ...a.deps, config: testConfig({ DATA_DIR: dirB, ...s3Config() }) });
  await b.ready();
  manager = await staffCookie(a, 'hotel_manager', { hotelIds: [1] });
});
afterAll(async () => {
  await b.close();
  await a.close();
  await s3.close();
  rmSync(dirA, { recursive: true, force: true });
  rmSync(dirB, { recursive: true, force: true });
});

async function upload(): Promise<{ id: number; sources: { type: string; srcset: string }[] }> {
  const jpeg = await sharp({
    create: { width: 1000, height: 700, channels: 3, background: { r: 30, g: 110, b: 70 } },
  })
    .jpeg()
    .toBuffer();
  const boundary = '----s3photos';
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
    url: '/api/staff/hotels/1/photos',
    headers: { cookie: manager, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const urlsOf = (p: { sources: { srcset: string }[] }) =>
  p.sources.flatMap((s) => s.srcset.split(', ').map((e) => e.split(' ')[0]!));

describe('photos in an S3-compatible bucket', () => {
  it('an upload through app A lands in the bucket, signed, and app B serves it; deleting it empties the bucket', async () => {
    const photo = await upload();
    const urls = urlsOf(photo);
    expect(urls).toHaveLength(6);
    expect([...s3.objects.keys()].every((k) => k.startsWith('photos/'))).toBe(true);
    expect(s3.objects.size).toBe(6);
    expect(s3.refused()).toBe(0);
    for (const url of urls) {
      const res = await b.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['etag']).toMatch(/^"[\w-]{32}"$/);
      const again = await b.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(res.headers['etag']) },
      });
      expect(again.statusCode).toBe(304);
    }
    // nothing on either machine's disk
    expect(readdirSync(dirA, { recursive: true }).length).toBe(0);
    expect(readdirSync(dirB, { recursive: true }).length).toBe(0);

    const del = await a.app.inject({
      method: 'DELETE',
      url: `/api/staff/hotels/1/photos/${photo.id}`,
      headers: { cookie: manager },
    });
    expect(del.statusCode).toBe(200);
    expect(s3.objects.size).toBe(0);
    for (const url of urls) expect((await b.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('the photo store setting', () => {
  const production = {
    NODE_ENV: 'production',
    APP_SECRET: 'x'.repeat(40),
    PUBLIC_URL: 'https://tourism.example',
    PAYMENT_GATEWAY: 'razorpay',
    RAZORPAY_KEY_ID: 'k',
    RAZORPAY_KEY_SECRET: 's',
    RAZORPAY_WEBHOOK_SECRET: 'w',
  };
  it('a local folder is refused in production', () => {
    expect(() => loadConfig({ ...production, PHOTO_STORE: 'filesystem' })).toThrow(
      /PHOTO_STORE.*refused in production/s,
    );
    expect(testConfig({ PHOTO_STORE: 'filesystem' }).PHOTO_STORE).toBe('filesystem');
  });

  it('s3 without its endpoint, bucket or keys is refused, and a plain-http endpoint in production', () => {
    expect(() => testConfig({ PHOTO_STORE: 's3' })).toThrow(/S3_ENDPOINT.*required/s);
    expect(() =>
      testConfig({ PHOTO_STORE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'b-1' }),
    ).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() =>
      loadConfig({
        ...production,
        PHOTO_STORE: 's3',
        S3_ENDPOINT: 'http://s3.internal',
        S3_BUCKET: 'photos',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
      }),
    ).toThrow(/S3_ENDPOINT.*https/s);
  });
});

describe('the local folder stand-in (development)', () => {
  it('saves, reads and removes an upload’s variants by their server-chosen names', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'photos-fs-'));
    try {
      const store = filesystemPhotoStore(path.join(dir, 'photos'));
      const id = '0f0e0d0c-0b0a-4908-8706-050403020100';
      await store.save(id, [
        { width: 480, format: 'jpg', data: Buffer.from('small') },
        { width: 960, format: 'webp', data: Buffer.from('large!') },
      ]);
      expect(readdirSync(path.join(dir, 'photos')).sort()).toEqual([
        `${id}-480.jpg`,
        `${id}-960.webp`,
      ]);
      expect(await store.info({ uploadId: id, width: 960, format: 'webp' })).toMatchObject({
        contentType: 'image/webp',
        sizeBytes: 6,
      });
      expect((await store.read({ uploadId: id, width: 480, format: 'jpg' }))?.data.toString()).toBe(
        'small',
      );
      expect(await store.read({ uploadId: id, width: 480, format: 'avif' })).toBeNull();
      await store.remove(id);
      expect(readdirSync(path.join(dir, 'photos'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
