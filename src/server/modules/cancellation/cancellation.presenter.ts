import type { CancelPreview } from '../../../shared/contracts/cancellation';
import { paiseToRupees } from '../../../shared/money';
import type { CancellationQuote } from './cancellation.service';

/** The customer's cancel preview as the spec names it, in rupees. */
export function toCancelPreview(q: CancellationQuote): CancelPreview {
  return {
    totalAmount: paiseToRupees(q.paidPaise),
    taxAmount: paiseToRupees(q.taxPaise),
    cancellationCharge: paiseToRupees(q.chargePaise),
    refundAmount: paiseToRupees(q.refundPaise),
    DeductionPercent: q.deductionPercent,
    DaysBeforeCheckIn: q.daysBeforeCheckIn,
    rooms: q.rooms,
  };
}
