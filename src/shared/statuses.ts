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

/**
 * payments.purpose (ADR 286): the booking's own payment (online or at the counter), or money the
 * desk took against the stay's folio. "The booking's payment" is always a `booking` one.
 */
export const PAYMENT_PURPOSES = ['booking', 'folio'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

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
 * rooms.housekeeping (issue 27): a room is dirty after check-out, clean when a housekeeper has made
 * it up, inspected when a supervisor has checked it. "Out of order" is not one of these: it is a
 * period with a reason (room_out_of_order) that takes the room off sale for its nights.
 */
export const HOUSEKEEPING_STATUSES = ['clean', 'dirty', 'inspected'] as const;
export type HousekeepingStatus = (typeof HOUSEKEEPING_STATUSES)[number];

/**
 * reviews.subject (ADR 320): what a review is of. A hotel stay today; a tour booking is added here
 * (with its own booking column) when tours are booked on the site.
 */
export const REVIEW_SUBJECTS = ['hotel_stay'] as const;
export type ReviewSubject = (typeof REVIEW_SUBJECTS)[number];

/** reviews.status (ADR 320): pending until staff publish it or hide it (with a reason). */
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * request_handling.kind: a package or tour request (advance), a reschedule request, or the special
 * requests typed with a booking (special, ADR 321; its request id is the booking's id).
 */
export const REQUEST_KINDS = ['advance', 'reschedule', 'special'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/**
 * booking_date_changes.status (ADR 315): waiting for the difference's payment, applied, refused
 * (paid when the rooms were gone: refunded) or replaced by newer dates before it was paid.
 */
export const DATE_CHANGE_STATUSES = ['awaiting_payment', 'applied', 'refused', 'replaced'] as const;
export type DateChangeStatus = (typeof DATE_CHANGE_STATUSES)[number];

/**
 * debit_notes.kind (ADR 369, 382): what added to the supply invoiced, a guest's dearer date change
 * (its `date_change_id` set) or nights added to a stay at the desk (its `extended_from` and
 * `extended_to` set).
 */
export const DEBIT_NOTE_KINDS = ['date_change', 'extension'] as const;
export type DebitNoteKind = (typeof DEBIT_NOTE_KINDS)[number];

/** payments.subject: what a payment pays for, a room booking or a tour booking (ADR 296). */
export const PAYMENT_SUBJECTS = ['booking', 'tour_booking'] as const;
export type PaymentSubject = (typeof PAYMENT_SUBJECTS)[number];

/** tour_departures.status: open for sale, closed to new bookings, or cancelled by staff. */
export const TOUR_DEPARTURE_STATUSES = ['open', 'closed', 'cancelled'] as const;
export type TourDepartureStatus = (typeof TOUR_DEPARTURE_STATUSES)[number];

/**
 * tour_bookings.status: a 15-minute hold awaiting payment, then confirmed; a hold ends failed or
 * expired; a paid booking may end (partially) cancelled.
 */
export const TOUR_BOOKING_STATUSES = [
  'pending_payment',
  'confirmed',
  'failed',
  'expired',
  'partially_cancelled',
  'cancelled',
] as const;
export type TourBookingStatus = (typeof TOUR_BOOKING_STATUSES)[number];

/** tour_travellers.status: travelling, or cancelled (one traveller of a booking). */
export const TOUR_TRAVELLER_STATUSES = ['booked', 'cancelled'] as const;
export type TourTravellerStatus = (typeof TOUR_TRAVELLER_STATUSES)[number];
