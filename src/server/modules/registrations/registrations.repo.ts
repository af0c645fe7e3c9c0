import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { FormCKind } from '../../../shared/contracts/registrations';
import { istDayBounds } from '../../../shared/dates';
import type { DbOrTx } from '../../db/client';
import {
  bookingRooms,
  bookings,
  bookingStays,
  formCReports,
  guestMails,
  hotels,
  stayGuests,
} from '../../db/schema/index';

/**
 * The registrations module's tables (stay_guests, form_c_reports, guest_mails) and what it reads
 * of a stay: the booking, its hotel and the check-in time the desk recorded (read only; ADR 060).
 */

export type GuestRow = typeof stayGuests.$inferSelect;
export type NewGuest = Omit<typeof stayGuests.$inferInsert, 'id' | 'registeredAt'>;
export type FormCRow = typeof formCReports.$inferSelect;

export const guestsOf = (db: DbOrTx, bookingId: number): Promise<GuestRow[]> =>
  db
    .select()
    .from(stayGuests)
    .where(eq(stayGuests.bookingId, bookingId))
    .orderBy(asc(stayGuests.position));

/** The guests of a booking replaced by these (the registration is written whole each time). */
export async function replaceGuests(tx: DbOrTx, bookingId: number, guests: NewGuest[]) {
  await tx.delete(stayGuests).where(eq(stayGuests.bookingId, bookingId));
  if (guests.length) await tx.insert(stayGuests).values(guests);
}

export async function formCOf(db: DbOrTx, bookingId: number): Promise<FormCRow | null> {
  const [row] = await db.select().from(formCReports).where(eq(formCReports.bookingId, bookingId));
  return row ?? null;
}

/**
 * The form_c_reports columns of each report (ADR 377): the arrival report (Form C within 24 hours
 * of check-in) and the departure report (within 24 hours of check-out).
 */
const REPORT = {
  arrival: {
    at: formCReports.submittedAt,
    reference: formCReports.reference,
    mailed: formCReports.overdueMailedAt,
    stayAt: bookingStays.checkedInAt,
    statuses: ['checked_in', 'checked_out'],
  },
  departure: {
    at: formCReports.departureSubmittedAt,
    reference: formCReports.departureReference,
    mailed: formCReports.departureOverdueMailedAt,
    stayAt: bookingStays.checkedOutAt,
    statuses: ['checked_out'],
  },
} as const satisfies Record<FormCKind, unknown>;

export async function markFormCSubmitted(
  tx: DbOrTx,
  kind: FormCKind,
  bookingId: number,
  v: { at: Date; staffId: number; reference: string | null },
) {
  const set: Partial<FormCRow> =
    kind === 'arrival'
      ? { submittedAt: v.at, submittedBy: v.staffId, reference: v.reference }
      : {
          departureSubmittedAt: v.at,
          departureSubmittedBy: v.staffId,
          departureReference: v.reference,
        };
  await tx
    .insert(formCReports)
    .values({ bookingId, ...set })
    .onConflictDoUpdate({ target: formCReports.bookingId, set });
}

/** The stay's check-in time and the room numbers given, read from the desk's and booking's tables. */
export async function stayFacts(db: DbOrTx, bookingId: number) {
  const [stay] = await db
    .select({ checkedInAt: bookingStays.checkedInAt, checkedOutAt: bookingStays.checkedOutAt })
    .from(bookingStays)
    .where(eq(bookingStays.bookingId, bookingId));
  const rooms = await db
    .select({
      roomNo: bookingRooms.roomNo,
      adults: bookingRooms.adults,
      children: bookingRooms.children,
      status: bookingRooms.status,
    })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, bookingId))
    .orderBy(asc(bookingRooms.id));
  return {
    checkedInAt: stay?.checkedInAt ?? null,
    checkedOutAt: stay?.checkedOutAt ?? null,
    rooms,
  };
}

/**
 * Foreign guests of a hotel whose stay was checked in (arrival) or out (departure) on an IST date,
 * with that report's state.
 */
export async function foreignGuestsOn(db: DbOrTx, kind: FormCKind, hotelId: number, date: string) {
  const r = REPORT[kind];
  const day = istDayBounds(date);
  return db
    .select({
      guest: stayGuests,
      ref: bookings.bookingRefNo,
      checkOut: bookings.checkOut,
      checkedInAt: bookingStays.checkedInAt,
      checkedOutAt: bookingStays.checkedOutAt,
      submittedAt: r.at,
      reference: r.reference,
    })
    .from(stayGuests)
    .innerJoin(bookings, eq(bookings.id, stayGuests.bookingId))
    .innerJoin(bookingStays, eq(bookingStays.bookingId, stayGuests.bookingId))
    .leftJoin(formCReports, eq(formCReports.bookingId, stayGuests.bookingId))
    .where(
      and(
        eq(stayGuests.hotelId, hotelId),
        ne(stayGuests.nationality, 'IN'),
        inArray(bookings.status, [...r.statuses]),
        gte(r.stayAt, day.from),
        lt(r.stayAt, day.to),
      ),
    )
    .orderBy(asc(r.stayAt), asc(stayGuests.bookingId), asc(stayGuests.position));
}

