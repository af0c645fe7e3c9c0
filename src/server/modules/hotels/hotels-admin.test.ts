import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createCustomerSession, createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';
import { roomTypesOf, rows } from '../bookings/bookings.fixture';
import { photoConversions } from './photo-files';

let ctx: TestContext;
let dataDir: string;
let admin: string;
let manager1: string;
let editor: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hotels-admin-test-'));
  ctx = await createTestApp({ config: { DATA_DIR: dataDir } });
  admin = await staffCookie(ctx, 'admin');
  manager1 = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
  editor = await staffCookie(ctx, 'content_editor');
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A room type of a hotel, from the staff API. */
async function roomType(hotelId: number, index = 0) {
  const h = (await call('GET', `/api/staff/hotels/${hotelId}`, admin)).json().data;
  return h.roomTypes[index] as { id: number; name: string; totalRooms: number; basePrice: number };
}

const day = (offset: number) => addDays(todayIst(), offset);

async function auditRows(entity: string, entityId: number) {
  return rows<{ action: string; before: unknown; after: unknown; staff_id: number }>(
    ctx,
    sql`SELECT action, before, after, staff_id FROM audit_log WHERE entity = ${entity} AND entity_id = ${String(entityId)} ORDER BY id`,
  );
}

describe('who reaches the hotels', () => {
  it('a hotel manager lists only their hotel; an admin lists every hotel', async () => {
    const mine = (await call('GET', '/api/staff/hotels', manager1)).json().data;
    expect(mine.map((h: { id: number }) => h.id)).toEqual([1]);
    const all = (await call('GET', '/api/staff/hotels', admin)).json().data;
    expect(all.length).toBeGreaterThan(5);
  });

  it('a room type of another hotel under my hotel id is not found either', async () => {
    const other = await roomType(2);
    const res = await call('GET', `/api/staff/hotels/1/room-types/${other.id}`, manager1);
    expect(res.statusCode).toBe(404);
  });

  it('a front-desk clerk reads their own hotel, never another (404) and edits nothing (403)', async () => {
    const desk = await staffCookie(ctx, 'front_desk', { hotelIds: [1] });
    const own = await call('GET', '/api/staff/hotels/1', desk);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ id: 1, checkInTime: expect.any(String) });
    const list = (await call('GET', '/api/staff/hotels', desk)).json().data;
    expect(list.map((h: { id: number }) => h.id)).toEqual([1]);
    const other = await call('GET', '/api/staff/hotels/2', desk);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Hotel not found.');
    const edit = await call('PUT', '/api/staff/hotels/1', desk, own.json().data);
    expect(edit.statusCode).toBe(403);
    const rt = await call('POST', '/api/staff/hotels/1/room-types', desk, {});
    expect(rt.statusCode).toBe(403);
    const housekeeper = await staffCookie(ctx, 'housekeeping', { hotelIds: [1] });
    expect((await call('GET', '/api/staff/hotels/1', housekeeper)).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/hotels/1', editor)).statusCode).toBe(403);
  });

  it('a customer session is not a staff session', async () => {
    const c = await createCustomerSession(ctx);
    expect((await call('GET', '/api/staff/hotels', c.cookie)).statusCode).toBe(401);
  });
});

