/**
 * The closed sets stored as text with a CHECK (ADR 270), each the one list its CHECK is built from
 * and its type derived from: a value outside the list is a compile error where the code writes it
 * and a refused row in the database. The booking's own statuses are in booking-status.ts and the
 * staff roles in contracts/staff.ts.
 */

/** booking_rooms.status: a booked room, or one cancelled (its refund, if any, in refunds). */
export const BOOKING_ROOM_STATUSES = ['booked', 'cancelled'] as const;
export type BookingRoomStatus = (typeof BOOKING_ROOM_STATUSES)[number];

/** payments.status: a gateway order created, captured, failed, or captured and then refunded. */
export const PAYMENT_STATUSES = ['created', 'captured', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** refunds.status (ADR 061): pending until the gateway reports it processed or failed. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** outbox.status: pending (to send or retry), sent, or dead (given up). */
export const OUTBOX_STATUSES = ['pending', 'sent', 'dead'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** einvoices.status (ADR 251): queued, registered, failed (staff look), or cancelled. */
export const EINVOICE_STATUSES = ['queued', 'registered', 'failed', 'cancelled'] as const;
export type EinvoiceStatus = (typeof EINVOICE_STATUSES)[number];

/**
 * booking_date_changes.status (ADR 315): waiting for the difference's payment, applied, refused
 * (paid when the rooms were gone: refunded) or replaced by newer dates before it was paid.
 */
export const DATE_CHANGE_STATUSES = ['awaiting_payment', 'applied', 'refused', 'replaced'] as const;
export type DateChangeStatus = (typeof DATE_CHANGE_STATUSES)[number];
