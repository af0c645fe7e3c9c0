/** The price arithmetic (integer paise) the server charges and the booking page previews. */

/**
 * One row of a GST slab set: the rate for a unit of accommodation whose value of supply for a day
 * is at least minTariffPaise. A set's lowest row starts at 0; the law's "up to Rs 7,500" is a
 * row from 0 and a row from 750001 paise (ADR 220).
 */
export type GstSlab = { minTariffPaise: number; rateBp: number };

/** No slab covers a value: a gap in the data, never a rate to guess (ADR 220). */
export class NoGstSlabError extends Error {
  constructor(valuePaise: number) {
    super(`No GST slab covers a room-night valued at ${valuePaise} paise.`);
  }
}

/** The GST rate (basis points) of a room-night whose value of supply is `valuePaise`. */
export function gstRateFor(slabs: readonly GstSlab[], valuePaise: number): number {
  let best: GstSlab | undefined;
  for (const s of slabs) {
    if (s.minTariffPaise <= valuePaise && (!best || s.minTariffPaise > best.minTariffPaise))
      best = s;
  }
  if (!best) throw new NoGstSlabError(valuePaise);
  return best.rateBp;
}

export type RoomPriceInput = {
  /** the room type's price of each night of the stay */
  nightPricesPaise: readonly number[];
  extraPersons: number;
  extraPersonRatePaise: number;
  /** each night's extra-person rate when staff set one per night (ADR 141); else extraPersonRatePaise */
  nightExtraRatesPaise?: readonly number[];
};

/** The nights of one room taxed at one rate: a line of the invoice (ADR 220). */
export type TaxLine = {
  rateBp: number;
  nights: number;
  /** these nights' room price and extra persons, before GST */
  taxablePaise: number;
  /** this line's share of the booking's GST (the shares add up to the booking's GST exactly) */
  gstPaise: number;
};

export type PricedRoom = {
  nights: number;
  /** average room price per night, for display */
  pricePerDayPaise: number;
  /** the highest nightly value (room + extra persons) */
  tariffPaise: number;
  /** extra persons over the stay */
  extraAmountPaise: number;
  /** the room's total for the stay before GST, extra persons included */
  amountPaise: number;
  /** the highest rate of the room's nights */
  gstRateBp: number;
  /** this room's share of the booking's GST: the sum of its lines */
  gstPaise: number;
  /** one line per rate, lowest rate first */
  lines: TaxLine[];
};

export type PricedStay = {
  rooms: PricedRoom[];
  roomTotalPaise: number;
  gstPaise: number;
  totalPaise: number;
};

/**
 * Per room per night: the value of supply is the night's price + extra persons x that night's
 * extra-person rate (ADR 220), and that value picks the night's rate from the slab set in force at
 * the time of supply. Nights of a room at one rate form a line. GST is taken on the whole stay and
 * rounded to the paisa once (half up); each line's share is allotted by largest remainder so the
 * shares add up to the booking's GST. totalPayable = roomTotal + GST.
 */
export function priceStay(rooms: readonly RoomPriceInput[], slabs: readonly GstSlab[]): PricedStay {
  const base = rooms.map((r) => {
    const nights = r.nightPricesPaise.length;
    const extraOf = (i: number) =>
      r.extraPersons * (r.nightExtraRatesPaise?.[i] ?? r.extraPersonRatePaise);
    const roomOnly = r.nightPricesPaise.reduce((s, p) => s + p, 0);
    const extraAmountPaise = r.nightPricesPaise.reduce((s, _p, i) => s + extraOf(i), 0);
    const values = r.nightPricesPaise.map((p, i) => p + extraOf(i));
    const byRate = new Map<number, { nights: number; taxablePaise: number }>();
    for (const v of values) {
      const rate = gstRateFor(slabs, v);
      const cur = byRate.get(rate) ?? { nights: 0, taxablePaise: 0 };
      byRate.set(rate, { nights: cur.nights + 1, taxablePaise: cur.taxablePaise + v });
    }
    const lines = [...byRate.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([rateBp, l]) => ({ rateBp, ...l, raw: l.taxablePaise * rateBp }));
    return {
      nights,
      pricePerDayPaise: nights ? Math.round(roomOnly / nights) : 0,
      tariffPaise: nights ? Math.max(...values) : 0,
      extraAmountPaise,
      amountPaise: roomOnly + extraAmountPaise,
      gstRateBp: lines.length ? Math.max(...lines.map((l) => l.rateBp)) : 0,
      /** GST of each line in 1/10000 paise, exact */
      lines,
    };
  });
  const all = base.flatMap((r, room) => r.lines.map((l, line) => ({ room, line, raw: l.raw })));
  const rawTotal = all.reduce((s, l) => s + l.raw, 0);
  const gstPaise = Math.floor((rawTotal + 5000) / 10_000);
  // largest remainder: floor each share, hand the leftover paise to the largest fractions
  const shares = all.map((l) => Math.floor(l.raw / 10_000));
  let left = gstPaise - shares.reduce((s, v) => s + v, 0);
  const order = all
    .map((l, i) => ({ i, frac: l.raw % 10_000 }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  const shareOf = new Map(all.map((l, i) => [`${l.room}:${l.line}`, shares[i] ?? 0]));
  const priced: PricedRoom[] = base.map((r, room) => {
    const lines: TaxLine[] = r.lines.map((l, line) => ({
      rateBp: l.rateBp,
      nights: l.nights,
      taxablePaise: l.taxablePaise,
      gstPaise: shareOf.get(`${room}:${line}`) ?? 0,
    }));
    return {
      nights: r.nights,
      pricePerDayPaise: r.pricePerDayPaise,
      tariffPaise: r.tariffPaise,
      extraAmountPaise: r.extraAmountPaise,
      amountPaise: r.amountPaise,
      gstRateBp: r.gstRateBp,
      gstPaise: lines.reduce((s, l) => s + l.gstPaise, 0),
      lines,
    };
  });
  const roomTotalPaise = priced.reduce((s, r) => s + r.amountPaise, 0);
  return { rooms: priced, roomTotalPaise, gstPaise, totalPaise: roomTotalPaise + gstPaise };
}

/** CGST and SGST halves of a GST amount (CGST takes the odd paisa). */
export function splitGst(gstPaise: number): { cgstPaise: number; sgstPaise: number } {
  const cgstPaise = Math.ceil(gstPaise / 2);
  return { cgstPaise, sgstPaise: gstPaise - cgstPaise };
}

/** "5", "12", "2.5": a rate in basis points as a number of percent (a form's or a CSV's). */
export function percentNumber(rateBp: number): string {
  return String(rateBp / 100);
}

/** "5%", "12%", "2.5%": a rate in basis points as a percentage. */
export function ratePercent(rateBp: number): string {
  return `${percentNumber(rateBp)}%`;
}

/** "15.5" or "15,5 %" (at most two decimals, 0 to 100) as basis points; null when it is not one. */
export function percentToBp(text: string): number | null {
  const m = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** The distinct rates of some lines, lowest first ("5% / 18%"). */
export function ratesText(lines: readonly { rateBp: number }[]): string {
  return [...new Set(lines.map((l) => l.rateBp))]
    .sort((a, b) => a - b)
    .map(ratePercent)
    .join(' / ');
}
