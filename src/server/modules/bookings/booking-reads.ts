import { MSG } from '../../../shared/messages';
import { isPaidStatus } from '../../../shared/booking-status';
import type { Config } from '../../config';
import type { DbOrTx, Tx } from '../../db/client';
import { notFound } from '../../http-errors';
import { isValidLinkToken } from './link-token';
import * as repo from './bookings.repo';

// The reads of a booking other modules use: by id, by reference, for its customer or a link.

export type FullBooking = {
  booking: repo.BookingRow;
  rooms: repo.BookingRoomWithType[];
  /** the latest payment (order) of the booking */
  payment: repo.PaymentRow | null;
  refunds: repo.RefundRow[];
};

export async function loadFull(db: DbOrTx, booking: repo.BookingRow): Promise<FullBooking> {
  const rooms = await repo.roomsOf(db, [booking.id]);
  const pays = await repo.paymentsOf(db, [booking.id]);
  const refunds = await repo.refundsOf(db, [booking.id]);
  return { booking, rooms, payment: pays[0] ?? null, refunds };
}

/**
 * A booking of this customer with its rooms, latest payment and refunds, or null (also when it
 * belongs to someone else). For the cancellation module.
 */
export async function getCustomerBooking(
  db: DbOrTx,
  customerId: number,
  bookingId: number,
): Promise<FullBooking | null> {
  const b = await repo.findBooking(db, bookingId);
  if (!b || b.customerId !== customerId) return null;
  return loadFull(db, b);
}

/** The same inside a transaction, with the booking row locked (FOR UPDATE). */
export async function lockCustomerBooking(
  tx: Tx,
  customerId: number,
  bookingId: number,
): Promise<FullBooking | null> {
  const b = await repo.findBookingForUpdate(tx, bookingId);
  if (!b || b.customerId !== customerId) return null;
  return loadFull(tx, b);
}

/**
 * A booking of this customer by its reference number (any letter case), or null, also when it
 * belongs to someone else. For the requests module (reschedule requests).
 */
export async function findCustomerBookingByRef(
  db: DbOrTx,
  customerId: number,
  ref: string,
): Promise<repo.BookingRow | null> {
  const b = await repo.findBookingByRef(db, ref.trim().toUpperCase());
  return b && b.customerId === customerId ? b : null;
}

/** Who reads a booking: the session's customer, a link token, or the server itself (mail attachments). */
export type BookingReader = {
  customerId?: number | null;
  token?: string | undefined;
  trusted?: boolean;
};

/**
 * A booking the reader may see: its customer (session) or the holder of its signed link token.
 * Anyone else, and a booking that was never paid, get the same 404 as a missing one.
 */
export async function getReadableBooking(
  db: DbOrTx,
  config: Config,
  bookingId: number,
  reader: BookingReader,
): Promise<FullBooking> {
  const b = await repo.findBooking(db, bookingId);
  const allowed =
    b !== null &&
    (reader.trusted === true ||
      (reader.customerId != null && b.customerId === reader.customerId) ||
      isValidLinkToken(config, bookingId, reader.token));
  if (!b || !allowed || !isPaidStatus(b.status)) throw notFound(MSG.noBookingDetails);
  return loadFull(db, b);
}

/** Locks a booking row (FOR UPDATE): always the first lock of a transaction (ADR 064). */
export function lockBooking(tx: Tx, id: number): Promise<repo.BookingRow | null> {
  return repo.findBookingForUpdate(tx, id);
}

export function findBooking(db: DbOrTx, id: number): Promise<repo.BookingRow | null> {
  return repo.findBooking(db, id);
}

export function findBookingByRef(db: DbOrTx, ref: string): Promise<repo.BookingRow | null> {
  return repo.findBookingByRef(db, ref);
}

/** Who to tell about a booking. */
export function bookingContact(db: DbOrTx, bookingId: number) {
  return repo.bookingContact(db, bookingId);
}
