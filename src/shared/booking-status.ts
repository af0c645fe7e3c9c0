/**
 * The booking statuses (the CHECK on bookings.status) and the one label each shows on every page:
 * history, receipt, cancel page, success page (ADR 062).
 */
export const BOOKING_STATUSES = [
  'pending_payment',
  'confirmed',
  'failed',
  'expired',
  'partially_cancelled',
  'cancelled',
  'checked_in',
  'checked_out',
  'no_show',
] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABEL: Record<BookingStatus, string> = {
  pending_payment: 'Awaiting payment',
  confirmed: 'Confirmed',
  failed: 'Payment failed',
  expired: 'Hold expired',
  partially_cancelled: 'Partially cancelled',
  cancelled: 'Cancelled',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  no_show: 'No-show',
};

/** Statuses of a booking that was paid for: it has a receipt and an invoice, and can be cancelled. */
export const PAID_BOOKING_STATUSES: readonly BookingStatus[] = [
  'confirmed',
  'partially_cancelled',
  'cancelled',
  'checked_in',
  'checked_out',
  'no_show',
];

export function isBookingStatus(s: string): s is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(s);
}

export function isPaidStatus(s: string): boolean {
  return (PAID_BOOKING_STATUSES as readonly string[]).includes(s);
}

/** The label of a status; an unknown value shows as itself. */
export function bookingStatusLabel(s: string): string {
  return isBookingStatus(s) ? BOOKING_STATUS_LABEL[s] : s;
}
