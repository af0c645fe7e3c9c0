import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guestFields } from './contracts/bookings';
import { gstinCheckChar, gstinProblem, isValidGstin } from './gstin';

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');
const body = fc
  .tuple(
    fc.tuple(digit, digit),
    fc.array(upper, { minLength: 5, maxLength: 5 }),
    fc.array(digit, { minLength: 4, maxLength: 4 }),
    upper,
    fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  )
  .map(([s, pan, num, l, e]) => `${s.join('')}${pan.join('')}${num.join('')}${l}${e}Z`);

describe('GSTIN check character', () => {
  it('a GSTIN with its computed check character is valid; any other last character is not', () => {
    fc.assert(
      fc.property(body, fc.constantFrom(...CHARS), (first14, last) => {
        const right = gstinCheckChar(first14);
        expect(isValidGstin(first14 + right)).toBe(true);
        if (last !== right) expect(gstinProblem(first14 + last)).toBe('check');
      }),
    );
  });

  it('the form says so when only the check character is wrong', () => {
    const r = guestFields.shape.GSTIN.safeParse('20AABCJ1234K1Z5');
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toMatch(/check character/);
    const shape = guestFields.shape.GSTIN.safeParse('20AABCJ1234');
    expect(shape.error!.issues[0]!.message).toBe('Enter a valid 15-character GSTIN.');
  });
});

describe('GSTIN', () => {
  it('accepts real GSTINs and refuses a wrong check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
  });
});
