import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { istDayBounds } from '../../../shared/dates';
import type { DbOrTx } from '../../db/client';
import { bookings, hotels, nightAudits, staff } from '../../db/schema/index';
import { DESK_GATEWAY } from '../../payments/gateway';

/** The only writer of night_audits (issue 27, ADR 311): one insert per (hotel, day), never updated. */
export type NightAuditRow = typeof nightAudits.$inferSelect;
export type NightAuditWithCloser = NightAuditRow & { closedByEmail: string | null };

/** One closing of a hotel's day at a time, in every process (released at commit). */
export async function lockDay(tx: DbOrTx, hotelId: number, date: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`night-audit:${hotelId}:${date}`}, 0))`,
  );
}

const withCloser = {
  hotelId: nightAudits.hotelId,
  date: nightAudits.date,
  roomsAvailable: nightAudits.roomsAvailable,
  roomsSold: nightAudits.roomsSold,
  occupancyBp: nightAudits.occupancyBp,
  adrPaise: nightAudits.adrPaise,
  revparPaise: nightAudits.revparPaise,
  roomRevenuePaise: nightAudits.roomRevenuePaise,
  taxPaise: nightAudits.taxPaise,
  noShows: nightAudits.noShows,
  roomsInHouse: nightAudits.roomsInHouse,
  arrivals: nightAudits.arrivals,
  departures: nightAudits.departures,
  receivedOnlinePaise: nightAudits.receivedOnlinePaise,
  receivedCashPaise: nightAudits.receivedCashPaise,
  receivedCardPaise: nightAudits.receivedCardPaise,
  receivedUpiPaise: nightAudits.receivedUpiPaise,
  billedCompanyPaise: nightAudits.billedCompanyPaise,
  closedBy: nightAudits.closedBy,
  closedAt: nightAudits.closedAt,
  closedByEmail: staff.email,
};

export async function auditOf(
  db: DbOrTx,
  hotelId: number,
  date: string,
): Promise<NightAuditWithCloser | null> {
  const [row] = await db
    .select(withCloser)
    .from(nightAudits)
    .leftJoin(staff, eq(staff.id, nightAudits.closedBy))
    .where(and(eq(nightAudits.hotelId, hotelId), eq(nightAudits.date, date)));
  return row ?? null;
}

export function auditsBetween(
  db: DbOrTx,
  hotelId: number,
  from: string,
  to: string,
): Promise<NightAuditWithCloser[]> {
  return db
    .select(withCloser)
    .from(nightAudits)
    .leftJoin(staff, eq(staff.id, nightAudits.closedBy))
    .where(
      and(eq(nightAudits.hotelId, hotelId), gte(nightAudits.date, from), lte(nightAudits.date, to)),
    )
    .orderBy(asc(nightAudits.date));
}

export async function insertAudit(
  tx: DbOrTx,
  row: Omit<NightAuditRow, 'closedAt'> & { closedAt: Date },
): Promise<boolean> {
  const done = await tx
    .insert(nightAudits)
    .values(row)
    .onConflictDoNothing()
    .returning({ hotelId: nightAudits.hotelId });
  return done.length > 0;
}

/** Bookings arriving on `date` still to come (the night audit's no-show candidates). */
export async function unarrived(db: DbOrTx, hotelId: number, date: string): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.hotelId, hotelId),
        eq(bookings.checkIn, date),
        sql`${bookings.status} IN ('confirmed', 'partially_cancelled')`,
      ),
    )
    .orderBy(asc(bookings.id));
  return rows.map((r) => r.id);
}

export type DayFigures = {
  roomsAvailable: number;
  roomsSold: number;
  roomRevenuePaise: number;
  taxPaise: number;
  noShows: number;
  roomsInHouse: number;
  arrivals: number;
  departures: number;
  receivedOnlinePaise: number;
  receivedCashPaise: number;
  receivedCardPaise: number;
  receivedUpiPaise: number;
  billedCompanyPaise: number;
};

/**
 * The night of `date` at a hotel: rooms on sale (in use less closed and out of order), booked rooms
 * of stays holding that night (a guest who left early no longer holds it), their revenue and GST
 * for the night (the room's amount spread evenly over its nights, ADR 311), the no-shows due; of
 * those rooms, the ones whose guest had checked in by that day; the bookings checked in and out
 * that day; and the money taken that day for the hotel's bookings by how it was paid (a desk
 * payment by its method, any other online) with the folio charges billed to a company.
 */
export async function dayFigures(db: DbOrTx, hotelId: number, date: string): Promise<DayFigures> {
  // the IST day as instants, so the timestamp columns are compared as they are (index-friendly)
  const bounds = istDayBounds(date);
  const from = sql`${bounds.from.toISOString()}::timestamptz`;
  const to = sql`${bounds.to.toISOString()}::timestamptz`;
  const onDay = (column: string) =>
    sql`${sql.raw(column)} >= ${from} AND ${sql.raw(column)} < ${to}`;
  const res = (await db.execute(sql`
    WITH sold AS (
      SELECT br.id, br.amount_paise / b.nights AS night_paise, br.gst_paise / b.nights AS gst_paise,
             s.checked_in_at IS NOT NULL AND s.checked_in_at < ${to} AS in_house
      FROM bookings b
      JOIN booking_rooms br ON br.booking_id = b.id AND br.status = 'booked'
      LEFT JOIN booking_stays s ON s.booking_id = b.id
      WHERE b.hotel_id = ${hotelId}
        AND b.check_in <= ${date}::date AND b.check_out > ${date}::date
        AND b.status IN ('confirmed', 'partially_cancelled', 'checked_in', 'checked_out')
        AND NOT (b.status = 'checked_out' AND s.checked_out_at IS NOT NULL
                 AND s.checked_out_at < ${to})
    ),
    received AS (
      SELECT CASE WHEN p.gateway = ${DESK_GATEWAY} AND p.method IN ('cash', 'card', 'upi')
                  THEN p.method ELSE 'online' END AS method,
             p.amount_paise
      FROM payments p JOIN bookings b ON b.id = p.booking_id
      WHERE b.hotel_id = ${hotelId} AND p.status IN ('captured', 'refunded')
        AND ${onDay('p.captured_at')}
    )
    SELECT
      (SELECT coalesce(sum(ri.total - ri.closed), 0)::int FROM room_inventory ri
         JOIN room_types rt ON rt.id = ri.room_type_id
        WHERE rt.hotel_id = ${hotelId} AND ri.night = ${date}::date) AS rooms_available,
      (SELECT count(*)::int FROM sold) AS rooms_sold,
      (SELECT coalesce(sum(night_paise), 0)::int FROM sold) AS room_revenue_paise,
      (SELECT coalesce(sum(gst_paise), 0)::int FROM sold) AS tax_paise,
      (SELECT count(*)::int FROM sold WHERE in_house) AS rooms_in_house,
      (SELECT count(*)::int FROM bookings n
        WHERE n.hotel_id = ${hotelId} AND n.check_in = ${date}::date AND n.status = 'no_show') AS no_shows,
      (SELECT count(*)::int FROM booking_stays s JOIN bookings b ON b.id = s.booking_id
        WHERE b.hotel_id = ${hotelId} AND ${onDay('s.checked_in_at')}) AS arrivals,
      (SELECT count(*)::int FROM booking_stays s JOIN bookings b ON b.id = s.booking_id
        WHERE b.hotel_id = ${hotelId} AND ${onDay('s.checked_out_at')}) AS departures,
      (SELECT coalesce(sum(amount_paise) FILTER (WHERE method = 'online'), 0)::int FROM received) AS online,
      (SELECT coalesce(sum(amount_paise) FILTER (WHERE method = 'cash'), 0)::int FROM received) AS cash,
      (SELECT coalesce(sum(amount_paise) FILTER (WHERE method = 'card'), 0)::int FROM received) AS card,
      (SELECT coalesce(sum(amount_paise) FILTER (WHERE method = 'upi'), 0)::int FROM received) AS upi,
      (SELECT coalesce(sum(f.amount_paise), 0)::int FROM folio_payments f
         JOIN bookings b ON b.id = f.booking_id
        WHERE b.hotel_id = ${hotelId} AND f.method = 'company'
          AND ${onDay('f.created_at')}) AS company`)) as unknown as {
    rows: Record<string, number | string>[];
  };
  const r = res.rows[0]!;
  const n = (k: string) => Number(r[k] ?? 0);
  return {
    roomsAvailable: n('rooms_available'),
    roomsSold: n('rooms_sold'),
    roomRevenuePaise: n('room_revenue_paise'),
    taxPaise: n('tax_paise'),
    noShows: n('no_shows'),
    roomsInHouse: n('rooms_in_house'),
    arrivals: n('arrivals'),
    departures: n('departures'),
    receivedOnlinePaise: n('online'),
    receivedCashPaise: n('cash'),
    receivedCardPaise: n('card'),
    receivedUpiPaise: n('upi'),
    billedCompanyPaise: n('company'),
  };
}

/** Every hotel's id (the daily job closes each). */
export async function hotelIds(db: DbOrTx): Promise<number[]> {
  return (await db.select({ id: hotels.id }).from(hotels).orderBy(asc(hotels.id))).map((r) => r.id);
}

/** The last closed day of each hotel that has one, with its figures (the dashboard's line). */
export async function lastAudits(
  db: DbOrTx,
  hotelIds: number[],
): Promise<Map<number, NightAuditWithCloser>> {
  if (hotelIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([nightAudits.hotelId], withCloser)
    .from(nightAudits)
    .leftJoin(staff, eq(staff.id, nightAudits.closedBy))
    .where(inArray(nightAudits.hotelId, hotelIds))
    .orderBy(asc(nightAudits.hotelId), desc(nightAudits.date));
  return new Map(rows.map((r) => [r.hotelId, r]));
}