describe('hotels and room types', () => {
  it('an admin edits a hotel; the public page shows it at once; the audit keeps before and after', async () => {
    const h = (await call('GET', '/api/staff/hotels/3', admin)).json().data;
    await ctx.app.inject({ method: 'GET', url: '/api/hotel/3' });
    const body = {
      unitName: h.unitName,
      locationName: h.locationName,
      mobileNo: h.mobileNo,
      email: h.email,
      priceRange: h.priceRange,
      description: 'A quiet lodge above the falls.',
      address: h.address,
      location: h.location,
      checkInTime: '1:00 PM',
      checkOutTime: '10:00 AM',
      facilities: ['Wi-Fi', 'Parking'],
    };
    const res = await call('PUT', '/api/staff/hotels/3', admin, body);
    expect(res.statusCode).toBe(200);
    const pub = (await ctx.app.inject({ method: 'GET', url: '/api/hotel/3' })).json().data;
    expect(pub).toMatchObject({
      Description: 'A quiet lodge above the falls.',
      CheckInTime: '1:00 PM',
      Amenities: ['Wi-Fi', 'Parking'],
    });
    const [a] = await auditRows('hotel', 3);
    expect(a).toMatchObject({
      action: 'update',
      before: { description: h.description },
      after: { description: 'A quiet lodge above the falls.' },
    });
  });

  it("saves a hotel's no-show cut-off of 0 to 24 hours and refuses 25 (400)", async () => {
    const h = (await call('GET', '/api/staff/hotels/3', admin)).json().data;
    expect(h.noShowCutoffHours).toBe(6);
    const body = (noShowCutoffHours: number) => ({
      unitName: h.unitName,
      locationName: h.locationName,
      mobileNo: h.mobileNo,
      email: h.email,
      priceRange: h.priceRange,
      description: h.description,
      address: h.address,
      location: h.location,
      checkInTime: h.checkInTime,
      checkOutTime: h.checkOutTime,
      facilities: h.facilities,
      noShowCutoffHours,
    });
    const bad = await call('PUT', '/api/staff/hotels/3', admin, body(25));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(
      /no-show cut-off must be a whole number of hours from 0 to 24/,
    );
    const res = await call('PUT', '/api/staff/hotels/3', admin, body(2));
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/staff/hotels/3', admin)).json().data.noShowCutoffHours).toBe(2);
    const a = (await auditRows('hotel', 3)).at(-1);
    expect(a).toMatchObject({ before: { noShowCutoffHours: 6 }, after: { noShowCutoffHours: 2 } });
  });

  it('changing the number of rooms adjusts future inventory, never below booked + closed', async () => {
    const t = (await call('GET', '/api/staff/hotels/4', admin)).json().data.roomTypes[0];
    const url = `/api/staff/hotels/4/room-types/${t.id}`;
    const { photos: _p, id: _i, hotelId: _h, ...fields } = t;
    const more = await call('PUT', url, admin, { ...fields, totalRooms: t.totalRooms + 3 });
    expect(more.statusCode).toBe(200);
    const [inv] = await rows<{ total: number }>(
      ctx,
      sql`SELECT total FROM room_inventory WHERE room_type_id = ${t.id} AND night = ${day(30)}`,
    );
    expect(Number(inv!.total)).toBe(t.totalRooms + 3);

    await ctx.deps.db.execute(
      sql`UPDATE room_inventory SET booked = 2, closed = 1 WHERE room_type_id = ${t.id} AND night = ${day(31)}`,
    );
    const fewer = await call('PUT', url, admin, { ...fields, totalRooms: 2 });
    expect(fewer.statusCode).toBe(409);
    expect(fewer.json().message).toMatch(/has 3 rooms booked or closed on the night of/);
    const ok = await call('PUT', url, admin, { ...fields, totalRooms: 3 });
    expect(ok.statusCode).toBe(200);
  });

  it('creates a room type with a year of inventory', async () => {
    const res = await call('POST', '/api/staff/hotels/1/room-types', manager1, {
      name: 'Family Cottage',
      category: 'Suite',
      maxAdults: 4,
      maxChildren: 2,
      allowedExtraPerson: 1,
      extraPersonRate: 500,
      basePrice: 6500,
      totalRooms: 2,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    const pub = await roomTypesOf(ctx, 1, day(5), day(6));
    expect(pub.find((x) => x.RoomTypeID === id)).toMatchObject({
      AvailableRooms: 2,
      PricePerDay: 6500,
    });
  });
});

// ---- photos ------------------------------------------------------------------------------------

/** The stored variants of the upload a variant URL names. */
async function variantCount(url: string) {
  const uploadId = /([0-9a-f-]{36})-\d+\.\w+$/.exec(url)![1]!;
  const [r] = await rows<{ n: number }>(
    ctx,
    sql`SELECT count(*)::int AS n FROM photo_variants WHERE upload_id = ${uploadId}`,
  );
  return r!.n;
}

function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) {
  const boundary = '----rates' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (cookie: string, url: string, body: ReturnType<typeof multipart>) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });

/** A JPEG with an EXIF block holding GPS coordinates. */
function photoWithGps(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 80 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'secret place' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 21/1 0/1' },
    })
    .toBuffer();
}

