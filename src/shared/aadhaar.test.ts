import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidAadhaar, readAadhaar, verhoeffDigit, verhoeffValid } from './aadhaar';
import { guestDetails } from './contracts/bookings';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((a) => a.join(''));

describe('Verhoeff check digit (Aadhaar)', () => {
  it('knows the published example 236 → check digit 3', () => {
    expect(verhoeffDigit('236')).toBe(3);
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
  });

  it('any number with its check digit appended is valid', () => {
    fc.assert(fc.property(digits(11), (d) => verhoeffValid(d + String(verhoeffDigit(d)))));
  });

  it('catches every single-digit mistake', () => {
    fc.assert(
      fc.property(digits(11), fc.nat(11), fc.integer({ min: 1, max: 9 }), (d, at, delta) => {
        const full = d + String(verhoeffDigit(d));
        const wrong =
          full.slice(0, at) + String((Number(full[at]) + delta) % 10) + full.slice(at + 1);
        return !verhoeffValid(wrong);
      }),
    );
  });

  it('catches every swap of two different neighbouring digits', () => {
    fc.assert(
      fc.property(digits(11), fc.nat(10), (d, at) => {
        const full = d + String(verhoeffDigit(d));
        fc.pre(full[at] !== full[at + 1]);
        const swapped = full.slice(0, at) + full[at + 1] + full[at] + full.slice(at + 2);
        return !verhoeffValid(swapped);
      }),
    );
  });
});

describe('readAadhaar (what the booking form accepts)', () => {
  it('reduces a full valid number to XXXX-XXXX and its last four digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), digits(10), (first, rest) => {
        const n = `${first}${rest}`;
        const full = n + String(verhoeffDigit(n));
        expect(isValidAadhaar(full)).toBe(true);
        const spaced = `${full.slice(0, 4)} ${full.slice(4, 8)} ${full.slice(8)}`;
        expect(readAadhaar(spaced)).toEqual({ ok: true, masked: `XXXX-XXXX-${full.slice(8)}` });
      }),
    );
  });

  it('takes the last four digits or the masked form', () => {
    expect(readAadhaar('1234')).toEqual({ ok: true, masked: 'XXXX-XXXX-1234' });
    expect(readAadhaar('xxxx-xxxx-1234')).toEqual({ ok: true, masked: 'XXXX-XXXX-1234' });
  });

  it('refuses a wrong check digit, a number starting with 0 or 1, and other shapes', () => {
    expect(readAadhaar('234567890120')).toEqual(
      verhoeffValid('234567890120') ? expect.anything() : { ok: false, reason: 'checksum' },
    );
    const n = '12345678901';
    expect(readAadhaar(n + String(verhoeffDigit(n)))).toEqual({ ok: false, reason: 'checksum' });
    expect(readAadhaar('12')).toEqual({ ok: false, reason: 'shape' });
    expect(readAadhaar('12345')).toEqual({ ok: false, reason: 'shape' });
  });
});

describe('guestDetails (the booking form) with an Aadhaar', () => {
  const guest = {
    CustomerName: 'Asha',
    EmailID: 'asha@example.com',
    MobileNo: '9876543210',
    IdentityType: 'Aadhaar Card',
    AcceptTerms: true,
  };

  it('keeps only the masked form of a full valid number', () => {
    const n = '23456789012';
    const full = n + String(verhoeffDigit(n));
    expect(guestDetails.parse({ ...guest, IdentityNo: full }).IdentityNo).toBe(
      `XXXX-XXXX-${full.slice(8)}`,
    );
  });

  it('shows the Aadhaar mistake together with an unticked terms box and a bad GSTIN', () => {
    const r = guestDetails.safeParse({
      ...guest,
      IdentityNo: '234567890123',
      AcceptTerms: false,
      GSTIN: '20AABCJ1234K1Z5',
    });
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['IdentityNo', 'AcceptTerms', 'GSTIN']));
  });
});
