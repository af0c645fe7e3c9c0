import { GST_RATE_BP } from './constants';

/** The price arithmetic (integer paise) the server charges and the booking page previews. */

export type GstSlab = { minTariffPaise: number; rateBp: number };

/** The GST rate (basis points) for a room whose nightly tariff is `tariffPaise`. */
export function gstRateFor(slabs: readonly GstSlab[], tariffPaise: number): number {
  let best: GstSlab | undefined;
  for (const s of slabs) {
    if (s.minTariffPaise <= tariffPaise && (!best || s.minTariffPaise > best.minTariffPaise))
      best = s;
  }
  return best ? best.rateBp : GST_RATE_BP;
}

export type RoomPriceInput = {
  /** the room type's price of each night of the stay */
  nightPricesPaise: readonly number[];
  extraPersons: number;
  extraPersonRatePaise: number;
  /** each night's extra-person rate when staff set one per night (ADR 141); else extraPersonRatePaise */
  nightExtraRatesPaise?: readonly number[];
};

export type PricedRoom = {
  nights: number;
  /** average room price per night, for display */
  pricePerDayPaise: number;
  /** the highest nightly charge (room + extra persons): the tariff that picks the GST slab */
  tariffPaise: number;
  /** extra persons over the stay */
  extraAmountPaise: number;
  /** the room's total for the stay before GST, extra persons included */
  amountPaise: number;
  gstRateBp: number;
  /** this room's share of the booking's GST (the shares add up to the booking's GST exactly) */
  gstPaise: number;
};

export type PricedStay = {
  rooms: PricedRoom[];
  roomTotalPaise: number;
  gstPaise: number;
  totalPaise: number;
};

/**
 * Per room per night: price + extra persons x that night's extra person rate. GST is taken on the room total
 * and rounded to the paisa once (half up); each room's share is allotted by largest remainder so
 * the shares add up to the booking's GST. totalPayable = roomTotal + GST.
 */
export function priceStay(rooms: readonly RoomPriceInput[], slabs: readonly GstSlab[]): PricedStay {
  const base = rooms.map((r) => {
    const nights = r.nightPricesPaise.length;
    const extraOf = (i: number) =>
      r.extraPersons * (r.nightExtraRatesPaise?.[i] ?? r.extraPersonRatePaise);
    const roomOnly = r.nightPricesPaise.reduce((s, p) => s + p, 0);
    const extraAmountPaise = r.nightPricesPaise.reduce((s, _p, i) => s + extraOf(i), 0);
    const amountPaise = roomOnly + extraAmountPaise;
    const tariffPaise = nights ? Math.max(...r.nightPricesPaise.map((p, i) => p + extraOf(i))) : 0;
    const gstRateBp = gstRateFor(slabs, tariffPaise);
    return {
      nights,
      pricePerDayPaise: nights ? Math.round(roomOnly / nights) : 0,
      tariffPaise,
      extraAmountPaise,
      amountPaise,
      gstRateBp,
      /** GST in 1/10000 paise, exact */
      raw: amountPaise * gstRateBp,
    };
  });
  const rawTotal = base.reduce((s, r) => s + r.raw, 0);
  const gstPaise = Math.floor((rawTotal + 5000) / 10_000);
  // largest remainder: floor each share, hand the leftover paise to the largest fractions
  const shares = base.map((r) => Math.floor(r.raw / 10_000));
  let left = gstPaise - shares.reduce((s, v) => s + v, 0);
  const order = base
    .map((r, i) => ({ i, frac: r.raw % 10_000 }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  const priced: PricedRoom[] = base.map((r, i) => ({
    nights: r.nights,
    pricePerDayPaise: r.pricePerDayPaise,
    tariffPaise: r.tariffPaise,
    extraAmountPaise: r.extraAmountPaise,
    amountPaise: r.amountPaise,
    gstRateBp: r.gstRateBp,
    gstPaise: shares[i] ?? 0,
  }));
  const roomTotalPaise = priced.reduce((s, r) => s + r.amountPaise, 0);
  return { rooms: priced, roomTotalPaise, gstPaise, totalPaise: roomTotalPaise + gstPaise };
}

/** CGST and SGST halves of a GST amount (CGST takes the odd paisa). */
export function splitGst(gstPaise: number): { cgstPaise: number; sgstPaise: number } {
  const cgstPaise = Math.ceil(gstPaise / 2);
  return { cgstPaise, sgstPaise: gstPaise - cgstPaise };
}
