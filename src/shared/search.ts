/**
 * "Where": a destination or a hotel typed by a guest. A hotel matches when every word typed
 * appears in its name or its location (in English or in Hindi, ADR 180), ignoring case, accents
 * and punctuation; an empty text matches every hotel.
 */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

export function matchesWhere(
  hotel: {
    UnitName: string;
    LocationName: string;
    UnitNameHi?: string | null;
    LocationNameHi?: string | null;
  },
  where: string | undefined,
): boolean {
  const wanted = words(where ?? '');
  if (wanted.length === 0) return true;
  const haystack = words(
    [hotel.UnitName, hotel.LocationName, hotel.UnitNameHi, hotel.LocationNameHi].join(' '),
  );
  return wanted.every((w) => haystack.some((h) => h.startsWith(w)));
}
