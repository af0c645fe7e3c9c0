import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createTestApp, type TestContext } from '../../test/app';
import { staffCookie } from '../../test/staff';

/* A room type's description (ADR 335) and a hotel's place (ADR 336), as staff write them and guests see them. */

let ctx: TestContext;
let dataDir: string;
let manager1: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'room-content-test-'));
  ctx = await createTestApp({ config: { DATA_DIR: dataDir } });
  manager1 = await staffCookie(ctx, 'hotel_manager', { hotelIds: [1] });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Room = {
  RoomTypeID: number;
  RoomTypeName: string;
  RoomTypeNameHi: string | null;
  SizeSqm: number | null;
  BedType: string | null;
  BedCount: number;
  RoomAmenities: string[];
  DescriptionHi: string | null;
  Photos: { url: string; alt: string; sources: unknown[] }[];
};

async function rooms(hotelId: number): Promise<Room[]> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/checkAvailibilty/${hotelId}`,
    payload: { check_in_date: addDays(todayIst(), 20), check_out_date: addDays(todayIst(), 21) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Room[];
}

const staff = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: manager1 }, ...(payload ? { payload } : {}) });

describe('what a guest sees of a room', () => {
  it('a demo room type comes with its size, beds, room amenities and Hindi name', async () => {
    const lake = (await rooms(1)).find((r) => r.RoomTypeName === 'Lake View Deluxe Room')!;
    expect(lake).toMatchObject({
      RoomTypeNameHi: 'लेक व्यू डीलक्स कमरा',
      SizeSqm: 26,
      BedType: 'queen',
      BedCount: 1,
    });
    expect(lake.RoomAmenities).toEqual(expect.arrayContaining(['balcony', 'lake_view']));
  });

  it('the search results carry the same room facts', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/availability/search',
      payload: {
        checkIn: addDays(todayIst(), 20),
        checkOut: addDays(todayIst(), 21),
        guests: 2,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const hotel = (res.json().data as { PropertyID: number; rooms: Room[] }[]).find(
      (h) => h.PropertyID === 1,
    )!;
    expect(hotel.rooms.every((r) => r.SizeSqm !== null && r.BedType !== null)).toBe(true);
  });

  it('staff edit the room facts and the next availability answer shows them', async () => {
    const t = (await staff('GET', '/api/staff/hotels/1')).json().data.roomTypes[0];
    const { photos: _p, id: _i, hotelId: _h, ...fields } = t;
    const put = await staff('PUT', `/api/staff/hotels/1/room-types/${t.id}`, {
      ...fields,
      sizeSqm: 31,
      bedType: 'twin',
      bedCount: 2,
      amenities: ['tv', 'kettle', 'tv'],
      descriptionHi: 'नया विवरण',
    });
    expect(put.statusCode, put.body).toBe(200);
    const shown = (await rooms(1)).find((r) => r.RoomTypeID === t.id)!;
    expect(shown).toMatchObject({
      SizeSqm: 31,
      BedType: 'twin',
      BedCount: 2,
      RoomAmenities: ['tv', 'kettle'],
      DescriptionHi: 'नया विवरण',
    });
  });

  it('a bed type or amenity outside the list, or a size of 0, is a 400 naming the field', async () => {
    const t = (await staff('GET', '/api/staff/hotels/1')).json().data.roomTypes[0];
    const { photos: _p, id: _i, hotelId: _h, ...fields } = t;
    const url = `/api/staff/hotels/1/room-types/${t.id}`;
    const bed = await staff('PUT', url, { ...fields, bedType: 'hammock' });
    expect(bed.statusCode).toBe(400);
    expect(bed.json().message).toMatch(/bed type is one of/);
    const amenity = await staff('PUT', url, { ...fields, amenities: ['jacuzzi'] });
    expect(amenity.statusCode).toBe(400);
    expect(amenity.json().message).toMatch(/room amenities from the list/);
    const size = await staff('PUT', url, { ...fields, sizeSqm: 0 });
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toMatch(/size must be above zero/);
  });

  it("a room type's uploaded photo shows in the availability answer at once", async () => {
    const before = await rooms(1);
    const t = before[0]!;
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 90, b: 140 } },
    })
      .jpeg()
      .toBuffer();
    const boundary = '----room' + Math.random().toString(16).slice(2);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nThe room with its two beds\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="room.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/hotels/1/room-types/${t.RoomTypeID}/photos`,
      headers: { cookie: manager1, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const after = (await rooms(1)).find((r) => r.RoomTypeID === t.RoomTypeID)!;
    expect(after.Photos).toHaveLength(1);
    expect(after.Photos[0]).toMatchObject({ alt: 'The room with its two beds' });
    expect(after.Photos[0]!.sources.length).toBeGreaterThan(0);
  });
});

describe("a hotel's place", () => {
  it('the demo hotel has its coordinates in the hotel reply', async () => {
    const h = (await ctx.app.inject({ method: 'GET', url: '/api/hotel/1' })).json().data;
    expect(h.Latitude).toBeCloseTo(23.63, 1);
    expect(h.Longitude).toBeCloseTo(85.3, 1);
  });

  it('staff set coordinates; a latitude without a longitude is a 400', async () => {
    const before = (await staff('GET', '/api/staff/hotels/1')).json().data;
    const body = {
      unitName: before.unitName,
      locationName: before.locationName,
      mobileNo: before.mobileNo,
      email: before.email,
      priceRange: before.priceRange,
      description: before.description,
      address: before.address,
      location: before.location,
      checkInTime: before.checkInTime,
      checkOutTime: before.checkOutTime,
      facilities: before.facilities,
    };
    const half = await staff('PUT', '/api/staff/hotels/1', { ...body, latitude: 23.5 });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toMatch(/both the latitude and the longitude/);
    const ok = await staff('PUT', '/api/staff/hotels/1', {
      ...body,
      latitude: 23.64,
      longitude: 85.31,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const h = (await ctx.app.inject({ method: 'GET', url: '/api/hotel/1' })).json().data;
    expect([h.Latitude, h.Longitude]).toEqual([23.64, 85.31]);
  });
});
