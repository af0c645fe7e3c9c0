import { z } from 'zod';
import { paymentFailure, paymentSuccess } from '../../../../shared/contracts/payments';
import { api } from '../../../lib/api';

const reply = z.union([paymentSuccess, paymentFailure]);

/** The sandbox gateway's answer for a payment: Razorpay's success fields or its failure object. */
export const sandboxPay = (orderId: string, outcome: 'success' | 'failed') =>
  api(`/api/payments/sandbox/${encodeURIComponent(orderId)}/pay`, reply, { body: { outcome } });
