import { todayIst } from '../../../shared/dates';

// What every new booking's rows are made of, whoever makes it (a guest online, an OTA).

/** The booking's reference number: JTDC, the IST date (yymmdd) and the id. */
export function bookingRef(id: number, now: Date): string {
  const d = todayIst(now).replace(/-/g, '').slice(2);
  return `JTDC${d}${String(id).padStart(5, '0')}`;
}

/** A stay's extra-person rate per night for display: the average of its nights' rates. */
export function averageExtraRate(nights: { extraPersonRatePaise: number }[]): number {
  if (nights.length === 0) return 0;
  return Math.round(nights.reduce((s, n) => s + n.extraPersonRatePaise, 0) / nights.length);
}
