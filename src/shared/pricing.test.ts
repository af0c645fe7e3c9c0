import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstRateFor, priceStay, splitGst, type GstSlab } from './pricing';

const FLAT: GstSlab[] = [{ minTariffPaise: 0, rateBp: 1200 }];
const SLABS: GstSlab[] = [
  { minTariffPaise: 0, rateBp: 500 },
  { minTariffPaise: 750_001, rateBp: 1800 },
];

const room = fc.record({
  nightPricesPaise: fc.array(fc.integer({ min: 0, max: 5_000_000 }), {
    minLength: 1,
    maxLength: 30,
  }),
  extraPersons: fc.integer({ min: 0, max: 3 }),
  extraPersonRatePaise: fc.integer({ min: 0, max: 500_000 }),
});
const rooms = fc.array(room, { minLength: 1, maxLength: 4 });
const slabs = fc.constantFrom(FLAT, SLABS);

describe('priceStay (property tests)', () => {
  it('the total is the sum of its parts', () => {
    fc.assert(
      fc.property(rooms, slabs, (rs, sl) => {
        const p = priceStay(rs, sl);
        expect(p.totalPaise).toBe(p.roomTotalPaise + p.gstPaise);
        expect(p.roomTotalPaise).toBe(p.rooms.reduce((s, r) => s + r.amountPaise, 0));
        expect(p.gstPaise).toBe(p.rooms.reduce((s, r) => s + r.gstPaise, 0));
        for (const [i, r] of p.rooms.entries()) {
          const input = rs[i]!;
          const nights = input.nightPricesPaise.length;
          expect(r.amountPaise).toBe(
            input.nightPricesPaise.reduce((s, x) => s + x, 0) +
              nights * input.extraPersons * input.extraPersonRatePaise,
          );
          expect(r.extraAmountPaise).toBe(nights * input.extraPersons * input.extraPersonRatePaise);
        }
      }),
    );
  });

  it('rounds GST to the paisa once, on the room total (half up)', () => {
    fc.assert(
      fc.property(rooms, (rs) => {
        const p = priceStay(rs, FLAT);
        const exact = (p.roomTotalPaise * 1200) / 10_000;
        expect(p.gstPaise).toBe(Math.floor(exact + 0.5));
        expect(Math.abs(p.gstPaise - exact)).toBeLessThanOrEqual(0.5);
        // every integer paise amount, never a fraction
        for (const r of p.rooms) expect(Number.isInteger(r.gstPaise)).toBe(true);
      }),
    );
  });

  it('gives each room a share within a paisa of its own exact GST', () => {
    fc.assert(
      fc.property(rooms, slabs, (rs, sl) => {
        const p = priceStay(rs, sl);
        for (const r of p.rooms) {
          expect(Math.abs(r.gstPaise - (r.amountPaise * r.gstRateBp) / 10_000)).toBeLessThan(1);
        }
      }),
    );
  });

  it('does not depend on the order of the rooms', () => {
    fc.assert(
      fc.property(rooms, slabs, (rs, sl) => {
        const a = priceStay(rs, sl);
        const b = priceStay([...rs].reverse(), sl);
        expect(b.totalPaise).toBe(a.totalPaise);
        expect(b.gstPaise).toBe(a.gstPaise);
      }),
    );
  });

  it('matches the spec example: 12% of the room total', () => {
    const p = priceStay(
      [
        { nightPricesPaise: [320_000, 320_000], extraPersons: 1, extraPersonRatePaise: 60_000 },
        { nightPricesPaise: [220_000, 220_000], extraPersons: 0, extraPersonRatePaise: 0 },
      ],
      FLAT,
    );
    expect(p.roomTotalPaise).toBe(1_200_000);
    expect(p.gstPaise).toBe(144_000);
    expect(p.totalPaise).toBe(1_344_000);
    expect(p.rooms[0]!.pricePerDayPaise).toBe(320_000);
  });
});

describe('nightly extra-person rates (ADR 141)', () => {
  it('charges extra persons night by night and takes the dearest night as the tariff', () => {
    const p = priceStay(
      [
        {
          nightPricesPaise: [300_000, 500_000],
          extraPersons: 2,
          extraPersonRatePaise: 60_000,
          nightExtraRatesPaise: [60_000, 90_000],
        },
      ],
      SLABS,
    );
    expect(p.rooms[0]!.extraAmountPaise).toBe(2 * 60_000 + 2 * 90_000);
    expect(p.rooms[0]!.tariffPaise).toBe(500_000 + 2 * 90_000);
    expect(p.roomTotalPaise).toBe(800_000 + 300_000);
  });

  it('equals the single rate when every night has the room type rate', () => {
    fc.assert(
      fc.property(room, slabs, (r, s) => {
        const nightly = {
          ...r,
          nightExtraRatesPaise: r.nightPricesPaise.map(() => r.extraPersonRatePaise),
        };
        expect(priceStay([nightly], s)).toEqual(priceStay([r], s));
      }),
    );
  });
});

describe('GST slabs', () => {
  it('picks the highest slab whose threshold the tariff reaches', () => {
    expect(gstRateFor(SLABS, 750_000)).toBe(500);
    expect(gstRateFor(SLABS, 750_001)).toBe(1800);
    expect(gstRateFor([], 100)).toBe(1200);
  });

  it('splits GST into CGST and SGST that add up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (g) => {
        const { cgstPaise, sgstPaise } = splitGst(g);
        expect(cgstPaise + sgstPaise).toBe(g);
        expect(cgstPaise - sgstPaise).toBeGreaterThanOrEqual(0);
        expect(cgstPaise - sgstPaise).toBeLessThanOrEqual(1);
      }),
    );
  });
});
