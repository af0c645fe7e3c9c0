import type { ExtendBody } from '../../../shared/contracts/desk';
import { addDays, todayIst } from '../../../shared/dates';
import { retryOnce } from '../../db/retry';
import { conflict } from '../../http-errors';
import type { StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as bookings from '../bookings/bookings.service';
import * as rooms from './rooms.service';
import { lockReachable, OPEN, statusRefusal, type StaysDeps } from './stays.rules';

/**
 * POST /api/staff/bookings/{id}/extend {nights}: the stay's check-out moves `nights` later (ADR
 * 375). A guest still to come (before the departure day) or a guest in house (up to check-out)
 * can stay longer. In one transaction, the booking locked first (ADR 064): the booked rooms are
 * taken for the added nights under the inventory locks (409 when a room type is sold out), each
 * booked room keeps its physical room for them (409 naming the room when another stay holds it
 * or it is out of order), and the server prices the added nights at today's rates and GST slabs.
 * The room charge on the folio grows by that price; the balance is settled at check-out. The
 * added nights come with a GST debit note against the invoice (bookings issues it, ADR 382).
 */
export async function extendStay(
  deps: StaysDeps,
  staff: StaffMember,
  id: number,
  body: ExtendBody,
): Promise<{ addedPaise: number; addedGstPaise: number; debitNoteNo: string | null }> {
  const at = deps.now();
  const today = todayIst(at);
  return retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const full = await lockReachable(tx, staff, id);
      const b = full.booking;
      if (b.status !== 'checked_in' && !OPEN.has(b.status))
        throw statusRefusal(b, 'only a confirmed or checked-in stay can be extended.');
      if (b.status !== 'checked_in' && today >= b.checkOut)
        throw conflict(`The stay of booking ${b.bookingRefNo} has ended.`);
      const booked = full.rooms.filter((r) => r.status === 'booked');
      if (booked.length === 0) throw conflict('This booking has no booked room left.');
      const checkOut = addDays(b.checkOut, body.nights);
      // the room each booked room has on the last night it keeps for the added nights
      const lastNight = addDays(b.checkOut, -1);
      const held = await rooms.roomsOnNight(
        tx,
        booked.map((r) => r.id),
        lastNight,
      );
      const added = await bookings.extendStay(tx, b, checkOut, at);
      const longer = { ...full, booking: { ...b, checkOut } };
      for (const r of booked) {
        const room = held.get(r.id);
        if (room) await rooms.giveRoom(tx, longer, r, room.roomId, b.checkOut);
      }
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: 'extend-stay',
        entity: 'booking',
        entityId: id,
        before: { checkOut: b.checkOut, totalPaise: b.totalPaise },
        after: {
          checkOut,
          nights: body.nights,
          addedPaise: added.addedPaise,
          totalPaise: b.totalPaise + added.addedPaise,
          rooms: [...held.values()].map((h) => h.number),
        },
        at,
      });
      return added;
    }),
  );
}