describe('facilities', () => {
  it('saving every seeded hotel unchanged keeps its facilities exactly', async () => {
    const list = (await call('GET', '/api/staff/hotels', admin)).json().data as { id: number }[];
    expect(list.length).toBeGreaterThan(5);
    for (const { id } of list) {
      const before = (await call('GET', `/api/staff/hotels/${id}`, admin)).json().data;
      // the edit form's body: every field of hotelBody, as the staff API gave it
      const body = {
        unitName: before.unitName,
        locationName: before.locationName,
        mobileNo: before.mobileNo,
        email: before.email,
        priceRange: before.priceRange,
        description: before.description,
        address: before.address,
        location: before.location,
        unitNameHi: before.unitNameHi,
        locationNameHi: before.locationNameHi,
        descriptionHi: before.descriptionHi,
        addressHi: before.addressHi,
        locationHi: before.locationHi,
        checkInTime: before.checkInTime,
        checkOutTime: before.checkOutTime,
        facilities: before.facilities,
      };
      const put = await call('PUT', `/api/staff/hotels/${id}`, admin, body);
      expect(put.statusCode, `hotel ${id}: ${put.body}`).toBe(200);
      const after = (await call('GET', `/api/staff/hotels/${id}`, admin)).json().data;
      expect([...after.facilities].sort(), `hotel ${id}`).toEqual([...before.facilities].sort());
    }
  });
});

