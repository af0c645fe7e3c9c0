import { BOOKING_STATUS_LABEL } from '../../../shared/booking-status';
/** UI text of the cancellation page. Spec-quoted texts (errors, toasts) come from shared/messages. */
export const cancellationText = {
  pageTitle: 'Cancel Booking',
  metaDescription:
    'Cancel your hotel booking in full or room by room and see the refund before you confirm.',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  bookingHistory: 'Booking History',
  subtitle: (ref: string, hotel: string) => `Booking ${ref} at ${hotel}`,
  stay: 'Stay',
  stayDates: (from: string, to: string, nights: number) =>
    `${from} to ${to} (${nights} night${nights === 1 ? '' : 's'})`,
  rooms: 'Rooms',
  roomsCount: (n: number) => `${n} room${n === 1 ? '' : 's'}`,
  status: 'Status',
  /** one label per booking status, shared by every page (src/shared/booking-status.ts) */
  statusText: BOOKING_STATUS_LABEL as Record<string, string>,
  /** the Paid cell of a room whose booking was never paid (a failed or expired hold) */
  notPaid: 'Not paid',
  daysToCheckIn: 'Days to check-in',
  days: (n: number) =>
    n < 0 ? 'Stay has begun' : n === 0 ? 'Today' : `${n} day${n === 1 ? '' : 's'}`,

  typeLabel: 'Cancellation Type',
  typePlaceholder: 'Select a cancellation type',
  typeFull: 'Full Cancellation',
  typePartial: 'Partial Cancellation',
  typeHintPartialStarted:
    'A partial cancellation of this booking has started, so the remaining rooms are cancelled one at a time.',
  typeHintChoose: 'Choose whether to cancel the whole booking or one room at a time.',

  policyTitle: 'Cancellation policy',
  policyCaption: 'Deduction by days before check-in, counted in Indian Standard Time',
  policyDays: 'Days before check-in',
  policyDeduction: 'Deduction',
  policyBand: (min: number, max: number | null) =>
    max === null
      ? `${min} days or more`
      : min === 0
        ? `Less than ${max + 1} days`
        : `${min} to ${max} days`,
  policyPercent: (p: number) => `${p}% of the amount paid`,
  policyNotAllowed: 'Cancellation not allowed',
  policyApplies: 'Applies to this booking now',
  policyNote:
    'The deduction is taken from what was paid for the room, GST included; the rest is refunded to the account you paid from.',

  roomsTitle: 'Rooms in this booking',
  roomsCaption: 'Rooms of the booking and what was paid for each',
  colRoom: 'Room',
  colGuests: 'Guests',
  colPrice: 'Price',
  colPaid: 'Paid (incl. GST)',
  colAction: 'Action',
  colStatus: 'Status',
  roomN: (n: number) => `Room ${n}`,
  guests: (adults: number, children: number, extra: number) =>
    [
      `${adults} adult${adults === 1 ? '' : 's'}`,
      children > 0 ? `${children} child${children === 1 ? '' : 'ren'}` : null,
      extra > 0 ? `${extra} extra` : null,
    ]
      .filter(Boolean)
      .join(', '),
  cancelRoom: 'Cancel',
  cancelRoomLabel: (name: string, n: number) => `Cancel room ${n}: ${name}`,
  cancelled: 'Cancelled',
  booked: 'Booked',
  refunded: (amount: string) => `Refund ${amount}`,
  noRoomsLeft: 'Every room of this booking is cancelled.',

  fullTitle: 'Cancel the whole booking',
  fullText: (n: number) =>
    `Cancels ${n === 1 ? 'the room' : `all ${n} remaining rooms`} of this booking at once.`,
  fullButton: 'Cancel Booking',

  confirmFullTitle: 'Cancel the whole booking?',
  confirmRoomTitle: 'Cancel this room?',
  confirmClose: 'Close',
  keep: 'Keep booking',
  keepRoom: 'Keep room',
  confirmFull: 'Yes, cancel booking',
  confirmRoom: 'Yes, cancel room',
  totalAmount: 'Total paid (incl. GST)',
  taxAmount: 'GST included',
  cancellationCharge: 'Cancellation charge',
  refundAmount: 'Refund',
  deduction: (p: number, days: number) =>
    `${p}% deduction, ${days} day${days === 1 ? '' : 's'} before check-in`,
  confirmRoomIntro: (name: string) => `${name}`,
  totalPaid: 'Total paid (price + GST)',
  charge: 'Cancellation charge',
  refundTo:
    'The refund goes back to the account you paid from, usually within 5 to 7 working days.',

  tooLate: 'This booking can no longer be cancelled.',
  notCancellable: 'Only a confirmed booking can be cancelled.',
  alreadyCancelled: 'This booking is cancelled.',
  returning: 'Returning to your booking history in 5 seconds.',
  goNow: 'Go to booking history now',

  refundsTitle: 'Refunds',
  refundsCaption: 'Refunds of this booking',
  colDate: 'Date',
  colFor: 'For',
  colAmount: 'Amount',
  refundFor: (n: number | null) => (n === null ? 'Booking' : `Room ${n}`),
  refundStatus: { pending: 'Pending', processed: 'Processed', failed: 'Failed' } as Record<
    string,
    string
  >,

  loadError: 'We could not load this booking.',
  notFound: 'Booking not found',
  notFoundText: 'This booking does not exist or is not yours.',
  retry: 'Try again',
  backToHistory: 'Back to booking history',
} as const;
