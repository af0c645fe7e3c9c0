import type { RequestStatus, StaffRequestItem } from '../../../shared/contracts/desk';
import { formatDate, todayIst } from '../../../shared/dates';
import { retryOnce } from '../../db/retry';
import { badRequest, conflict, notFound } from '../../http-errors';
import { hotelScope, type StaffMember } from '../../plugins/staff-session';
import type { AppDeps } from '../../types';
import * as audit from '../audit/audit.service';
import * as bookings from '../bookings/bookings.service';
import { decideRequest, staffRequest, staffRequests, type RequestKind } from './requests.service';
import { differenceText, requestBooking, rescheduleRefusal } from './reschedule';

/**
 * The requests board of the back office (issue 12, ADR 150 and 154): the list, and the handling
 * of one request (new → in progress → accepted | declined) with the reply mailed to the guest.
 */
type StaffDeps = Pick<AppDeps, 'db' | 'now' | 'config'>;

export const REQUEST_NOT_FOUND = 'Request not found.';

/** GET /api/staff/requests: the board (a hotel manager sees their hotels' requests). */
export async function listRequests(
  deps: StaffDeps,
  staff: StaffMember,
): Promise<StaffRequestItem[]> {
  return staffRequests(deps.db, hotelScope(staff));
}

/**
 * A request this staff member may handle, or 404: a hotel manager reaches the requests filed for
 * their hotels, by the hotel id stored with the request, never by its name (ADR 215).
 */
export async function reachableRequest(
  deps: StaffDeps,
  staff: StaffMember,
  kind: RequestKind,
  id: number,
) {
  const r = await staffRequest(deps.db, kind, id);
  const scope = hotelScope(staff);
  if (!r || (scope !== null && (r.hotelId === null || !scope.includes(r.hotelId))))
    throw notFound(REQUEST_NOT_FOUND);
  return r;
}

/**
 * POST /api/staff/requests/{kind}/{id}/status: new → in progress → accepted | declined, with the
 * reply mailed to the guest. An accepted reschedule moves the booking (inventory under the locks;
 * 409 when the new dates are full, nothing changes) and records the price difference (ADR 154).
 */
export async function setRequestStatus(
  deps: StaffDeps,
  staff: StaffMember,
  kind: RequestKind,
  id: number,
  body: { status: Exclude<RequestStatus, 'new'>; reply?: string | undefined },
): Promise<StaffRequestItem> {
  const r = await reachableRequest(deps, staff, kind, id);
  const at = deps.now();
  const ctx = { corpName: deps.config.CORP_NAME, corpPhone: deps.config.CORP_PHONE };
  return retryOnce(() =>
    deps.db.transaction(async (tx) => {
      let reschedule:
        { previousCheckIn: string; previousCheckOut: string; differencePaise: number } | undefined;
      let reply = body.reply ?? null;
      let bookingAudit: { id: number; before: unknown; after: unknown } | null = null;
      if (kind === 'reschedule' && body.status === 'accepted') {
        const found = await requestBooking(tx, r);
        if (!found) throw conflict(`Booking ${r.bookingRefNo ?? ''} was not found.`);
        // the booking first, then the request, then the inventory (ADR 064)
        const full = (await bookings.lockStaffBooking(tx, found.id))!;
        const b = full.booking;
        const refusal = rescheduleRefusal(b, r, todayIst(at));
        if (refusal) throw conflict(refusal);
        // the new dates must be sellable as a new booking of them (ADR 395)
        const restriction = await bookings.stayRestriction(tx, b, r.fromDate!, r.toDate!);
        if (restriction) throw badRequest(restriction, [{ path: 'status', message: restriction }]);
        const price = await bookings.repriceStay(tx, b, full.rooms, r.fromDate!, r.toDate!, at);
        const move = await bookings.moveStay(tx, b, r.fromDate!, r.toDate!);
        if (!move.moved)
          throw conflict(move.shortage.message, {
            RoomTypeID: move.shortage.roomTypeId,
            RoomTypeName: move.shortage.roomTypeName,
            night: move.shortage.night,
          });
        reschedule = {
          previousCheckIn: b.checkIn,
          previousCheckOut: b.checkOut,
          differencePaise: price.differencePaise,
        };
        reply = [
          reply ?? '',
          '',
          `Your booking ${b.bookingRefNo} is now from ${formatDate(r.fromDate!)} to ${formatDate(r.toDate!)}.`,
          differenceText(price.differencePaise),
        ].join('\n');
        bookingAudit = {
          id: b.id,
          before: { checkIn: b.checkIn, checkOut: b.checkOut },
          after: {
            checkIn: r.fromDate,
            checkOut: r.toDate,
            newTotalPaise: price.newTotalPaise,
            paidPaise: price.paidPaise,
            differencePaise: price.differencePaise,
          },
        };
      }
      const { before, after } = await decideRequest(tx, {
        request: r,
        to: body.status,
        reply,
        staffId: staff.id,
        at,
        ctx,
        ...(reschedule ? { reschedule } : {}),
      });
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: `request-${body.status.replace('_', '-')}`,
        entity: `${kind}_request`,
        entityId: id,
        before: { status: before.status, reply: before.reply },
        after: {
          status: after.status,
          reply: after.reply,
          priceDifferencePaise: after.priceDifferencePaise,
        },
        at,
      });
      if (bookingAudit) {
        await audit.recordAudit(tx, {
          staffId: staff.id,
          action: 'reschedule',
          entity: 'booking',
          entityId: bookingAudit.id,
          before: bookingAudit.before,
          after: bookingAudit.after,
          at,
        });
      }
      return after;
    }),
  );
}
