import { describe, expect, it } from 'vitest';
import { isTopChoice, showcaseHotels } from './showcase';

const h = (UnitName: string) => ({ UnitName });

describe('hotel showcase ordering', () => {
  it('puts Patratu, Ranchi and Netarhat hotels first and keeps only 4', () => {
    const list = [
      h('Van Vihar, Betla'),
      h('Prabhat Vihar, Netarhat'),
      h('Natraj Vihar'),
      h('Hotel Birsa Vihar, Ranchi'),
      h('Patratu Lake Resort'),
      h('Dumka'),
    ];
    expect(showcaseHotels(list).map((x) => x.UnitName)).toEqual([
      'Patratu Lake Resort',
      'Hotel Birsa Vihar, Ranchi',
      'Prabhat Vihar, Netarhat',
      'Van Vihar, Betla',
    ]);
  });
  it('keeps the original order among the other hotels', () => {
    expect(showcaseHotels([h('B'), h('A'), h('C')]).map((x) => x.UnitName)).toEqual([
      'B',
      'A',
      'C',
    ]);
  });
  it('marks the three showcase names as Top Choice, case-insensitively', () => {
    expect(isTopChoice('NETARHAT hill')).toBe(true);
    expect(isTopChoice('Van Vihar, Betla')).toBe(false);
  });
});
