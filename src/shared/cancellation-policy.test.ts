import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cappedRefund,
  daysBeforeCheckIn,
  deductionPercentFor,
  policyBands,
  roomCharge,
} from './cancellation-policy';

/** The instant of an IST wall-clock time (IST is UTC+05:30, no daylight saving). */
const ist = (date: string, time: string) => new Date(`${date}T${time}+05:30`);

const CHECK_IN = '2026-12-20';

describe('deductionPercentFor (whole days before check-in)', () => {
  it.each([
    [30, 20],
    [15, 20],
    [14, 30],
    [7, 30],
    [6, 50],
    [2, 50],
  ])('%i days before check-in deducts %i%%', (days, percent) => {
    expect(deductionPercentFor(days)).toBe(percent);
  });

  it.each([1, 0, -1, -30])('%i days before check-in is refused', (days) => {
    expect(deductionPercentFor(days)).toBeNull();
  });

  it('refuses a number of days no rule covers', () => {
    expect(deductionPercentFor(20, [{ minDays: 2, maxDays: 10, deductionPercent: 40 }])).toBeNull();
  });
});

describe('daysBeforeCheckIn counts IST calendar days', () => {
  it.each([
    ['15 days', '2026-12-05', 15, 20],
    ['14 days', '2026-12-06', 14, 30],
    ['7 days', '2026-12-13', 7, 30],
    ['6 days', '2026-12-14', 6, 50],
    ['2 days', '2026-12-18', 2, 50],
    ['1 day', '2026-12-19', 1, null],
    ['0 days (the check-in day)', '2026-12-20', 0, null],
  ])('%s before check-in, at noon IST', (_name, today, days, percent) => {
    const now = ist(today, '12:00:00');
    expect(daysBeforeCheckIn(CHECK_IN, now)).toBe(days);
    expect(deductionPercentFor(daysBeforeCheckIn(CHECK_IN, now))).toBe(percent);
  });

  it.each([
    ['15 -> 14', '2026-12-05', 15, 20, 30],
    ['7 -> 6', '2026-12-13', 7, 30, 50],
    ['2 -> 1', '2026-12-18', 2, 50, null],
    ['1 -> 0', '2026-12-19', 1, null, null],
  ])('the band changes exactly at midnight IST (%s days)', (_name, today, days, before, after) => {
    const justBefore = ist(today, '23:59:59.999');
    const justAfter = new Date(justBefore.getTime() + 1);
    expect(daysBeforeCheckIn(CHECK_IN, justBefore)).toBe(days);
    expect(daysBeforeCheckIn(CHECK_IN, justAfter)).toBe(days - 1);
    expect(deductionPercentFor(daysBeforeCheckIn(CHECK_IN, justBefore))).toBe(before);
    expect(deductionPercentFor(daysBeforeCheckIn(CHECK_IN, justAfter))).toBe(after);
  });

  it('uses the IST date, not the UTC date (18:30 UTC is already the next day in IST)', () => {
    // 2026-12-17 18:30 UTC = 2026-12-18 00:00 IST: 2 days before check-in, not 3
    expect(daysBeforeCheckIn(CHECK_IN, new Date('2026-12-17T18:30:00Z'))).toBe(2);
    expect(daysBeforeCheckIn(CHECK_IN, new Date('2026-12-17T18:29:59.999Z'))).toBe(3);
  });
});

describe('roomCharge', () => {
  it('charges the percentage of the room amount plus its GST and refunds the rest', () => {
    // room 4000.00 + GST 480.00 = 4480.00 paid; 20% = 896.00; refund 3584.00
    expect(roomCharge({ amountPaise: 400_000, gstPaise: 48_000 }, 20)).toEqual({
      paidPaise: 448_000,
      chargePaise: 89_600,
      refundPaise: 358_400,
    });
  });

  it('rounds the charge to the paisa once', () => {
    // 1234.57 + 148.15 = 1382.72; 30% = 414.816 -> 414.82
    expect(roomCharge({ amountPaise: 123_457, gstPaise: 14_815 }, 30)).toEqual({
      paidPaise: 138_272,
      chargePaise: 41_482,
      refundPaise: 96_790,
    });
  });

  it('always splits what was paid into charge + refund, both within it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 6_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (amountPaise, gstPaise, percent) => {
          const c = roomCharge({ amountPaise, gstPaise }, percent);
          expect(c.chargePaise + c.refundPaise).toBe(amountPaise + gstPaise);
          expect(c.chargePaise).toBeGreaterThanOrEqual(0);
          expect(c.refundPaise).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(c.chargePaise)).toBe(true);
        },
      ),
    );
  });
});

describe('cappedRefund', () => {
  it('never lets a series of refunds sum above what was captured', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { maxLength: 8 }),
        (captured, wanted) => {
          let refunded = 0;
          for (const w of wanted) {
            const r = cappedRefund(w, captured, refunded);
            expect(r).toBeGreaterThanOrEqual(0);
            expect(r).toBeLessThanOrEqual(w);
            refunded += r;
          }
          expect(refunded).toBeLessThanOrEqual(captured);
        },
      ),
    );
  });
});

describe('policyBands', () => {
  it('lists the deduction bands from the farthest and ends with the refused band', () => {
    expect(policyBands()).toEqual([
      { minDays: 15, maxDays: null, deductionPercent: 20 },
      { minDays: 7, maxDays: 14, deductionPercent: 30 },
      { minDays: 2, maxDays: 6, deductionPercent: 50 },
      { minDays: 0, maxDays: 1, deductionPercent: null },
    ]);
  });
});
