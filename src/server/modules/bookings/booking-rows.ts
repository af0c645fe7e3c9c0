import { todayIst } from '../../../shared/dates';
import type { PricedRoom } from '../../../shared/pricing';

// What every new booking's rows are made of, whoever makes it (a guest online, an OTA).

/** The booking's reference number: JTDC, the IST date (yymmdd) and the id. */
export function bookingRef(id: number, now: Date): string {
  const d = todayIst(now).replace(/-/g, '').slice(2);
  return `JTDC${d}${String(id).padStart(5, '0')}`;
}

/** A stay's extra-person rate per night for display: the average of its nights' rates. */
function averageExtraRate(nights: { extraPersonRatePaise: number }[]): number {
  if (nights.length === 0) return 0;
  return Math.round(nights.reduce((s, n) => s + n.extraPersonRatePaise, 0) / nights.length);
}

/** A booked room's money columns from its share of the priced stay (paise, the server's amounts). */
export function pricedRoomColumns(p: PricedRoom, nights: { extraPersonRatePaise: number }[]) {
  return {
    pricePerDayPaise: p.pricePerDayPaise,
    // the stay's average per night when staff set nightly rates (ADR 141)
    extraPersonRatePaise: averageExtraRate(nights),
    amountPaise: p.amountPaise,
    extraAmountPaise: p.extraAmountPaise,
    gstPaise: p.gstPaise,
    taxLines: p.lines,
  };
}
