import type { CheckOutBody } from '../../../shared/contracts/desk';
import { formatDate, todayIst } from '../../../shared/dates';
import { retryOnce } from '../../db/retry';
import { conflict } from '../../http-errors';
import type { StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as availability from '../availability/availability.service';
import * as bookings from '../bookings/bookings.service';
import * as rooms from './rooms.service';
import * as repo from './stays.repo';
import type { StaysPorts } from './stays.ports';
import { auditShape, lockReachable, statusRefusal, type StaysDeps } from './stays.rules';

/**
 * POST /api/staff/bookings/{id}/check-out {confirm: true}: only a checked-in guest. Before the
 * departure day it needs `leaveEarly: true`: the nights from today on go back on sale (as a
 * no-show's do, ADR 152) and the rooms are freed from tonight. The guest's folio is settled in
 * the same transaction: refused (409 with `balancePaise`) while a balance is due unless billed to
 * a company, and the postings' tax invoice is issued (ADR 287); the folio module does that through
 * the port app.ts hands in.
 */
export async function checkOut(
  deps: StaysDeps,
  folio: StaysPorts['folio'],
  staff: StaffMember,
  id: number,
  body: CheckOutBody,
): Promise<void> {
  const at = deps.now();
  const today = todayIst(at);
  await retryOnce(() =>
    deps.db.transaction(async (tx) => {
      const full = await lockReachable(tx, staff, id);
      const b = full.booking;
      if (b.status === 'checked_out')
        throw conflict(`Booking ${b.bookingRefNo} is already checked out.`);
      if (b.status !== 'checked_in')
        throw statusRefusal(b, 'only a checked-in guest can be checked out.');
      const early = today < b.checkOut;
      if (early && body.leaveEarly !== true)
        throw conflict(
          `Booking ${b.bookingRefNo} is booked until ${formatDate(b.checkOut)}: to check out today, confirm the guest leaves early (leaveEarly: true); the remaining nights go back on sale.`,
          { leaveEarly: true },
        );
      // the bill is settled first: 409 with the balance while one is due (issue 28)
      const settled = await folio.settleAtCheckOut(tx, { bookingId: id, staffId: staff.id, at });
      const before = auditShape(full, await repo.stayOf(tx, id));
      const booked = full.rooms.filter((r) => r.status === 'booked');
      // the rooms slept in are dirty (ADR 310), found before an early departure frees tonight
      await rooms.markDirtyAfterCheckOut(
        tx,
        booked.map((r) => r.id),
        today,
        at,
      );
      if (early) {
        await availability.releaseRooms(tx, availability.countByType(booked), today, b.checkOut);
        await rooms.releaseRoomNights(
          tx,
          booked.map((r) => r.id),
          today,
        );
      }
      await bookings.setStayStatus(tx, id, 'checked_out');
      await repo.saveStay(tx, id, { checkedOutAt: at, checkedOutBy: staff.id });
      await audit.recordAudit(tx, {
        staffId: staff.id,
        action: 'check-out',
        entity: 'booking',
        entityId: id,
        before,
        after: {
          ...before,
          status: 'checked_out',
          stay: await repo.stayOf(tx, id),
          releasedNights: early ? { from: today, to: b.checkOut } : null,
          folioInvoiceNo: settled.invoiceNo,
        },
        at,
      });
    }),
  );
}
