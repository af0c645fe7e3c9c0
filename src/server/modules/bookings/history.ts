import { bookingStatusLabel } from '../../../shared/booking-status';
import { IST_OFFSET_MINUTES, taxRecordsKeptFrom, todayIst } from '../../../shared/dates';
import { paiseToRupees } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
import * as repo from './bookings.repo';

// A customer's own bookings: the history page, the data export and erasure (ADR 123).

/** The one label of a status (src/shared/booking-status.ts). */
export const statusText = bookingStatusLabel;

export type HistoryEntry = {
  booking: repo.BookingRow;
  hotelName: string;
  rooms: repo.BookingRoomWithType[];
  refunds: repo.RefundRow[];
};

/** The customer's own bookings, newest first, with rooms and refunds. */
export async function customerHistory(
  db: DbOrTx,
  filter: repo.HistoryFilter,
): Promise<HistoryEntry[]> {
  const rows = await repo.historyOf(db, filter);
  const ids = rows.map((r) => r.booking.id);
  const rooms = await repo.roomsOf(db, ids);
  const refunds = await repo.refundsOf(db, ids);
  return rows.map((r) => ({
    booking: r.booking,
    hotelName: r.hotelName,
    rooms: rooms.filter((x) => x.bookingId === r.booking.id),
    refunds: refunds.filter((x) => x.bookingId === r.booking.id),
  }));
}

// ---- data rights (ADR 123) ----

/** Every booking of the customer with its rooms, payments and refunds, in rupees (data export). */
export async function bookingsForExport(db: DbOrTx, customerId: number) {
  const rows = await repo.allBookingsOf(db, customerId);
  const ids = rows.map((r) => r.booking.id);
  const [rooms, pays, refs] = await Promise.all([
    repo.roomsOf(db, ids),
    repo.paymentsOf(db, ids),
    repo.refundsOf(db, ids),
  ]);
  const rs = paiseToRupees;
  return rows.map(({ booking: b, hotelName }) => ({
    bookingRefNo: b.bookingRefNo,
    status: b.status,
    hotel: hotelName,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: b.nights,
    guest: {
      name: b.customerName,
      customerType: b.customerType,
      email: b.email,
      mobile: b.mobile,
      address: b.address,
      identityType: b.identityType,
      identityNo: b.identityNo,
      gstin: b.gstin,
    },
    roomTotal: rs(b.roomTotalPaise),
    gst: rs(b.gstPaise),
    total: rs(b.totalPaise),
    invoiceNo: b.invoiceNo,
    createdAt: b.createdAt.toISOString(),
    confirmedAt: b.confirmedAt?.toISOString() ?? null,
    rooms: rooms
      .filter((r) => r.bookingId === b.id)
      .map((r) => ({
        roomType: r.roomTypeName,
        adults: r.adults,
        children: r.children,
        extraPersons: r.extraPersons,
        amount: rs(r.amountPaise),
        gst: rs(r.gstPaise),
        status: r.status,
        cancelledAt: r.cancelledAt?.toISOString() ?? null,
        refund: r.refundPaise === null ? null : rs(r.refundPaise),
      })),
    payments: pays
      .filter((p) => p.bookingId === b.id)
      .map((p) => ({
        gateway: p.gateway,
        orderId: p.orderId,
        paymentId: p.paymentId,
        amount: rs(p.amountPaise),
        status: p.status,
        method: p.method,
        createdAt: p.createdAt.toISOString(),
        capturedAt: p.capturedAt?.toISOString() ?? null,
      })),
    refunds: refs
      .filter((r) => r.bookingId === b.id)
      .map((r) => ({
        amount: rs(r.amountPaise),
        status: r.status,
        reason: r.reason,
        createdAt: r.createdAt.toISOString(),
      })),
  }));
}

/** Whether the customer has a paid stay with a booked room that has not checked out yet (IST). */
export async function hasUpcomingStay(db: DbOrTx, customerId: number, now: Date) {
  return (await repo.upcomingStays(db, customerId, todayIst(now))) > 0;
}

/** At account deletion: the bookings stay as tax records without the person (ADR 123). */
export const anonymiseCustomerBookings = (tx: DbOrTx, customerId: number) =>
  repo.anonymiseBookings(tx, customerId);

/**
 * The 72-month purge (ADR 328): the buyer's name and address an invoiced booking of a deleted
 * account kept for the tax law (ADR 238) go once its financial year's retention has passed, and
 * the guest's name from that account's debit notes. Returns how many rows lost them.
 */
export async function purgeRetainedBuyers(deps: { db: DbOrTx; now: () => Date }): Promise<number> {
  const keptFrom = taxRecordsKeptFrom(todayIst(deps.now()));
  const start = new Date(Date.parse(`${keptFrom}T00:00:00Z`) - IST_OFFSET_MINUTES * 60_000);
  // the debit notes name the guest too: they go with the bookings of the same years
  return (
    (await repo.purgeErasedBuyersBefore(deps.db, start)) +
    (await repo.purgeErasedDebitNoteGuestsBefore(deps.db, keptFrom))
  );
}
