import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gstRateFor,
  NoGstSlabError,
  percentNumber,
  percentToBp,
  priceStay,
  ratesText,
  splitGst,
  type GstSlab,
} from './pricing';

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

  it('gives each line a share within a paisa of its own exact GST, and the lines add up', () => {
    fc.assert(
      fc.property(rooms, slabs, (rs, sl) => {
        const p = priceStay(rs, sl);
        for (const r of p.rooms) {
          for (const l of r.lines) {
            expect(Math.abs(l.gstPaise - (l.taxablePaise * l.rateBp) / 10_000)).toBeLessThan(1);
          }
          expect(r.lines.reduce((s, l) => s + l.taxablePaise, 0)).toBe(r.amountPaise);
          expect(r.lines.reduce((s, l) => s + l.gstPaise, 0)).toBe(r.gstPaise);
          expect(r.lines.reduce((s, l) => s + l.nights, 0)).toBe(r.nights);
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
  });

  it('has no rate to fall back on: no slab is an error, not 12%', () => {
    expect(() => gstRateFor([], 100)).toThrow(NoGstSlabError);
    expect(() => gstRateFor([{ minTariffPaise: 100, rateBp: 500 }], 99)).toThrow(NoGstSlabError);
    expect(() =>
      priceStay([{ nightPricesPaise: [1], extraPersons: 0, extraPersonRatePaise: 0 }], []),
    ).toThrow(NoGstSlabError);
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

describe('the Rs 7,500 threshold (notification 15/2025-Central Tax (Rate), ADR 220)', () => {
  const night = (pricePaise: number, extraPersons = 0, extraRatePaise = 0) =>
    priceStay(
      [{ nightPricesPaise: [pricePaise], extraPersons, extraPersonRatePaise: extraRatePaise }],
      SLABS,
    ).rooms[0]!;

  it('taxes a night of exactly Rs 7,500.00 at 5% and Rs 7,500.01 at 18%', () => {
    expect(night(750_000).gstRateBp).toBe(500);
    expect(night(750_000).gstPaise).toBe(37_500);
    expect(night(750_001).gstRateBp).toBe(1800);
    expect(night(750_001).gstPaise).toBe(135_000);
  });

  it('counts extra persons in the value of the unit', () => {
    // Rs 6,900 room + 1 extra person at Rs 600 = Rs 7,500.00: 5%
    expect(night(690_000, 1, 60_000).gstRateBp).toBe(500);
    // one paisa more on the extra person's rate: the unit is above Rs 7,500, 18%
    expect(night(690_000, 1, 60_001).gstRateBp).toBe(1800);
    // Rs 7,000 room + 2 extra persons at Rs 300 = Rs 7,600: 18% on the whole night
    const r = night(700_000, 2, 30_000);
    expect(r.gstRateBp).toBe(1800);
    expect(r.gstPaise).toBe(136_800);
  });

  it('picks 5% for every value up to 750000 paise and 18% above, with or without extra persons', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_500_000 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 200_000 }),
        (price, extra, rate) => {
          const value = price + extra * rate;
          expect(night(price, extra, rate).gstRateBp).toBe(value <= 750_000 ? 500 : 1800);
        },
      ),
    );
  });

  it('rates each night of a stay by its own value: a stay may mix 5% and 18%', () => {
    const p = priceStay(
      [{ nightPricesPaise: [700_000, 800_000, 750_000], extraPersons: 0, extraPersonRatePaise: 0 }],
      SLABS,
    );
    const r = p.rooms[0]!;
    expect(r.lines).toEqual([
      { rateBp: 500, nights: 2, taxablePaise: 1_450_000, gstPaise: 72_500 },
      { rateBp: 1800, nights: 1, taxablePaise: 800_000, gstPaise: 144_000 },
    ]);
    expect(p.gstPaise).toBe(216_500);
    expect(ratesText(r.lines)).toBe('5% / 18%');
  });
});

describe('percentToBp and percentNumber', () => {
  it('reads a percentage of at most two decimals as basis points, and writes it back', () => {
    expect(percentToBp('15.5')).toBe(1550);
    expect(percentToBp(' 15,25 % ')).toBe(1525);
    expect(percentToBp('100')).toBe(10_000);
    expect(percentNumber(1550)).toBe('15.5');
  });

  it('refuses what is not one', () => {
    for (const text of ['', 'abc', '15.555', '100.01', '-5', '1000'])
      expect(percentToBp(text)).toBeNull();
  });
});
