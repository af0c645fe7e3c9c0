import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, hotels, nightAudits, staff } from '../../db/schema/index';

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
};

/**
 * The night of `date` at a hotel: rooms on sale (in use less closed and out of order), booked rooms
 * of stays holding that night (a guest who left early no longer holds it), their revenue and GST
 * for the night (the room's amount spread evenly over its nights, ADR 311), and the no-shows due.
 */
export async function dayFigures(db: DbOrTx, hotelId: number, date: string): Promise<DayFigures> {
  const res = (await db.execute(sql`
    SELECT
      (SELECT coalesce(sum(ri.total - ri.closed), 0)::int FROM room_inventory ri
         JOIN room_types rt ON rt.id = ri.room_type_id
        WHERE rt.hotel_id = ${hotelId} AND ri.night = ${date}::date) AS rooms_available,
      count(br.id)::int AS rooms_sold,
      coalesce(sum(br.amount_paise / b.nights), 0)::int AS room_revenue_paise,
      coalesce(sum(br.gst_paise / b.nights), 0)::int AS tax_paise,
      (SELECT count(*)::int FROM bookings n
        WHERE n.hotel_id = ${hotelId} AND n.check_in = ${date}::date AND n.status = 'no_show') AS no_shows
    FROM bookings b
    JOIN booking_rooms br ON br.booking_id = b.id AND br.status = 'booked'
    LEFT JOIN booking_stays s ON s.booking_id = b.id
    WHERE b.hotel_id = ${hotelId}
      AND b.check_in <= ${date}::date AND b.check_out > ${date}::date
      AND b.status IN ('confirmed', 'partially_cancelled', 'checked_in', 'checked_out')
      AND NOT (b.status = 'checked_out' AND s.checked_out_at IS NOT NULL
               AND (s.checked_out_at AT TIME ZONE 'Asia/Kolkata')::date <= ${date}::date)`)) as unknown as {
    rows: {
      rooms_available: number;
      rooms_sold: number;
      room_revenue_paise: number;
      tax_paise: number;
      no_shows: number;
    }[];
  };
  const r = res.rows[0]!;
  return {
    roomsAvailable: Number(r.rooms_available),
    roomsSold: Number(r.rooms_sold),
    roomRevenuePaise: Number(r.room_revenue_paise),
    taxPaise: Number(r.tax_paise),
    noShows: Number(r.no_shows),
  };
}

/** Every hotel's id (the daily job closes each). */
export async function hotelIds(db: DbOrTx): Promise<number[]> {
  return (await db.select({ id: hotels.id }).from(hotels).orderBy(asc(hotels.id))).map((r) => r.id);
}

/** The last closed day of each hotel that has one (the dashboard's night-audit line). */
export async function lastClosedDays(db: DbOrTx, hotelIds: number[]): Promise<Map<number, string>> {
  if (hotelIds.length === 0) return new Map();
  const rows = await db
    .select({
      hotelId: nightAudits.hotelId,
      last: sql<string>`max(${nightAudits.date})::text`,
    })
    .from(nightAudits)
    .where(inArray(nightAudits.hotelId, hotelIds))
    .groupBy(nightAudits.hotelId);
  return new Map(rows.map((r) => [r.hotelId, r.last]));
}
