import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  advanceBookingRequests,
  bookings,
  hotels,
  refunds,
  rescheduleRequests,
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

export async function hotelNames(db: DbOrTx, hotelIds: number[] | null): Promise<string[]> {
  const rows = await db.select({ name: hotels.unitName }).from(hotels).where(inScope(hotelIds));
  return rows.map((r) => r.name);
}

/** Requests filed (bulk/wedding and reschedule); hotelNames null = every hotel. */
export async function requestCount(db: DbOrTx, hotelNames: string[] | null): Promise<number> {
  const names = hotelNames ?? null;
  const [a] = await db
    .select({ n: count() })
    .from(advanceBookingRequests)
    .where(
      names === null
        ? undefined
        : inArray(advanceBookingRequests.hotelName, names.length ? names : ['']),
    );
  const [r] = await db
    .select({ n: count() })
    .from(rescheduleRequests)
    .where(
      names === null
        ? undefined
        : inArray(rescheduleRequests.hotelName, names.length ? names : ['']),
    );
  return (a?.n ?? 0) + (r?.n ?? 0);
}

export async function failedRefundCount(db: DbOrTx, hotelIds: number[] | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .where(
      and(
        eq(refunds.status, 'failed'),
        hotelIds === null
          ? undefined
          : inArray(bookings.hotelId, hotelIds.length ? hotelIds : [-1]),
      ),
    );
  return row?.n ?? 0;
}
