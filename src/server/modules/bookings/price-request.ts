import type { Quote } from '../../../shared/contracts/promo-codes';
import { todayIst } from '../../../shared/dates';
import { paiseToRupees } from '../../../shared/money';
import { priceStay, type PricedStay } from '../../../shared/pricing';
import { discountNights } from '../../../shared/promo-codes';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../http-errors';
import * as availability from '../availability/availability.service';
import * as hotels from '../../db/hotel-rows';
import * as promoCodes from '../rates/promo-codes.service';
import * as ratePlans from '../rates/rate-plans.service';
import { gstSlabSet } from './gst-in-force';

// A guest's stay priced by the server: its rooms checked against the room types, the plans and
// restrictions (ADR 360, 361), a promo code's discount before GST (ADR 365), and GST by the slab of
// each night's discounted value (ADR 220). The booking charges it; the quote shows it.

export type PriceRoom = {
  RoomTypeID: number;
  NoOfAdult: number;
  NoOfChild: number;
  ExtraPerson: number;
  RatePlanID?: number | undefined;
};
export type PriceInput = {
  hotelID: number;
  CheckIn: string;
  checkOUT: string;
  rooms: PriceRoom[];
  PromoCode?: string | undefined;
};

type RoomQuote = Awaited<ReturnType<typeof availability.quoteRoomTypes>>[number];

export type PricedRequest = {
  hotel: Awaited<ReturnType<typeof hotels.requireHotel>>;
  chosen: { input: PriceRoom; quote: RoomQuote }[];
  planned: ratePlans.PlannedRoom[];
  priced: PricedStay;
  slabSet: Awaited<ReturnType<typeof gstSlabSet>>;
  promo: promoCodes.AppliedPromo | null;
  /** the promo's discount before GST (0 without a code) */
  discountPaise: number;
};

function roomIssues(input: PriceInput, byId: Map<number, RoomQuote>, hotelName: string) {
  const issues: { path: string; message: string }[] = [];
  input.rooms.forEach((r, i) => {
    const q = byId.get(r.RoomTypeID);
    const at = (f: string) => `rooms.${i}.${f}`;
    if (!q) {
      issues.push({
        path: at('RoomTypeID'),
        message: `Room ${i + 1}: this room type is not offered by ${hotelName}.`,
      });
      return;
    }
    const t = q.roomType;
    if (r.NoOfAdult > t.maxAdults)
      issues.push({
        path: at('NoOfAdult'),
        message: `Room ${i + 1}: ${t.name} allows at most ${t.maxAdults} adult${t.maxAdults > 1 ? 's' : ''}.`,
      });
    if (r.NoOfChild > t.maxChildren)
      issues.push({
        path: at('NoOfChild'),
        message: `Room ${i + 1}: ${t.name} allows at most ${t.maxChildren} child${t.maxChildren === 1 ? '' : 'ren'}.`,
      });
    if (r.ExtraPerson > t.allowedExtraPerson)
      issues.push({
        path: at('ExtraPerson'),
        message:
          t.allowedExtraPerson === 0
            ? `Room ${i + 1}: ${t.name} allows no extra person.`
            : `Room ${i + 1}: ${t.name} allows at most ${t.allowedExtraPerson} extra person${t.allowedExtraPerson > 1 ? 's' : ''}.`,
      });
  });
  return issues;
}

/**
 * Prices a guest's stay as the booking will charge it, or throws the 400 (or the promo code's 409)
 * that refuses it. `guest` is whose per-guest limit of a promo code counts (ADR 396).
 */
export async function priceRequest(
  tx: DbOrTx,
  input: PriceInput,
  guest: promoCodes.PromoGuest,
  now: Date,
): Promise<PricedRequest> {
  const hotel = await hotels.requireHotel(tx, input.hotelID);
  const quotes = await availability.quoteRoomTypes(tx, [hotel.id], input.CheckIn, input.checkOUT);
  const byId = new Map(quotes.map((q) => [q.roomType.id, q]));
  const issues = roomIssues(input, byId, hotel.unitName);
  if (issues.length) throw badRequest(issues[0]!.message, issues);

  // the time of supply of a prepaid booking is its payment, made now (ADR 220)
  const slabSet = await gstSlabSet(tx, todayIst(now));
  const chosen = input.rooms.map((r) => ({ input: r, quote: byId.get(r.RoomTypeID)! }));
  // restrictions refuse the stay with a 400; each room priced on its plan (ADR 360, 361)
  const planned = await ratePlans.planStay(
    tx,
    chosen.map((c) => ratePlans.planRoomOf(c.quote, c.input)),
    input.CheckIn,
    input.checkOUT,
  );
  // a promo code comes off the nights' prices before GST: each night's discounted value picks
  // its GST slab (ADR 365)
  const promo = input.PromoCode
    ? await promoCodes.promoFor(
        tx,
        input.PromoCode,
        { id: hotel.id, name: hotel.unitName },
        input.CheckIn,
        input.checkOUT,
        guest,
      )
    : null;
  const nights = planned.map((p) => p.nightPricesPaise);
  const discounted = promo
    ? discountNights(nights, promo.rule)
    : { rooms: nights, discountPaise: 0 };
  const priced = priceStay(
    chosen.map((c, i) => ({
      nightPricesPaise: discounted.rooms[i]!,
      extraPersons: c.input.ExtraPerson,
      extraPersonRatePaise: c.quote.roomType.extraPersonRatePaise,
      nightExtraRatesPaise: c.quote.nights.map((n) => n.extraPersonRatePaise),
    })),
    slabSet.slabs,
  );
  return {
    hotel,
    chosen,
    planned,
    priced,
    slabSet,
    promo,
    discountPaise: discounted.discountPaise,
  };
}

/** POST /api/bookings/quote: the stay priced as the booking would charge it, in rupees. */
export async function quoteStay(
  db: DbOrTx,
  input: PriceInput,
  customerId: number | null,
  now: Date,
): Promise<Quote> {
  const p = await priceRequest(db, input, { customerId, walkInMobile: null }, now);
  return {
    rooms: p.priced.rooms.map((r, i) => ({
      RoomTypeID: p.chosen[i]!.input.RoomTypeID,
      nights: r.nights,
      pricePerDay: paiseToRupees(r.pricePerDayPaise),
      extraAmount: paiseToRupees(r.extraAmountPaise),
      amount: paiseToRupees(r.amountPaise),
      gst: paiseToRupees(r.gstPaise),
      lines: r.lines.map((l) => ({
        ratePercent: l.rateBp / 100,
        nights: l.nights,
        taxable: paiseToRupees(l.taxablePaise),
        gst: paiseToRupees(l.gstPaise),
      })),
    })),
    roomTotalBeforeDiscount: paiseToRupees(p.priced.roomTotalPaise + p.discountPaise),
    discount: paiseToRupees(p.discountPaise),
    roomTotal: paiseToRupees(p.priced.roomTotalPaise),
    gst: paiseToRupees(p.priced.gstPaise),
    totalPayable: paiseToRupees(p.priced.totalPaise),
    PromoCode: p.promo?.code ?? null,
  };
}
