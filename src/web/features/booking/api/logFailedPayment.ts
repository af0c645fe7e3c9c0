import { z } from 'zod';
import type { PaymentFailureError } from '../../../../shared/contracts/payments';
import { api } from '../../../lib/api';

const reply = z.object({ status: z.string() }).passthrough();

/** POST /api/payment/log-failed-payment {bookingRef, error}. */
export const logFailedPayment = (bookingRef: string, error: PaymentFailureError) =>
  api('/api/payment/log-failed-payment', reply, { body: { bookingRef, error } });
