/**
 * The bookings module's face to the rest of the server: other modules import this file only
 * (lint), and it names what each job file offers. The jobs are in their own files:
 *
 * - `create.ts`: a guest's booking made online, its idempotent replay, the success page;
 * - `price-request.ts`: the stay priced with its plans and promo code, and the guest's quote;
 * - `holds.ts`: an unpaid hold released, reopened, retaken, swept;
 * - `confirm.ts`: a paid booking confirmed, numbered, its messages queued;
 * - `booking-reads.ts`: a booking read by id, reference, customer or signed link;
 * - `gst-in-force.ts`: the GST slab set in force on a date (ADR 220);
 * - `history.ts`: a customer's history, data export and erasure (ADR 123);
 * - `staff-search.ts`: the staff search and one booking for staff;
 * - `stay-changes.ts`: what stays, requests and cancellation write to a locked booking;
 * - `channel-booking.ts`: an OTA's booking taken in, modified and cancelled (ADR 262, 388);
 * - `date-change.ts`: the guest's own date change (ADR 315);
 * - `link-token.ts`: the signed receipt and invoice link.
 */
export type { BookingRoomWithType, BookingRow } from './bookings.repo';
export type { BookingDeps, OrderInfo, OrderPort } from './bookings.types';
export { refundedMail } from './confirmation';

export { bookingLinkToken, staffLinks } from './link-token';
export {
  bookingContact,
  findBooking,
  findBookingByRef,
  findCustomerBookingByRef,
  getCustomerBooking,
  getReadableBooking,
  lockBooking,
  lockCustomerBooking,
  type BookingReader,
} from './booking-reads';
export { GST_CHANGED_REASON, gstSlabSet, gstSlabs, pricedWithSlabsInForce } from './gst-in-force';
export { createBooking, orderSummary } from './create';
export { quoteStay } from './price-request';
export {
  HOLD_EXPIRED_REASON,
  markFailed,
  releaseHold,
  reopenHold,
  retakeRooms,
  sweepExpiredHolds,
} from './holds';
export { confirmBooking } from './confirm';
export {
  anonymiseCustomerBookings,
  bookingsForExport,
  customerHistory,
  hasUpcomingStay,
  purgeRetainedBuyers,
  statusText,
} from './history';
export {
  bookingsWithSpecialRequests,
  lockStaffBooking,
  staffBooking,
  staffSearch,
} from './staff-search';
export {
  cancelBookedRoom,
  extendStay,
  moveStay,
  nextInvoiceNo,
  releaseCancelledRooms,
  repriceStay,
  setCancelledStatus,
  setRoomNumbers,
  setStayStatus,
} from './stay-changes';
export {
  cancelChannelBooking,
  createChannelBooking,
  reviseChannelBooking,
} from './channel-booking';

// ---- the guest's own date change (ADR 315) ----
export {
  applyPaidDateChange,
  DEBIT_NOTE_MAIL,
  hotelNameOf,
  quoteDateChange,
  startDateChange,
  stayRestriction,
} from './date-change';
