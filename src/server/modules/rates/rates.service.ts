import {
  type ClosuresBody,
  type RatesBody,
  type CalendarNight,
} from '../../../shared/contracts/staff-hotels';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money';
import type { Db, DbOrTx } from '../../db/client';
import { retryOnce } from '../../db/retry';
import { assertHotelReach, type StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as availability from '../availability/availability.service';
import * as hotels from '../hotels/hotels.service';
import * as rooms from '../stays/rooms.service';

/*
 * The back office's nightly prices and closures of a room type (ADR 141, 142, 275). The tables
 * (room_rates, room_inventory) are written by the availability module; this module checks the
 * staff member's reach, converts rupees to paise and keeps the audit entry in the same
 * transaction. Every change drops the public replies and pages of the hotel when it commits
 * (ADR 246).
 */

type Ctx = { db: Db; staff: StaffMember; now: Date };

/** Runs a change of hotel `hotelId` and its audit entry in one transaction (ADR 246). */
function change<T>(db: Db, hotelId: number, fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return retryOnce(() => hotels.changeHotel(db, hotelId, fn));
}

/** The nights of a month (YYYY-MM) of a room type: price, extra-person rate, booked/closed/free. */
export async function ratesCalendar(c: Ctx, hotelId: number, roomTypeId: number, month: string) {
  assertHotelReach(c.staff, hotelId);
  await hotels.requireHotel(c.db, hotelId);
  const t = await hotels.roomTypeOf(c.db, hotelId, roomTypeId);
  const from = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const to = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  const nights = await availability.ratesCalendar(c.db, t, from, to);
  return {
    month,
    roomType: await hotels.staffRoomType(c.db, hotelId, roomTypeId),
    nights: nights.map((n): CalendarNight => ({
      date: n.date,
      price: paiseToRupees(n.pricePaise),
      extraPersonRate: paiseToRupees(n.extraPersonRatePaise),
      custom: n.custom,
      total: n.total,
      booked: n.booked,
      closed: n.closed,
      free: n.free,
    })),
  };
}

/** Sets the nightly price (and extra-person rate) of a room type for a range of nights. */
export async function setRates(c: Ctx, hotelId: number, roomTypeId: number, body: RatesBody) {
  assertHotelReach(c.staff, hotelId);
  await hotels.requireHotel(c.db, hotelId);
  return change(c.db, hotelId, async (tx) => {
    const t = await hotels.roomTypeOf(tx, hotelId, roomTypeId);
    const pricePaise = body.pricePerDay === null ? null : rupeesToPaise(body.pricePerDay);
    const extra =
      body.extraPersonRate === undefined || body.extraPersonRate === null
        ? null
        : rupeesToPaise(body.extraPersonRate);
    const { nights, before } = await availability.setRates(tx, t.id, {
      from: body.from,
      to: body.to,
      ...(body.weekdays ? { weekdays: body.weekdays } : {}),
      pricePaise,
      extraPersonRatePaise: extra,
    });
    await audit.recordAudit(tx, {
      staffId: c.staff.id,
      action: body.pricePerDay === null ? 'clear' : 'set',
      entity: 'room_rate',
      entityId: roomTypeId,
      before: {
        nights: before.map((r) => ({
          night: r.night,
          pricePerDay: paiseToRupees(r.pricePaise),
          extraPersonRate:
            r.extraPersonRatePaise === null ? null : paiseToRupees(r.extraPersonRatePaise),
        })),
      },
      after: { hotelId, ...body, nights },
      at: c.now,
    });
    return { nights: nights.length };
  });
}

/** Sets rooms out of order for a range of nights (0 reopens); 409 when fewer rooms are free. */
export async function setClosures(c: Ctx, hotelId: number, roomTypeId: number, body: ClosuresBody) {
  assertHotelReach(c.staff, hotelId);
  await hotels.requireHotel(c.db, hotelId);
  await change(c.db, hotelId, async (tx) => {
    const t = await hotels.roomTypeOf(tx, hotelId, roomTypeId);
    const { before } = await availability.setClosures(
      tx,
      { id: t.id, name: t.name },
      body.from,
      body.to,
      body.rooms,
      (locked) => rooms.outOfOrderByNight(locked, t.id, body.from, body.to),
    );
    await audit.recordAudit(tx, {
      staffId: c.staff.id,
      action: body.rooms === 0 ? 'reopen' : 'close',
      entity: 'room_closure',
      entityId: roomTypeId,
      before: { nights: before },
      after: { hotelId, ...body },
      at: c.now,
    });
  });
}
