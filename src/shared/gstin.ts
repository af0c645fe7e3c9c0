/** GSTIN (GST identification number) rules shared by the booking form, the server and config. */

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The mod-36 check character for the first 14 characters of a GSTIN. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** null: a valid GSTIN; 'shape': not the 15-character pattern; 'check': a wrong last character. */
export function gstinProblem(value: string): 'shape' | 'check' | null {
  if (!GSTIN_PATTERN.test(value)) return 'shape';
  return gstinCheckChar(value.slice(0, 14)) === value[14] ? null : 'check';
}

/** A GSTIN: 15 characters in the official pattern with a valid mod-36 check character. */
export function isValidGstin(value: string): boolean {
  return gstinProblem(value) === null;
}

export const GSTIN_MESSAGES = {
  shape: 'Enter a valid 15-character GSTIN.',
  check:
    'Enter a valid 15-character GSTIN: its last character (the check character) does not match the first 14.',
} as const;
