import { getGateway } from '../../payments/index';
import type { PaymentGateway } from '../../payments/gateway';
import type { AppDeps } from '../../types';

/** The part of the payment gateway cancellation uses. */
export type RefundGateway = Pick<PaymentGateway, 'name' | 'refund'>;

/**
 * The configured gateway (PAYMENT_GATEWAY): the sandbox records a refund at once; Razorpay's
 * refund API creates it on the payment (pending, then processed or failed by webhook).
 */
export function refundGatewayFor(deps: Pick<AppDeps, 'config'>): RefundGateway {
  return getGateway(deps);
}
