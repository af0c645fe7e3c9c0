import { describe, expect, it } from 'vitest';
import { allocateParty, partyChange, type PartyRoomType } from './party';
import type { GstSlab } from './pricing';

const SLABS: GstSlab[] = [
  { minTariffPaise: 0, rateBp: 500 },
  { minTariffPaise: 750_001, rateBp: 1800 },
];
const NIGHTS = 2;
const type = (
  id: number,
  limits: { adults: number; children: number; extra: number },
  pricePaise: number,
  extraRatePaise = 60_000,
  available = 10,
): PartyRoomType => ({
  id,
  maxAdults: limits.adults,
  maxChildren: limits.children,
  allowedExtraPerson: limits.extra,
  available,
  nightPricesPaise: Array.from({ length: NIGHTS }, () => pricePaise),
  nightExtraRatesPaise: Array.from({ length: NIGHTS }, () => extraRatePaise),
});
// the demo hotel in Ranchi: Single for 1 (+1 child), Deluxe for 2 (+2 children, +1 extra), Suite
const SINGLE = type(1, { adults: 1, children: 1, extra: 0 }, 200_000);
const DELUXE = type(2, { adults: 2, children: 2, extra: 1 }, 280_000);
const SUITE = type(3, { adults: 3, children: 2, extra: 2 }, 480_000, 90_000);
const RANCHI = [SINGLE, DELUXE, SUITE];

const summary = (plan: ReturnType<typeof allocateParty>) =>
  plan?.rooms.map((r) => [r.roomTypeId, r.adults, r.children, r.extraPersons]);