export async function roomNumbers(db: DbOrTx, bookingIds: number[]) {
  if (!bookingIds.length) return [];
  return db
    .select({ bookingId: bookingRooms.bookingId, roomNo: bookingRooms.roomNo })
    .from(bookingRooms)
    .where(and(inArray(bookingRooms.bookingId, bookingIds), eq(bookingRooms.status, 'booked')))
    .orderBy(asc(bookingRooms.id));
}

/**
 * Stays with a foreign guest checked in (arrival) or out (departure) before `dueBefore` whose report
 * is not marked submitted: overdue (24 hours after). `hotelIds` null = every hotel.
 */
export async function overdueFormC(
  db: DbOrTx,
  kind: FormCKind,
  dueBefore: Date,
  hotelIds: number[] | null,
) {
  const r = REPORT[kind];
  return db
    .selectDistinct({
      bookingId: bookings.id,
      ref: bookings.bookingRefNo,
      hotelId: bookings.hotelId,
      hotelName: hotels.unitName,
      at: r.stayAt,
      overdueMailedAt: r.mailed,
    })
    .from(stayGuests)
    .innerJoin(bookings, eq(bookings.id, stayGuests.bookingId))
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .innerJoin(bookingStays, eq(bookingStays.bookingId, stayGuests.bookingId))
    .leftJoin(formCReports, eq(formCReports.bookingId, stayGuests.bookingId))
    .where(
      and(
        ne(stayGuests.nationality, 'IN'),
        inArray(bookings.status, [...r.statuses]),
        isNotNull(r.stayAt),
        lte(r.stayAt, dueBefore),
        isNull(r.at),
        hotelIds === null
          ? undefined
          : inArray(bookings.hotelId, hotelIds.length ? hotelIds : [-1]),
      ),
    )
    .orderBy(asc(r.stayAt));
}

export async function markOverdueMailed(tx: DbOrTx, kind: FormCKind, bookingId: number, at: Date) {
  const set: Partial<FormCRow> =
    kind === 'arrival' ? { overdueMailedAt: at } : { departureOverdueMailedAt: at };
  await tx
    .insert(formCReports)
    .values({ bookingId, ...set })
    .onConflictDoUpdate({ target: formCReports.bookingId, set });
}

/**
 * Erases the passport and visa numbers of foreign guests whose stay ended before `before` (an IST
 * date): the other Form C fields stay. Returns how many guests were erased.
 */
export async function erasePassportsBefore(db: DbOrTx, before: string, at: Date) {
  const ended = db.select({ id: bookings.id }).from(bookings).where(lt(bookings.checkOut, before));
  const rows = await db
    .update(stayGuests)
    .set({ passportNo: null, visaNo: null, idNumber: null, erasedAt: at })
    .where(
      and(
        ne(stayGuests.nationality, 'IN'),
        isNull(stayGuests.erasedAt),
        inArray(stayGuests.bookingId, ended),
      ),
    )
    .returning({ id: stayGuests.id });
  return rows.length;
}

// ---- guest mails ----

export type MailStay = {
  bookingId: number;
  ref: string;
  name: string;
  email: string;
  mobile: string;
  checkIn: string;
  checkOut: string;
  hotelName: string;
  address: string;
  location: string;
  checkInTime: string;
  checkOutTime: string;
  hotelPhone: string;
};

const mailStayFields = {
  bookingId: bookings.id,
  ref: bookings.bookingRefNo,
  name: bookings.customerName,
  email: bookings.email,
  mobile: bookings.mobile,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  hotelName: hotels.unitName,
  address: hotels.address,
  location: hotels.location,
  checkInTime: hotels.checkInTime,
  checkOutTime: hotels.checkOutTime,
  hotelPhone: hotels.mobileNo,
};

/** Bookings in one of `statuses` with check-in (or check-out) in [from, to] not yet sent this mail. */
export async function staysDue(
  db: DbOrTx,
  kind: 'pre_arrival' | 'after_stay',
  v: { statuses: string[]; on: 'checkIn' | 'checkOut'; from: string; to: string; limit: number },
): Promise<MailStay[]> {
  const col = v.on === 'checkIn' ? bookings.checkIn : bookings.checkOut;
  return db
    .select(mailStayFields)
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .leftJoin(guestMails, and(eq(guestMails.bookingId, bookings.id), eq(guestMails.kind, kind)))
    .where(
      and(
        inArray(bookings.status, v.statuses as (typeof bookings.$inferSelect)['status'][]),
        gte(col, v.from),
        lte(col, v.to),
        isNull(guestMails.bookingId),
      ),
    )
    .orderBy(asc(bookings.id))
    .limit(v.limit);
}

export async function mailStay(db: DbOrTx, bookingId: number): Promise<MailStay | null> {
  const [row] = await db
    .select(mailStayFields)
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

/** Records that the mail is sent; false when another process recorded it first. */
export async function claimGuestMail(
  tx: DbOrTx,
  bookingId: number,
  kind: 'pre_arrival' | 'after_stay',
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(guestMails)
    .values({ bookingId, kind, sentAt: at })
    .onConflictDoNothing()
    .returning({ bookingId: guestMails.bookingId });
  return rows.length === 1;
}

export const hasForeignGuest = async (db: DbOrTx, bookingId: number) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(stayGuests)
      .where(and(eq(stayGuests.bookingId, bookingId), ne(stayGuests.nationality, 'IN')))
  )[0]!.n > 0;
