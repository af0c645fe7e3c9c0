import { formatDate, nightsOf, type IsoDate } from './dates';
import { percentOf } from './money';

/**
 * Promo codes (ADR 365) as pure rules the server prices with: a percentage or an amount off the
 * room-nights of a stay, taken before GST. The discount is given at the time of supply and shown
 * on the invoice, so it is not part of the value of supply (CGST Act s.15(3)(a)): each night is
 * taxed on its discounted value, and that discounted value picks the night's GST slab.
 */

export const PROMO_KINDS = ['percent', 'amount'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** A code as typed by staff and guests: letters, digits and dashes, kept in capitals. */
export const PROMO_CODE_RE = /^[A-Z0-9][A-Z0-9-]{2,19}$/;

export function normalisePromoCode(v: string): string {
  return v.trim().toUpperCase();
}

export type PromoRule =
  { kind: 'percent'; discountBp: number } | { kind: 'amount'; discountPaise: number };

/**
 * The nights of each room after the discount. A percentage comes off every night's price (rounded
 * to the paisa per night); an amount comes off the stay as a whole, spread over all its
 * room-nights in proportion to their price (largest remainder, so the shares add up to the
 * amount exactly) and never more than the nights are worth. Extra persons are not discounted.
 */
export function discountNights(
  rooms: readonly (readonly number[])[],
  rule: PromoRule,
): { rooms: number[][]; discountPaise: number } {
  if (rule.kind === 'percent') {
    const out = rooms.map((nights) => nights.map((p) => p - percentOf(p, rule.discountBp)));
    return { rooms: out, discountPaise: sum(rooms.flat()) - sum(out.flat()) };
  }
  const flat = rooms.flat();
  const total = sum(flat);
  const off = Math.min(rule.discountPaise, total);
  if (total <= 0 || off <= 0) return { rooms: rooms.map((n) => [...n]), discountPaise: 0 };
  const raw = flat.map((p) => p * off);
  const shares = raw.map((r) => Math.floor(r / total));
  let left = off - sum(shares);
  const order = raw
    .map((r, i) => ({ i, frac: r % total }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  let k = 0;
  const out = rooms.map((nights) => nights.map((p) => p - (shares[k++] ?? 0)));
  return { rooms: out, discountPaise: off };
}

function sum(xs: readonly number[]): number {
  return xs.reduce((s, x) => s + x, 0);
}

/** What a code says about where and when it applies. */
export type PromoTerms = {
  code: string;
  hotelId: number | null;
  validFrom: IsoDate;
  validTo: IsoDate;
  minNights: number;
  active: boolean;
};

/**
 * Why `terms` does not apply to a stay at `hotel` from checkIn to checkOut, or null. Every night of
 * the stay must fall within [validFrom, validTo]; the stay must have at least minNights nights.
 */
export function promoProblem(
  terms: PromoTerms,
  hotel: { id: number; name: string },
  checkIn: IsoDate,
  checkOut: IsoDate,
): string | null {
  const c = terms.code;
  if (!terms.active) return `Promo code ${c} is no longer offered.`;
  if (terms.hotelId !== null && terms.hotelId !== hotel.id)
    return `Promo code ${c} is not valid at ${hotel.name}.`;
  const nights = nightsOf(checkIn, checkOut);
  const last = nights[nights.length - 1] ?? checkIn;
  if (checkIn < terms.validFrom || last > terms.validTo)
    return `Promo code ${c} is valid for nights from ${formatDate(terms.validFrom)} to ${formatDate(terms.validTo)}.`;
  if (nights.length < terms.minNights)
    return `Promo code ${c} needs a stay of at least ${terms.minNights} nights.`;
  return null;
}

export const PROMO_MSG = {
  unknown: (c: string) => `Promo code ${c} is not valid. Please check the code.`,
  usedUp: (c: string) => `Promo code ${c} has been fully used.`,
  perCustomer: (c: string, n: number) =>
    n === 1
      ? `You have already used promo code ${c}; it can be used once per guest.`
      : `You have already used promo code ${c} ${n} times, as often as one guest may.`,
  /** at the counter: the walk-in guest is known by their mobile number (ADR 396) */
  perWalkIn: (c: string, n: number, mobile: string) =>
    n === 1
      ? `The guest with mobile ${mobile} has already used promo code ${c}; it can be used once per guest.`
      : `The guest with mobile ${mobile} has already used promo code ${c} ${n} times, as often as one guest may.`,
} as const;
