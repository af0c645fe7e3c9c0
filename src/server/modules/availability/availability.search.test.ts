import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../../../shared/dates';
import { createTestApp, type TestContext } from '../../test/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const search = (body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/availability/search', payload: body });
const checkIn = addDays(todayIst(), 20);
const checkOut = addDays(checkIn, 1);
type Result = { UnitName: string; LocationName: string; rooms: { PricePerDay: number }[] };

describe('POST /api/availability/search with a destination or hotel ("where")', () => {
  it('lists only the hotels whose name or location matches, with their prices', async () => {
    const res = await search({ where: 'netarhat', checkIn, checkOut });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Result[];
    expect(data.length).toBeGreaterThan(0);
    for (const h of data) {
      expect(`${h.UnitName} ${h.LocationName}`.toLowerCase()).toContain('netarhat');
      expect(h.rooms[0]!.PricePerDay).toBeGreaterThan(0);
    }
    const all = (await search({ checkIn, checkOut })).json().data as Result[];
    expect(data.length).toBeLessThan(all.length);
  });

  it('finds a hotel by its name', async () => {
    const data = (await search({ where: 'Patratu Lake', checkIn, checkOut })).json()
      .data as Result[];
    expect(data.map((h) => h.UnitName)).toEqual(['Patratu Lake Resort']);
  });

  it('answers an empty list for a place with no hotel, and 400 for an overlong text', async () => {
    const none = await search({ where: 'Mumbai', checkIn, checkOut });
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toEqual([]);
    const long = await search({ where: 'x'.repeat(101), checkIn, checkOut });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/at most 100 characters/);
  });
});

describe('POST /api/availability/search: rooms for the party (issue 26, ADR 258)', () => {
  type Suggested = {
    UnitName: string;
    suggestion: {
      rooms: { RoomTypeName: string; NoOfAdult: number; NoOfChild: number; ExtraPerson: number }[];
      RoomTotal: number;
      Gst: number | null;
      Total: number | null;
    };
    rooms: { RoomTypeName: string; StayTotal: number | null }[];
  };

  it('3 adults in 2 rooms: the cheapest pair that holds them, 2 + 1, with the total incl. GST', async () => {
    const res = await search({ where: 'Birsa Vihar', checkIn, checkOut, guests: 3, rooms: 2 });
    expect(res.statusCode).toBe(200);
    const [hotel] = res.json().data as Suggested[];
    expect(hotel!.suggestion.rooms).toEqual([
      {
        RoomTypeID: expect.any(Number),
        RoomTypeName: 'Deluxe Double Room',
        NoOfAdult: 2,
        NoOfChild: 0,
        ExtraPerson: 0,
      },
      {
        RoomTypeID: expect.any(Number),
        RoomTypeName: 'Standard Single Room',
        NoOfAdult: 1,
        NoOfChild: 0,
        ExtraPerson: 0,
      },
    ]);
    // one night: 2,800 + 2,000, GST 5%
    expect(hotel!.suggestion).toMatchObject({ RoomTotal: 4800, Gst: 240, Total: 5040 });
    expect(hotel!.rooms.find((r) => r.RoomTypeName === 'Deluxe Double Room')!.StayTotal).toBe(2940);
    expect(res.json().party).toBeNull();
  });

  it('seats children in the rooms the search asks for', async () => {
    const res = await search({
      where: 'Birsa Vihar',
      checkIn,
      checkOut,
      guests: 2,
      children: 3,
      rooms: 1,
    });
    const [hotel] = res.json().data as Suggested[];
    expect(hotel!.suggestion.rooms).toMatchObject([
      { RoomTypeName: 'Deluxe Double Room', NoOfAdult: 2, NoOfChild: 2, ExtraPerson: 1 },
    ]);
  });

  it('9 guests in 1 room: no hotel, and "add a room" with the rooms that would hold them', async () => {
    const res = await search({ checkIn, checkOut, guests: 9, rooms: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], party: { change: 'addRoom', rooms: 2 } });
  });

  it('more rooms than adults: "fewer rooms"; more guests than 4 rooms hold: "fewer guests per room"', async () => {
    const fewer = await search({ checkIn, checkOut, guests: 1, children: 1, rooms: 2 });
    expect(fewer.json()).toMatchObject({ data: [], party: { change: 'fewerRooms' } });
    const crowd = await search({ checkIn, checkOut, guests: 40, rooms: 4 });
    expect(crowd.json()).toMatchObject({ data: [], party: { change: 'fewerGuestsPerRoom' } });
  });

  it('says nothing of the party when the filters, not the rooms, left no hotel', async () => {
    const res = await search({ checkIn, checkOut, guests: 2, rooms: 1, where: 'Mumbai' });
    expect(res.json()).toMatchObject({ data: [], party: null });
  });
});
