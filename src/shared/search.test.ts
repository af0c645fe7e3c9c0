import { describe, expect, it } from 'vitest';
import { matchesWhere } from './search';

const patratu = { UnitName: 'Patratu Lake Resort', LocationName: 'Patratu, Ramgarh' };
const ranchi = { UnitName: 'Hotel Birsa Vihar, Ranchi', LocationName: 'Ranchi' };

describe("matchesWhere (the search box's destination or hotel)", () => {
  it('matches a hotel by a word of its name or its location, ignoring case', () => {
    expect(matchesWhere(patratu, 'patratu')).toBe(true);
    expect(matchesWhere(patratu, 'RAMGARH')).toBe(true);
    expect(matchesWhere(ranchi, 'birsa vihar')).toBe(true);
  });
  it('matches the start of a word, so a guest may stop typing early', () => {
    expect(matchesWhere(ranchi, 'ranc')).toBe(true);
  });
  it('needs every word typed', () => {
    expect(matchesWhere(patratu, 'patratu ranchi')).toBe(false);
    expect(matchesWhere(ranchi, 'netarhat')).toBe(false);
  });
  it('matches a hotel by its Hindi name or place, as a guest on the Hindi page types it', () => {
    const hindi = { ...patratu, UnitNameHi: 'पतरातू लेक रिज़ॉर्ट', LocationNameHi: 'पतरातू, रामगढ़' };
    expect(matchesWhere(hindi, 'रामगढ़')).toBe(true);
    expect(matchesWhere(hindi, 'पतरा')).toBe(true);
    expect(matchesWhere(hindi, 'राँची')).toBe(false);
    expect(matchesWhere({ ...patratu, UnitNameHi: null }, 'रामगढ़')).toBe(false);
  });
  it('matches every hotel when nothing is typed', () => {
    expect(matchesWhere(patratu, undefined)).toBe(true);
    expect(matchesWhere(patratu, '  ')).toBe(true);
  });
});
