import { SHOWCASE_COUNT, SHOWCASE_NAMES } from './constants';

export function isTopChoice(name: string): boolean {
  return SHOWCASE_NAMES.some((n) => name.toLowerCase().includes(n.toLowerCase()));
}

/** Spec: Patratu, Ranchi, Netarhat hotels first (stable otherwise), then only the first 4. */
export function showcaseHotels<T extends { UnitName: string }>(hotels: readonly T[]): T[] {
  const rank = (h: T) => {
    const i = SHOWCASE_NAMES.findIndex((n) => h.UnitName.toLowerCase().includes(n.toLowerCase()));
    return i === -1 ? SHOWCASE_NAMES.length : i;
  };
  return hotels
    .map((h, i) => ({ h, i }))
    .sort((a, b) => rank(a.h) - rank(b.h) || a.i - b.i)
    .slice(0, SHOWCASE_COUNT)
    .map((x) => x.h);
}
