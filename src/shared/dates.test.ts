import { afterEach, describe, expect, it, vi } from 'vitest';
import { availabilityRequest } from './contracts/hotels';
import {
  addDays,
  daysBetween,
  istDayBounds,
  istDayStart,
  financialYear,
  formatDate,
  formatDateTimeIst,
  isIsoDate,
  isIsoMonth,
  nextWeekend,
  nightsOf,
  todayIst,
} from './dates';

afterEach(() => vi.useRealTimers());

describe('IST calendar dates', () => {
  it('turns to the next IST day at 18:30 UTC', () => {
    expect(todayIst(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(todayIst(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
  });
  it('rejects impossible dates', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('22-11-2026')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
  });
  it('takes dates and months only in the years the server can count from (no 0000, no 9999)', () => {
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('9999-12-31')).toBe(false);
    expect(isIsoDate('1900-01-01')).toBe(true);
    expect(isIsoDate('2999-12-31')).toBe(true);
    expect(isIsoMonth('2026-11')).toBe(true);
    for (const m of ['9999-12', '0000-01', '2027-13', '2027-00', '2027-1', '202711']) {
      expect(isIsoMonth(m), m).toBe(false);
    }
  });
  it('counts nights and whole days across months', () => {
    expect(nightsOf('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(daysBetween('2026-11-22', '2026-12-07')).toBe(15);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
  it('finds next weekend as a Saturday to Sunday stay', () => {
    expect(nextWeekend(new Date('2026-11-22T06:00:00Z'))).toEqual({
      checkIn: '2026-11-28',
      checkOut: '2026-11-29',
    });
  });
  it('names the Indian financial year', () => {
    expect(financialYear('2026-03-31')).toBe('2025-26');
    expect(financialYear('2026-04-01')).toBe('2026-27');
  });
});

describe('stay-date rules', () => {
  const at = (iso: string) => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(iso));
  };
  const check = (i: string, o: string) =>
    availabilityRequest.safeParse({ check_in_date: i, check_out_date: o });

  it('accepts a check-in today in IST even when UTC is still yesterday', () => {
    at('2026-11-21T20:00:00Z'); // 01:30 IST on the 22nd
    expect(check('2026-11-22', '2026-11-23').success).toBe(true);
  });
  it('refuses a check-in in the past', () => {
    at('2026-11-22T06:00:00Z');
    expect(check('2026-11-21', '2026-11-23').success).toBe(false);
  });
  it('refuses a check-out that is not after check-in', () => {
    at('2026-11-22T06:00:00Z');
    expect(check('2026-11-25', '2026-11-25').success).toBe(false);
  });
  it('allows 30 nights and refuses 31', () => {
    at('2026-11-22T06:00:00Z');
    expect(check('2026-12-01', '2026-12-31').success).toBe(true);
    expect(check('2026-12-01', '2027-01-01').success).toBe(false);
  });
});

describe('formatDateTimeIst', () => {
  it('shows an instant in IST, whatever offset it was written with', () => {
    const a = formatDateTimeIst('2026-11-23T11:44:32+05:30');
    expect(a).toBe(formatDateTimeIst('2026-11-23T06:14:32Z'));
    expect(a).toMatch(/^23 Nov 2026, 11:44\s?am$/i);
    // 20:00 UTC is already the next day in India
    expect(formatDateTimeIst('2026-11-23T20:00:00Z')).toMatch(/^24 Nov 2026, 1:30\s?am$/i);
  });
});

describe('dates in each language', () => {
  it('writes a stay date the English way and the Hindi way', () => {
    expect(formatDate('2026-11-02')).toBe('02 Nov 2026');
    expect(formatDate('2026-11-02', 'en')).toBe('02 Nov 2026');
    expect(formatDate('2026-11-02', 'hi')).toBe('2 नवंबर 2026');
  });
  it('writes an instant in IST in Hindi with the Hindi month', () => {
    expect(formatDateTimeIst('2026-11-23T20:00:00Z', 'hi')).toMatch(/^24 नव॰ 2026, 1:30\s?am$/i);
  });
  it('builds each formatter once per language, not per call', async () => {
    vi.resetModules();
    const fresh = await import('./dates');
    const Real = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    });
    for (let day = 1; day <= 5; day++) {
      fresh.formatDate(`2026-01-0${day}`, 'hi');
      fresh.formatDate(`2026-01-0${day}`, 'en');
    }
    expect(built).toHaveBeenCalledTimes(2);
    built.mockRestore();
  });
});

describe('istDayBounds', () => {
  it('spans an IST calendar day from its midnight in India to the next', () => {
    const { from, to } = istDayBounds('2026-11-28');
    expect(from.toISOString()).toBe('2026-11-27T18:30:00.000Z');
    expect(to.toISOString()).toBe('2026-11-28T18:30:00.000Z');
    expect(istDayStart('2026-12-31').toISOString()).toBe('2026-12-30T18:30:00.000Z');
  });
});
