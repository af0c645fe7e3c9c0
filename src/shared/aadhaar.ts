/**
 * Aadhaar numbers online: the site never keeps a full Aadhaar number. A guest gives the last four
 * digits (or the masked form XXXX-XXXX-1234, as printed on a masked e-Aadhaar); a full 12-digit
 * number is checked with its Verhoeff check digit and then reduced to the masked form. The
 * original card is shown at check-in.
 */

// Verhoeff tables: multiplication in the dihedral group D5, the permutation, the inverse
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const;

function checksum(digits: string, withCheck: boolean): number {
  let c = 0;
  const n = digits.length;
  for (let i = 0; i < n; i++) {
    const d = Number(digits[n - 1 - i]);
    c = D[c]![P[(i + (withCheck ? 0 : 1)) % 8]![d]!]!;
  }
  return c;
}

/** The Verhoeff check digit to append to `digits`. */
export function verhoeffDigit(digits: string): number {
  return INV[checksum(digits, false)]!;
}

/** True when the digit string ends in a correct Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  return /^\d+$/.test(digits) && checksum(digits, true) === 0;
}

/** A full Aadhaar number: 12 digits, not starting with 0 or 1, with a correct check digit. */
export function isValidAadhaar(value: string): boolean {
  const v = value.replace(/[\s-]/g, '');
  return /^[2-9]\d{11}$/.test(v) && verhoeffValid(v);
}

export type AadhaarInput =
  { ok: true; masked: string } | { ok: false; reason: 'shape' | 'checksum' };

/** The masked form kept for a booking: XXXX-XXXX and the last four digits. */
export const maskAadhaar = (lastFour: string) => `XXXX-XXXX-${lastFour}`;

/**
 * What a guest typed in the Aadhaar box: the last four digits, the masked form, or a full number
 * (which must pass the Verhoeff check). Spaces and hyphens are ignored.
 */
export function readAadhaar(value: string): AadhaarInput {
  const v = value.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{4}$/.test(v)) return { ok: true, masked: maskAadhaar(v) };
  if (/^[X*]{8}\d{4}$/.test(v)) return { ok: true, masked: maskAadhaar(v.slice(8)) };
  if (/^\d{12}$/.test(v)) {
    return isValidAadhaar(v)
      ? { ok: true, masked: maskAadhaar(v.slice(8)) }
      : { ok: false, reason: 'checksum' };
  }
  return { ok: false, reason: 'shape' };
}
