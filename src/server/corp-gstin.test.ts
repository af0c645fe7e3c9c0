import { describe, expect, it } from 'vitest';
import { guestFields } from '../shared/contracts/bookings';
import { isValidGstin } from '../shared/gstin';
import { loadConfig, testConfig } from './config';

describe('CORP_GSTIN (the GSTIN on every invoice)', () => {
  it("the corporation's demo GSTIN passes the booking form's own GSTIN check", () => {
    const gstin = testConfig().CORP_GSTIN;
    expect(isValidGstin(gstin)).toBe(true);
    expect(guestFields.shape.GSTIN.safeParse(gstin).success).toBe(true);
  });
});

describe('CORP_GSTIN from the environment', () => {
  it('refuses a GSTIN whose check character is wrong, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', CORP_GSTIN: '20AABCJ1234K1Z5' })).toThrow(
      /CORP_GSTIN: must be a valid GSTIN/,
    );
  });
});
