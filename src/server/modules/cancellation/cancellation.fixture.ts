import type { BookingStatus } from '../../../shared/booking-status';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { addDays, todayIst } from '../../../shared/dates';
import { percentOf } from '../../../shared/money';
import { gstRateFor, type GstSlab } from '../../../shared/pricing';
import type { DbOrTx } from '../../db/client';
import { bookingRooms, bookings, payments, roomInventory, roomTypes } from '../../db/schema/index';

/** The slab set in force since 22 September 2025 (ADR 220), which the fixture's rooms are taxed at. */
const SLABS: GstSlab[] = [
  { minTariffPaise: 0, rateBp: 500 },
  { minTariffPaise: 750_001, rateBp: 1800 },
];

/**
 * Test fixture: a paid, confirmed booking written straight into the database (bookings,
 * booking_rooms, a captured payment) with its rooms taken from the inventory, as the booking
 * module leaves one after a successful payment.
 */
export type FixtureRoom = {
  roomTypeId?: number;
  adults?: number;
  children?: number;
  extraPersons?: number;
};

export type FixtureBooking = {
  bookingId: number;
  bookingRefNo: string;
  checkIn: string;
  checkOut: string;
  totalPaise: number;
  capturedPaise: number;
  paymentRowId: number | null;
  gatewayPaymentId: string | null;
  rooms: {
    id: number;
    roomTypeId: number;
    amountPaise: number;
    gstPaise: number;
    paidPaise: number;
  }[];
};

export async function createConfirmedBooking(
  db: DbOrTx,
  customer: { customerId: number; email: string; mobile: string; name?: string },
  opts: {
    hotelId?: number;
    checkIn?: string;
    nights?: number;
    rooms?: number | FixtureRoom[];
    status?: BookingStatus;
    /** paise captured by the gateway; default the booking total; null: no captured payment */
    capturedPaise?: number | null;
    /** the GST slab set it was invoiced under; default the one in force since 22 Sep 2025 */
    slabs?: GstSlab[];
  } = {},
): Promise<FixtureBooking> {
  const hotelId = opts.hotelId ?? 1;
  const checkIn = opts.checkIn ?? addDays(todayIst(), 20);
  const nights = opts.nights ?? 2;
  const checkOut = addDays(checkIn, nights);
  const types = await db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(asc(roomTypes.id));
  if (types.length === 0) throw new Error(`fixture: hotel ${hotelId} has no room types`);
  const wanted: FixtureRoom[] =
    typeof opts.rooms === 'number' || opts.rooms === undefined
      ? Array.from({ length: typeof opts.rooms === 'number' ? opts.rooms : 2 }, (_, i) => ({
          roomTypeId: types[i % types.length]!.id,
        }))
      : opts.rooms;

  const priced = wanted.map((w) => {
    const rt = types.find((t) => t.id === (w.roomTypeId ?? types[0]!.id));
    if (!rt) throw new Error(`fixture: room type ${w.roomTypeId} is not in hotel ${hotelId}`);
    const extra = w.extraPersons ?? 0;
    const extraAmountPaise = extra * rt.extraPersonRatePaise * nights;
    const amountPaise = rt.basePricePaise * nights + extraAmountPaise;
    const rateBp = gstRateFor(
      opts.slabs ?? SLABS,
      rt.basePricePaise + extra * rt.extraPersonRatePaise,
    );
    return {
      rateBp,
      rt,
      adults: w.adults ?? Math.min(2, rt.maxAdults),
      children: w.children ?? 0,
      extra,
      extraAmountPaise,
      amountPaise,
      gstPaise: percentOf(amountPaise, rateBp),
    };
  });
  const roomTotalPaise = priced.reduce((s, p) => s + p.amountPaise, 0);
  const gstPaise = priced.reduce((s, p) => s + p.gstPaise, 0);
  const totalPaise = roomTotalPaise + gstPaise;
  const tag = randomBytes(5).toString('hex');
  const now = new Date();

  const [b] = await db
    .insert(bookings)
    .values({
      bookingRefNo: `JTDC-FX-${tag.toUpperCase()}`,
      customerId: customer.customerId,
      hotelId,
      checkIn,
      checkOut,
      nights,
      status: opts.status ?? 'confirmed',
      customerName: customer.name ?? 'Asha Kumari',
      email: customer.email,
      mobile: customer.mobile,
      address: 'Main Road, Ranchi',
      identityType: 'Aadhaar',
      identityNo: '1234 5678 9012',
      roomTotalPaise,
      gstPaise,
      totalPaise,
      gstRateBp: Math.max(...priced.map((p) => p.rateBp)),
      holdExpiresAt: new Date(now.getTime() + 15 * 60_000),
      confirmedAt: now,
    })
    .returning({ id: bookings.id, bookingRefNo: bookings.bookingRefNo });
  const bookingId = b!.id;

  const rooms: FixtureBooking['rooms'] = [];
  for (const p of priced) {
    const [r] = await db
      .insert(bookingRooms)
      .values({
        bookingId,
        roomTypeId: p.rt.id,
        adults: p.adults,
        children: p.children,
        extraPersons: p.extra,
        pricePerDayPaise: p.rt.basePricePaise,
        extraPersonRatePaise: p.rt.extraPersonRatePaise,
        amountPaise: p.amountPaise,
        extraAmountPaise: p.extraAmountPaise,
        gstPaise: p.gstPaise,
        taxLines: [{ rateBp: p.rateBp, nights, taxablePaise: p.amountPaise, gstPaise: p.gstPaise }],
      })
      .returning({ id: bookingRooms.id });
    rooms.push({
      id: r!.id,
      roomTypeId: p.rt.id,
      amountPaise: p.amountPaise,
      gstPaise: p.gstPaise,
      paidPaise: p.amountPaise + p.gstPaise,
    });
    await db
      .update(roomInventory)
      .set({ booked: sql`${roomInventory.booked} + 1` })
      .where(
        and(
          eq(roomInventory.roomTypeId, p.rt.id),
          gte(roomInventory.night, checkIn),
          lt(roomInventory.night, checkOut),
        ),
      );
  }

  const capturedPaise = opts.capturedPaise === undefined ? totalPaise : opts.capturedPaise;
  let paymentRowId: number | null = null;
  let gatewayPaymentId: string | null = null;
  if (capturedPaise !== null) {
    gatewayPaymentId = `pay_fx${tag}`;
    const [pay] = await db
      .insert(payments)
      .values({
        bookingId,
        gateway: 'sandbox',
        orderId: `order_fx${tag}`,
        paymentId: gatewayPaymentId,
        amountPaise: capturedPaise,
        status: 'captured',
        method: 'card',
        capturedAt: now,
      })
      .returning({ id: payments.id });
    paymentRowId = pay!.id;
  }

  return {
    bookingId,
    bookingRefNo: b!.bookingRefNo,
    checkIn,
    checkOut,
    totalPaise,
    capturedPaise: capturedPaise ?? 0,
    paymentRowId,
    gatewayPaymentId,
    rooms,
  };
}

/** Rooms sold of a room type on the first night of a stay. */
export async function bookedOn(db: DbOrTx, roomTypeId: number, night: string): Promise<number> {
  const rows = await db
    .select({ booked: roomInventory.booked })
    .from(roomInventory)
    .where(and(eq(roomInventory.roomTypeId, roomTypeId), eq(roomInventory.night, night)));
  return rows[0]?.booked ?? 0;
}
