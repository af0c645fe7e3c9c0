import type { NightAudit } from '../../../shared/contracts/rooms';
import { addDays, formatDate, todayIst } from '../../../shared/dates';
import type { Db, DbOrTx } from '../../db/client';
import { retryOnce } from '../../db/retry';
import { conflict } from '../../http-errors';
import { assertHotelReach, type StaffMember } from '../../plugins/staff-session';
import * as bookings from '../bookings/bookings.service';
import * as hotels from '../hotels/hotels.service';
import { markNoShow, noShowFrom } from './no-show';
import * as repo from './night-audit.repo';

/*
 * The night audit (issue 27, ADR 311): a hotel's day closed once, by the desk's button or the daily
 * job. Unarrived bookings of the day past the no-show cut-off become no-shows (the desk's rule, ADR
 * 152), then the night's figures are computed and stored; a trigger refuses any later UPDATE, so an
 * edit of a booking afterwards never changes a closed day.
 */

type Ctx = { db: Db; staff: StaffMember; now: Date };

const dto = (r: repo.NightAuditWithCloser): NightAudit => ({
  hotelId: r.hotelId,
  date: r.date,
  roomsAvailable: r.roomsAvailable,
  roomsSold: r.roomsSold,
  occupancyBp: r.occupancyBp,
  adrPaise: r.adrPaise,
  revparPaise: r.revparPaise,
  roomRevenuePaise: r.roomRevenuePaise,
  taxPaise: r.taxPaise,
  noShows: r.noShows,
  roomsInHouse: r.roomsInHouse,
  arrivals: r.arrivals,
  departures: r.departures,
  byMethodPaise:
    r.receivedOnlinePaise === null
      ? null
      : {
          online: r.receivedOnlinePaise,
          cash: r.receivedCashPaise ?? 0,
          card: r.receivedCardPaise ?? 0,
          upi: r.receivedUpiPaise ?? 0,
          company: r.billedCompanyPaise ?? 0,
        },
  closedBy: r.closedByEmail,
  closedAt: r.closedAt.toISOString(),
});

const ratio = (a: number, b: number) => (b > 0 ? Math.round(a / b) : 0);

/**
 * Closes `date` at a hotel. Returns null when it was closed already (by another process or person);
 * the button turns that into a 409.
 */
async function close(
  db: Db,
  hotelId: number,
  date: string,
  at: Date,
  staffId: number | null,
): Promise<boolean> {
  return retryOnce(() =>
    db.transaction(async (tx) => {
      await repo.lockDay(tx, hotelId, date);
      if (await repo.auditOf(tx, hotelId, date)) return false;
      const hotel = await hotels.requireHotel(tx, hotelId);
      if (at >= noShowFrom(date, hotel.checkInTime, hotel.noShowCutoffHours)) {
        for (const id of await repo.unarrived(tx, hotelId, date)) {
          const full = await bookings.lockStaffBooking(tx, id);
          if (full) await markNoShow(tx, full, at, staffId);
        }
      }
      const f = await repo.dayFigures(tx, hotelId, date);
      return repo.insertAudit(tx, {
        hotelId,
        date,
        ...f,
        occupancyBp: ratio(f.roomsSold * 10_000, f.roomsAvailable),
        adrPaise: ratio(f.roomRevenuePaise, f.roomsSold),
        revparPaise: ratio(f.roomRevenuePaise, f.roomsAvailable),
        closedBy: staffId,
        closedAt: at,
      });
    }),
  );
}

/** POST /api/staff/hotels/{hotelId}/night-audit {date}: 409 for a day to come or closed already. */
export async function closeDay(c: Ctx, hotelId: number, date: string): Promise<NightAudit> {
  assertHotelReach(c.staff, hotelId);
  await hotels.requireHotel(c.db, hotelId);
  const today = todayIst(c.now);
  if (date > today)
    throw conflict(
      `${formatDate(date)} has not come yet: a day can be closed from that day on (today is ${formatDate(today)}).`,
    );
  if (!(await close(c.db, hotelId, date, c.now, c.staff.id))) {
    const done = (await repo.auditOf(c.db, hotelId, date))!;
    throw conflict(
      `${formatDate(date)} is already closed (${done.closedByEmail ?? 'the daily close'}); its figures are frozen.`,
    );
  }
  return dto((await repo.auditOf(c.db, hotelId, date))!);
}

/** GET /api/staff/hotels/{hotelId}/night-audits?from&to: the closed days, oldest first. */
export async function closedDays(
  c: Ctx,
  hotelId: number,
  from: string,
  to: string,
): Promise<NightAudit[]> {
  assertHotelReach(c.staff, hotelId);
  await hotels.requireHotel(c.db, hotelId);
  return (await repo.auditsBetween(c.db, hotelId, from, to)).map(dto);
}

/** The daily job: yesterday closed at every hotel not closed yet (each process may run it). */
export async function closeYesterday(deps: { db: Db; now: () => Date }): Promise<number> {
  const at = deps.now();
  const yesterday = addDays(todayIst(at), -1);
  let closed = 0;
  for (const hotelId of await repo.hotelIds(deps.db)) {
    if (await close(deps.db, hotelId, yesterday, at, null)) closed += 1;
  }
  return closed;
}

/**
 * The dashboard's night-audit line of each hotel: its last closed day with its frozen figures
 * (null: never closed) and whether yesterday is closed, so the desk sees a day still open before
 * the job has closed it or after a failed run.
 */
export async function auditStatus(
  db: DbOrTx,
  hotelIds: number[],
  today: string,
): Promise<
  Map<
    number,
    { lastClosedDay: string | null; yesterdayClosed: boolean; lastClose: NightAudit | null }
  >
> {
  const last = await repo.lastAudits(db, hotelIds);
  const yesterday = addDays(today, -1);
  return new Map(
    hotelIds.map((id) => {
      const row = last.get(id);
      const day = row?.date ?? null;
      return [
        id,
        {
          lastClosedDay: day,
          yesterdayClosed: day !== null && day >= yesterday,
          lastClose: row ? dto(row) : null,
        },
      ];
    }),
  );
}
