import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { istDayBounds } from '../../../shared/dates';
import type { DbOrTx } from '../../db/client';
import {
  advanceBookingRequests,
  advertorials,
  bookings,
  destinations,
  hotels,
  notices,
  officials,
  payments,
  refunds,
  rescheduleRequests,
  tenders,
  tours,
  videos,
} from '../../db/schema/index';

/**
 * Read-only counts for the back-office dashboard (ADR 135). Each table keeps its one writer (ADR
 * 060); these only read. `hotelIds` null = every hotel.
 */

/** Bookings that stay: a guest is expected on check-in and leaves on check-out. */
const STAYING = ['confirmed', 'partially_cancelled'] as const;

const inScope = (hotelIds: number[] | null) =>
  hotelIds === null ? undefined : inArray(hotels.id, hotelIds.length ? hotelIds : [-1]);

export async function arrivalsAndDepartures(db: DbOrTx, today: string, hotelIds: number[] | null) {
  return db
    .select({
      hotelId: hotels.id,
      name: hotels.unitName,
      arrivals: sql<number>`count(*) filter (where ${bookings.checkIn} = ${today})`.mapWith(Number),
      departures: sql<number>`count(*) filter (where ${bookings.checkOut} = ${today})`.mapWith(
        Number,
      ),
    })
    .from(hotels)
    .leftJoin(
      bookings,
      and(eq(bookings.hotelId, hotels.id), inArray(bookings.status, [...STAYING])),
    )
    .where(inScope(hotelIds))
    .groupBy(hotels.id, hotels.unitName, hotels.sortOrder)
    .orderBy(asc(hotels.sortOrder), asc(hotels.id));
}

/** Requests filed (bulk/wedding and reschedule) for these hotels, by id (ADR 215); null = all. */
export async function requestCount(db: DbOrTx, hotelIds: number[] | null): Promise<number> {
  const ids = hotelIds === null ? null : hotelIds.length ? hotelIds : [-1];
  const [a] = await db
    .select({ n: count() })
    .from(advanceBookingRequests)
    .where(ids === null ? undefined : inArray(advanceBookingRequests.hotelId, ids));
  const [r] = await db
    .select({ n: count() })
    .from(rescheduleRequests)
    .where(ids === null ? undefined : inArray(rescheduleRequests.hotelId, ids));
  return (a?.n ?? 0) + (r?.n ?? 0);
}

/** Refunds in one status (failed, pending) of bookings at these hotels; null = all. */
export async function refundCount(
  db: DbOrTx,
  status: 'failed' | 'pending',
  hotelIds: number[] | null,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .where(
      and(
        eq(refunds.status, status),
        hotelIds === null
          ? undefined
          : inArray(bookings.hotelId, hotelIds.length ? hotelIds : [-1]),
      ),
    );
  return row?.n ?? 0;
}

/** Paise captured on this IST day (a payment later refunded was still received that day). */
export async function capturedOn(db: DbOrTx, day: string): Promise<number> {
  const { from, to } = istDayBounds(day);
  const [row] = await db
    .select({
      paise: sql<number>`coalesce(sum(${payments.amountPaise}), 0)`.mapWith(Number),
    })
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['captured', 'refunded']),
        gte(payments.capturedAt, from),
        lt(payments.capturedAt, to),
      ),
    );
  return row?.paise ?? 0;
}

/** Unpublished items of every content kind (ADR 164). */
export async function contentDraftCount(db: DbOrTx): Promise<number> {
  let n = 0;
  for (const table of [destinations, tours, notices, tenders, advertorials, officials, videos]) {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.published, false));
    n += row?.n ?? 0;
  }
  return n;
}

/** Published tenders still open on this IST day. */
export async function openTenderCount(db: DbOrTx, day: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tenders)
    .where(and(eq(tenders.published, true), gte(tenders.closingDate, day)));
  return row?.n ?? 0;
}
