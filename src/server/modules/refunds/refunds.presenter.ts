import type { StaffRefundRow } from '../../../shared/contracts/desk';
import { DESK_GATEWAY } from '../../payments/gateway';
import type { StaffRefund } from './staff-refunds';

/** Where a refund stands, in the words of the refunds page. */
function gatewayState(r: StaffRefund): string {
  const x = r.refund;
  if (r.paymentGateway === DESK_GATEWAY)
    return x.status === 'processed' ? 'paid at desk' : 'to pay at desk';
  if (x.status === 'processed') return 'processed';
  if (x.status === 'failed') return 'failed';
  if (x.gatewayRefundId) return 'pending at gateway';
  return x.sentAt ? 'reply unknown (reconciling)' : 'not sent yet';
}

/** A staff refund as the wire contract has it. */
export function staffRefundRow(r: StaffRefund): StaffRefundRow {
  return {
    id: r.refund.id,
    subject: r.tourBookingId !== null ? 'tour_booking' : 'booking',
    bookingId: r.bookingId,
    tourBookingId: r.tourBookingId,
    bookingRefNo: r.bookingRefNo,
    guestName: r.customerName,
    amountPaise: r.refund.amountPaise,
    status: r.refund.status,
    gatewayState: gatewayState(r),
    gateway: r.paymentGateway,
    gatewayRefundId: r.refund.gatewayRefundId,
    reason: r.refund.reason,
    createdAt: r.refund.createdAt.toISOString(),
    updatedAt: r.refund.updatedAt.toISOString(),
    retriedAs: r.retriedAs,
  };
}
