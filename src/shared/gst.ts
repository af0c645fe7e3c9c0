import type { Paise } from './money';

/**
 * GST rules of the accounts documents (credit notes, the GST register): place of supply, the
 * CGST/SGST or IGST split and a refund's share of tax. Pure, run by the server.
 */

/** SAC of hotel accommodation services, on invoices and credit notes. */
export const SAC_ACCOMMODATION = '996311';
/** SAC of tour operator services (ADR 297): a tour's invoice and credit note. */
export const SAC_TOUR_OPERATOR = '998555';

/** GST state codes (the first two digits of a GSTIN) and their names, as the GST portal lists them. */
const GST_STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** "20-Jharkhand": the place of supply as the GSTR-1 return writes it. */
export function placeOfSupplyName(stateCode: string): string {
  return `${stateCode}-${GST_STATES[stateCode] ?? 'Unknown state'}`;
}

/**
 * Place of supply of hotel accommodation is where the property is (IGST Act, section 12(3)):
 * every hotel of the corporation is in the supplier's own state, so the state code of the
 * supplier's GSTIN.
 */
export function accommodationPlaceOfSupply(supplierGstin: string): string {
  return supplierGstin.slice(0, 2);
}

/**
 * The tax inside a refund of part of what was paid for a room: the refund keeps the room's
 * proportion of GST to price (rounded to the paisa once), the rest is taxable value.
 */
export function refundShare(
  room: { amountPaise: Paise; gstPaise: Paise },
  refundPaise: Paise,
): { taxablePaise: Paise; gstPaise: Paise } {
  const paid = room.amountPaise + room.gstPaise;
  if (paid <= 0 || refundPaise <= 0) return { taxablePaise: 0, gstPaise: 0 };
  const gstPaise = Math.round((refundPaise * room.gstPaise) / paid);
  return { taxablePaise: refundPaise - gstPaise, gstPaise };
}

/** A room's lines as the documents show them: each with its CGST/SGST halves (CGST takes the odd paisa). */
export type SplitLine = {
  rateBp: number;
  nights: number;
  taxablePaise: Paise;
  gstPaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
};

export function splitLine(l: {
  rateBp: number;
  nights: number;
  taxablePaise: Paise;
  gstPaise: Paise;
}): SplitLine {
  const cgstPaise = Math.ceil(l.gstPaise / 2);
  return { ...l, cgstPaise, sgstPaise: l.gstPaise - cgstPaise };
}

/**
 * Lines summed by rate, lowest rate first: the tax summary of an invoice, a mail or a register
 * row. Each line is split before summing, so the halves equal the sum of the lines' halves.
 */
export function byRate(
  lines: readonly { rateBp: number; nights: number; taxablePaise: Paise; gstPaise: Paise }[],
): SplitLine[] {
  const m = new Map<number, SplitLine>();
  for (const l of lines.map(splitLine)) {
    const c = m.get(l.rateBp);
    m.set(
      l.rateBp,
      c
        ? {
            rateBp: l.rateBp,
            nights: c.nights + l.nights,
            taxablePaise: c.taxablePaise + l.taxablePaise,
            gstPaise: c.gstPaise + l.gstPaise,
            cgstPaise: c.cgstPaise + l.cgstPaise,
            sgstPaise: c.sgstPaise + l.sgstPaise,
          }
        : l,
    );
  }
  return [...m.values()].sort((a, b) => a.rateBp - b.rateBp);
}

/**
 * A refund of part of what was paid for a room, spread over the room's lines: each line gets its
 * share of the refund in proportion to what was paid on it (largest remainder, so the shares add
 * up), and each share keeps its own line's rate (a credit note is at the invoice's rates).
 */
export function refundLines(
  lines: readonly { rateBp: number; nights: number; taxablePaise: Paise; gstPaise: Paise }[],
  refundPaise: Paise,
): { rateBp: number; taxablePaise: Paise; gstPaise: Paise }[] {
  const paid = lines.reduce((s, l) => s + l.taxablePaise + l.gstPaise, 0);
  if (paid <= 0 || refundPaise <= 0) return [];
  const raw = lines.map((l) => refundPaise * (l.taxablePaise + l.gstPaise));
  const shares = raw.map((r) => Math.floor(r / paid));
  let left = refundPaise - shares.reduce((s, v) => s + v, 0);
  const order = raw
    .map((r, i) => ({ i, frac: r % paid }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return lines
    .map((l, i) => ({
      rateBp: l.rateBp,
      ...refundShare({ amountPaise: l.taxablePaise, gstPaise: l.gstPaise }, shares[i] ?? 0),
    }))
    .filter((l) => l.taxablePaise + l.gstPaise > 0);
}

/**
 * An amount (GST included) shared over several rooms' lines in proportion to what each line is
 * worth, each share split at its own line's rate (ADR 369): the lines of a date change's debit
 * note (the difference paid, over the new lines) or credit note (the refund, over the old ones).
 * The shares add up to the amount; shares of nothing are left out.
 */
export function shareOverRooms<R extends { taxLines: readonly TaxLineLike[] }>(
  rooms: readonly R[],
  amountPaise: Paise,
): { room: R; rateBp: number; taxablePaise: Paise; gstPaise: Paise }[] {
  const flat = rooms.flatMap((room) => room.taxLines.map((line) => ({ room, line })));
  // refundLines keeps each share with its line's `rateBp`: the line's index stands in for it
  return refundLines(
    flat.map((f, i) => ({ ...f.line, rateBp: i })),
    amountPaise,
  ).map((s) => {
    const f = flat[s.rateBp]!;
    return {
      room: f.room,
      rateBp: f.line.rateBp,
      taxablePaise: s.taxablePaise,
      gstPaise: s.gstPaise,
    };
  });
}

type TaxLineLike = { rateBp: number; nights: number; taxablePaise: Paise; gstPaise: Paise };
