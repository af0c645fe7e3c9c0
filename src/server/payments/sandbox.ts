import { randomBytes } from 'node:crypto';
import { todayIst } from '../../shared/dates';
import type {
  GatewayOrder,
  GatewayRefund,
  ListedRefund,
  PaymentGateway,
  SettledPayment,
} from './gateway';
import { hmacHex, paymentSignature, safeEqual } from './signature';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-looking ids: prefix + 14 random base62 characters. */
export function gatewayId(prefix: string): string {
  const bytes = randomBytes(14);
  let s = '';
  for (const b of bytes) s += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${s}`;
}

export type SandboxSuccess = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};
export type SandboxFailure = {
  error: {
    code: string;
    description: string;
    reason: string;
    step: string;
    source: string;
    metadata: { payment_id: string; order_id: string };
  };
};

/**
 * The embedded default gateway: no network, signs exactly as Razorpay signs, so the verify and
 * webhook code paths are the same for both gateways. Its secrets are derived from the app secret.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly keyId = 'rzp_test_sandbox';
  private readonly keySecret: string;
  readonly webhookSecret: string;

  /** `now`: the server's clock (ADR 280), which dates the settlement of a payment. */
  constructor(
    appSecret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.keySecret = hmacHex(appSecret, 'sandbox-key-secret');
    this.webhookSecret = hmacHex(appSecret, 'sandbox-webhook-secret');
  }

  /** Orders and captured payments made in this process (no network, no disk): the settlement. */
  private readonly orders = new Map<string, number>();
  private readonly captured: (SettledPayment & { date: string })[] = [];

  async createOrder(input: { amountPaise: number }): Promise<GatewayOrder> {
    const orderId = gatewayId('order');
    this.orders.set(orderId, input.amountPaise);
    return { orderId, amountPaise: input.amountPaise, currency: 'INR' };
  }

  async listCapturedPayments(date: string): Promise<SettledPayment[]> {
    return this.captured
      .filter((p) => p.date === date)
      .map((p) => ({ paymentId: p.paymentId, orderId: p.orderId, amountPaise: p.amountPaise }));
  }

  /**
   * Records a captured payment in the sandbox's settlement (done by pay(); tests also use it for a
   * payment the gateway has and we do not, or one of another amount).
   */
  settle(p: SettledPayment, at: Date = this.now()): void {
    this.captured.push({ ...p, date: todayIst(at) });
  }

  verifyPaymentSignature(input: {
    orderId: string;
    paymentId: string;
    signature: string;
  }): boolean {
    return safeEqual(
      paymentSignature(this.keySecret, input.orderId, input.paymentId),
      input.signature,
    );
  }

  verifyWebhookSignature(rawBody: string, signature: string): boolean {
    return safeEqual(hmacHex(this.webhookSecret, rawBody), signature);
  }

  /** Refunds made in this process, by payment: what listRefunds answers (no network, no disk). */
  private readonly refunds = new Map<string, ListedRefund[]>();

  async refund(input: {
    paymentId: string;
    amountPaise: number;
    notes?: Record<string, string>;
  }): Promise<GatewayRefund> {
    const made: ListedRefund = {
      refundId: gatewayId('rfnd'),
      status: 'processed',
      amountPaise: input.amountPaise,
      notes: { ...(input.notes ?? {}) },
    };
    this.refunds.set(input.paymentId, [...(this.refunds.get(input.paymentId) ?? []), made]);
    return { refundId: made.refundId, status: made.status };
  }

  async listRefunds(paymentId: string): Promise<ListedRefund[]> {
    return (this.refunds.get(paymentId) ?? []).map((r) => ({ ...r, notes: { ...r.notes } }));
  }

  checkoutUrl(orderId: string): string {
    return `/api/payments/sandbox/${encodeURIComponent(orderId)}/checkout`;
  }

  /** What Razorpay's checkout hands the page for a payment on this order. */
  pay(orderId: string, outcome: 'success'): SandboxSuccess;
  pay(orderId: string, outcome: 'failed'): SandboxFailure;
  pay(orderId: string, outcome: 'success' | 'failed'): SandboxSuccess | SandboxFailure;
  pay(orderId: string, outcome: 'success' | 'failed'): SandboxSuccess | SandboxFailure {
    const paymentId = gatewayId('pay');
    if (outcome === 'success') {
      const amountPaise = this.orders.get(orderId);
      if (amountPaise !== undefined) this.settle({ paymentId, orderId, amountPaise });
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(this.keySecret, orderId, paymentId),
      };
    }
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed in the sandbox.',
        reason: 'payment_failed',
        step: 'payment_authorization',
        source: 'customer',
        metadata: { payment_id: paymentId, order_id: orderId },
      },
    };
  }

  /** Signs a webhook body as Razorpay would (tests and the sandbox). */
  signWebhook(rawBody: string): string {
    return hmacHex(this.webhookSecret, rawBody);
  }
}