describe('allocateParty', () => {
  it('3 adults in 2 rooms: a Deluxe for 2 and a Single for 1, the cheapest pair that holds them', () => {
    const plan = allocateParty(RANCHI, { adults: 3, children: 0, rooms: 2 }, SLABS);
    expect(summary(plan)).toEqual([
      [2, 2, 0, 0],
      [1, 1, 0, 0],
    ]);
    // (2,800 + 2,000) x 2 nights, 5% GST
    expect(plan?.priced.roomTotalPaise).toBe(960_000);
    expect(plan?.priced.gstPaise).toBe(48_000);
    expect(plan?.priced.totalPaise).toBe(1_008_000);
  });

  it('never adds a guest: the rooms hold exactly the party, every room with an adult', () => {
    for (let adults = 1; adults <= 10; adults += 1) {
      for (let children = 0; children <= 4; children += 1) {
        for (let rooms = 1; rooms <= 4; rooms += 1) {
          const plan = allocateParty(RANCHI, { adults, children, rooms }, SLABS);
          if (!plan) continue;
          expect(plan.rooms).toHaveLength(rooms);
          const people = plan.rooms.reduce((s, r) => s + r.adults + r.children + r.extraPersons, 0);
          expect(people).toBe(adults + children);
          expect(plan.rooms.reduce((s, r) => s + r.children, 0)).toBeLessThanOrEqual(children);
          for (const r of plan.rooms) {
            const t = RANCHI.find((x) => x.id === r.roomTypeId)!;
            expect(r.adults).toBeGreaterThanOrEqual(1);
            expect(r.adults).toBeLessThanOrEqual(t.maxAdults);
            expect(r.children).toBeLessThanOrEqual(t.maxChildren);
            expect(r.extraPersons).toBeLessThanOrEqual(t.allowedExtraPerson);
          }
        }
      }
    }
  });

  it('counts extra persons as capacity, and charges them: 5 adults fit one Suite (3 + 2 extra)', () => {
    const plan = allocateParty(RANCHI, { adults: 5, children: 0, rooms: 1 }, SLABS);
    expect(summary(plan)).toEqual([[3, 3, 0, 2]]);
    // (4,800 + 2 x 900) x 2 nights = 13,200; 6,600 a night is under 7,500: 5%
    expect(plan?.priced.roomTotalPaise).toBe(1_320_000);
    expect(plan?.priced.totalPaise).toBe(1_386_000);
    expect(allocateParty(RANCHI, { adults: 6, children: 0, rooms: 1 }, SLABS)).toBeNull();
  });

  it('puts an extra person where it costs least', () => {
    const cheapExtra = type(4, { adults: 2, children: 0, extra: 1 }, 280_000, 10_000);
    const dearExtra = type(5, { adults: 2, children: 0, extra: 1 }, 280_000, 90_000);
    const plan = allocateParty(
      [dearExtra, cheapExtra],
      { adults: 5, children: 0, rooms: 2 },
      SLABS,
    );
    expect(plan?.rooms.find((r) => r.extraPersons === 1)?.roomTypeId).toBe(4);
  });

  it('ranks by the total with GST: a dearer room under the 18% slab can lose to two cheaper ones', () => {
    // one room at 7,600 a night is cheaper before tax but taxed 18%; two at 3,900 are taxed 5%
    const big = type(6, { adults: 4, children: 0, extra: 0 }, 760_000);
    const small = type(7, { adults: 2, children: 0, extra: 0 }, 390_000);
    const one = allocateParty([big, small], { adults: 4, children: 0, rooms: 1 }, SLABS);
    expect(summary(one)).toEqual([[6, 4, 0, 0]]);
    expect(one?.priced.gstPaise).toBe(273_600);
    const two = allocateParty([big, small], { adults: 4, children: 0, rooms: 2 }, SLABS);
    expect(summary(two)).toEqual([
      [7, 2, 0, 0],
      [7, 2, 0, 0],
    ]);
  });

  it('splits the party evenly-ish: 4 adults in two Deluxe rooms are 2 + 2, not 3 + 1', () => {
    const plan = allocateParty([DELUXE], { adults: 4, children: 0, rooms: 2 }, SLABS);
    expect(summary(plan)).toEqual([
      [2, 2, 0, 0],
      [2, 2, 0, 0],
    ]);
  });

  it('seats children in the children places first and only the rest as extra persons', () => {
    const plan = allocateParty([DELUXE], { adults: 2, children: 3, rooms: 1 }, SLABS);
    expect(summary(plan)).toEqual([[2, 2, 2, 1]]);
    expect(allocateParty([DELUXE], { adults: 2, children: 4, rooms: 1 }, SLABS)).toBeNull();
  });

  it('uses only free rooms', () => {
    const oneSingle = { ...SINGLE, available: 1 };
    const plan = allocateParty([oneSingle, DELUXE], { adults: 2, children: 0, rooms: 2 }, SLABS);
    expect(summary(plan)).toEqual([
      [1, 1, 0, 0],
      [2, 1, 0, 0],
    ]);
    expect(
      allocateParty([{ ...SINGLE, available: 0 }], { adults: 1, children: 0, rooms: 1 }, SLABS),
    ).toBeNull();
  });

  it('without a GST slab set ranks by the price before tax and adds no GST', () => {
    const plan = allocateParty(RANCHI, { adults: 3, children: 0, rooms: 2 }, null);
    expect(plan?.priced.gstPaise).toBe(0);
    expect(plan?.priced.totalPaise).toBe(960_000);
  });
});

describe('partyChange', () => {
  it('9 guests in 1 room: add a room (2 Suites hold them)', () => {
    expect(partyChange([RANCHI], { adults: 9, children: 0, rooms: 1 }, 4)).toEqual({
      change: 'addRoom',
      rooms: 2,
    });
  });

  it('more rooms than adults: fewer rooms', () => {
    expect(partyChange([RANCHI], { adults: 1, children: 2, rooms: 2 }, 4)).toEqual({
      change: 'fewerRooms',
    });
  });

  it('more guests than the most rooms of a booking hold: fewer guests per room', () => {
    expect(partyChange([RANCHI], { adults: 21, children: 0, rooms: 4 }, 4)).toEqual({
      change: 'fewerGuestsPerRoom',
    });
  });

  it('nothing to change when a hotel holds the party', () => {
    expect(partyChange([[SINGLE], RANCHI], { adults: 3, children: 0, rooms: 2 }, 4)).toBeNull();
  });
});