describe('photo upload', () => {
  const url = '/api/staff/hotels/1/photos';

  it('makes AVIF, WebP and JPEG variants under a server-chosen name, without metadata, served immutable', async () => {
    const img = await photoWithGps(2000, 1200);
    expect((await sharp(img).metadata()).exif).toBeDefined();
    const res = await upload(
      admin,
      url,
      multipart(
        { alt: 'The lawn at dusk' },
        { name: '../../evil.jpg', type: 'image/jpeg', data: img },
      ),
    );
    expect(res.statusCode).toBe(201);
    const photo = res.json().data as {
      id: number;
      url: string;
      alt: string;
      sources: { type: string; srcset: string }[];
    };
    expect(photo.alt).toBe('The lawn at dusk');
    expect(photo.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    expect(photo.sources[0]!.srcset).toMatch(
      /^\/media\/photos\/[0-9a-f-]{36}-480\.avif 480w, .*-960\.avif 960w, .*-1600\.avif 1600w$/,
    );
    // nine variants, kept in the database (ADR 240): nothing on this machine's disk
    expect(await variantCount(photo.url)).toBe(9);
    expect(readdirSync(dataDir)).toEqual([]);

    const served = await ctx.app.inject({ method: 'GET', url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(960);

    // the public hotel page lists it with its sources
    const pub = (await ctx.app.inject({ method: 'GET', url: '/api/hotel/1' })).json();
    expect(pub.hotelPhotos.at(-1)).toMatchObject({ id: photo.id, sources: photo.sources });
    const [a] = await auditRows('hotel_photo', photo.id);
    expect(a).toMatchObject({ action: 'create', after: { alt: 'The lawn at dusk' } });
  });

  it('refuses a script renamed .jpg or .pdf, and a non-image sent as image/jpeg (415)', async () => {
    const script = Buffer.from('#!/bin/sh\nrm -rf /\n'.repeat(10));
    for (const file of [
      { name: 'photo.jpg', type: 'image/jpeg', data: script },
      { name: 'brochure.pdf', type: 'application/pdf', data: script },
      { name: 'fake.png', type: 'image/png', data: Buffer.from('%PDF-1.7\n' + 'x'.repeat(200)) },
      // the right magic bytes but no picture behind them
      {
        name: 'broken.jpg',
        type: 'image/jpeg',
        data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 7)]),
      },
    ]) {
      const res = await upload(admin, url, multipart({ alt: 'x' }, file));
      expect(res.statusCode, file.name).toBe(415);
      expect(res.json().message).toBe(
        'This file is not a picture. Upload a JPEG, PNG, WebP or AVIF photo.',
      );
    }
  });

  it('refuses a photo over 8 MB with 413 and a clear message', async () => {
    const big = Buffer.concat([await photoWithGps(100, 100), Buffer.alloc(8 * 1024 * 1024 + 10)]);
    const res = await upload(
      admin,
      url,
      multipart({ alt: 'Too big' }, { name: 'big.jpg', type: 'image/jpeg', data: big }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('This photo is larger than 8 MB. Upload a smaller one.');
  });

  it('requires alt text', async () => {
    const img = await photoWithGps(600, 400);
    const res = await upload(
      admin,
      url,
      multipart({}, { name: 'a.jpg', type: 'image/jpeg', data: img }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/alt text/);
  });

  it('a hotel manager cannot upload to another hotel (404); an editor cannot upload (403)', async () => {
    const img = await photoWithGps(600, 400);
    const body = () => multipart({ alt: 'x' }, { name: 'a.jpg', type: 'image/jpeg', data: img });
    expect((await upload(manager1, '/api/staff/hotels/2/photos', body())).statusCode).toBe(404);
    expect((await upload(editor, url, body())).statusCode).toBe(403);
  });

  it('reorders and deletes photos (their stored variants go too); a user-chosen path is never served', async () => {
    const img = await photoWithGps(600, 400);
    const added = (
      await upload(
        manager1,
        url,
        multipart({ alt: 'Porch' }, { name: 'a.jpg', type: 'image/jpeg', data: img }),
      )
    ).json().data;
    const h = (await call('GET', '/api/staff/hotels/1', manager1)).json().data;
    const ids = h.photos.map((p: { id: number }) => p.id) as number[];
    const order = [added.id, ...ids.filter((i) => i !== added.id)];
    expect(
      (await call('PUT', '/api/staff/hotels/1/photos/order', manager1, { ids: order })).statusCode,
    ).toBe(200);
    const pub = (await ctx.app.inject({ method: 'GET', url: '/api/hotel/1' })).json().data;
    expect(pub.hotelPhotos[0].id).toBe(added.id);
    expect(pub.Photo).toBe(added.url);

    expect(await variantCount(added.url)).toBe(3);
    const del = await call('DELETE', `/api/staff/hotels/1/photos/${added.id}`, manager1);
    expect(del.statusCode).toBe(200);
    expect(await variantCount(added.url)).toBe(0);
    expect((await ctx.app.inject({ method: 'GET', url: added.url })).statusCode).toBe(404);
    for (const p of ['/media/photos/..%2F..%2Fetc%2Fpasswd', '/media/photos/evil.jpg'])
      expect((await ctx.app.inject({ method: 'GET', url: p })).statusCode).toBe(404);
  });
});

// ---- uploads that could hurt the server (issue 23) ----------------------------------------------

/** A valid 1-bit greyscale PNG of any size, built by hand: a few KB even at 7000 × 7000. */
function blankPng(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = Math.ceil(width / 8) + 1; // a filter byte, then the bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(row * height))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every stored photo variant (they live in the database, ADR 240). */
const photoFiles = async () =>
  (await rows<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM photo_variants`))[0]!.n;

describe('photo uploads that could hurt the server', () => {
  const url = '/api/staff/hotels/1/photos';
  const form = (data: Buffer, name = 'a.png', type = 'image/png') =>
    multipart({ alt: 'A picture' }, { name, type, data });

  let unhandled = 0;
  const count = () => {
    unhandled += 1;
  };
  beforeAll(() => {
    process.on('unhandledRejection', count);
  });
  afterAll(() => {
    process.off('unhandledRejection', count);
  });

  it('a 2 × 65000 PNG is refused with 400 on both routes; no rejection goes unhandled and the app still answers', async () => {
    const tall = blankPng(2, 65000);
    expect(tall.length).toBeLessThan(4000);
    const before = await photoFiles();
    const t = await roomType(1);
    for (const target of [url, `/api/staff/hotels/1/room-types/${t.id}/photos`]) {
      const res = await upload(manager1, target, form(tall));
      expect(res.statusCode, target).toBe(400);
      expect(res.json().message).toMatch(/too tall for its width/);
    }
    // a rejection nobody awaits is reported after the encodes end: give them the time
    await new Promise((r) => setTimeout(r, 500));
    expect(unhandled).toBe(0);
    expect(await photoFiles()).toBe(before);
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('a PNG whose pixels are cut short fails in every encode: 415, nothing written, no rejection unhandled', async () => {
    const whole = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 9, g: 9, b: 9 } },
    })
      .png()
      .toBuffer();
    const cut = Buffer.concat([whole.subarray(0, 120), Buffer.alloc(400, 1)]);
    const before = await photoFiles();
    const res = await upload(manager1, url, form(cut));
    expect(res.statusCode).toBe(415);
    await new Promise((r) => setTimeout(r, 500));
    expect(unhandled).toBe(0);
    expect(await photoFiles()).toBe(before);
  });

  it('a 7000 × 7000 PNG of a few KB is refused from its header (413), before it is decoded', async () => {
    const bomb = blankPng(7000, 7000);
    expect(bomb.length).toBeLessThan(20_000);
    const before = await photoFiles();
    const res = await upload(manager1, url, form(bomb));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/40 megapixels/);
    expect(await photoFiles()).toBe(before);
  });

  it('an SVG, a GIF and a TIFF are refused with 415 whatever type they declare', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="green"/></svg>',
    );
    const solid = sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: 0, g: 90, b: 0 } },
    });
    const gif = await solid.clone().gif().toBuffer();
    const tiff = await solid.clone().tiff().toBuffer();
    expect((await sharp(svg).metadata()).format).toBe('svg');
    expect((await sharp(gif).metadata()).format).toBe('gif');
    for (const [name, data, type] of [
      ['a.svg', svg, 'image/svg+xml'],
      ['a.jpg', svg, 'image/jpeg'],
      ['a.gif', gif, 'image/gif'],
      ['a.png', gif, 'image/png'],
      ['a.tiff', tiff, 'image/tiff'],
    ] as const) {
      const res = await upload(manager1, url, form(data, name, type));
      expect(res.statusCode, `${name} as ${type}`).toBe(415);
      expect(res.json().message).toBe(
        'This file is not a picture. Upload a JPEG, PNG, WebP or AVIF photo.',
      );
    }
  });

  it('a normal PNG still becomes its variants', async () => {
    const png = await sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 90, b: 0 } },
    })
      .png()
      .toBuffer();
    const res = await upload(manager1, url, form(png));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.sources[2].srcset).toMatch(/-480\.jpg 480w$/);
  });

  it('a broken multipart body is a 400, never a 500', async () => {
    const boundary = '----broken';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const bodies: [string, string, Buffer][] = [
      ['no boundary', 'multipart/form-data', Buffer.from('hello')],
      ['cut short', `multipart/form-data; boundary=${boundary}`, Buffer.from(head + 'abc')],
      ['not multipart inside', `multipart/form-data; boundary=${boundary}`, Buffer.from('{}')],
      [
        'a part without a disposition',
        `multipart/form-data; boundary=${boundary}`,
        Buffer.from(`--${boundary}\r\nX-Nothing: 1\r\n\r\nabc\r\n--${boundary}--\r\n`),
      ],
      ['an empty body', `multipart/form-data; boundary=${boundary}`, Buffer.alloc(0)],
      ['an empty boundary', 'multipart/form-data; boundary=', Buffer.from(head)],
      ['a quoted boundary left open', 'multipart/form-data; boundary="x', Buffer.from(head)],
      [
        'two files',
        `multipart/form-data; boundary=${boundary}`,
        Buffer.from(`${head}abc\r\n${head}def\r\n--${boundary}--\r\n`),
      ],
      [
        'a header line with no colon',
        `multipart/form-data; boundary=${boundary}`,
        Buffer.from(`--${boundary}\r\nnonsense\r\n\r\nabc\r\n--${boundary}--\r\n`),
      ],
      [
        'a disposition with no name',
        `multipart/form-data; boundary=${boundary}`,
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--${boundary}--\r\n`,
        ),
      ],
    ];
    for (const [what, type, payload] of bodies) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie: manager1, 'content-type': type },
        payload,
      });
      expect(res.statusCode, what).toBe(400);
      expect(res.json().success, what).toBe(false);
    }
  });

  it('beyond two conversions at once an upload is a 503 with Retry-After; a free slot takes it again', async () => {
    const img = await photoWithGps(600, 400);
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const taken = () => new Error('taken');
    const holders = [
      photoConversions.run(() => held, taken),
      photoConversions.run(() => held, taken),
    ];
    const busy = await upload(manager1, url, form(img, 'a.jpg', 'image/jpeg'));
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json().message).toMatch(/Try again in a few seconds/);
    release();
    await Promise.all(holders);
    const ok = await upload(manager1, url, form(img, 'a.jpg', 'image/jpeg'));
    expect(ok.statusCode).toBe(201);
  });
});
