/**
 * One interface for every payment gateway (ADR 003). Amounts are paise. The sandbox is the
 * embedded default; Razorpay uses the official SDK.
 */
export type GatewayName = 'sandbox' | 'razorpay';

/**
 * The `gateway` of a payment taken at the front desk (a counter booking): no gateway holds it, so
 * its refunds are paid out at the desk.
 */
export const DESK_GATEWAY = 'desk';

export type GatewayOrder = { orderId: string; amountPaise: number; currency: 'INR' };
export type GatewayRefund = { refundId: string; status: 'pending' | 'processed' | 'failed' };
/** A refund as the gateway lists it for a payment, with the notes we sent (our refund id). */
export type ListedRefund = GatewayRefund & { amountPaise: number; notes: Record<string, string> };
/** A captured payment as the gateway lists it for a day (reconciliation with our own records). */
export type SettledPayment = { paymentId: string; orderId: string | null; amountPaise: number };

export interface PaymentGateway {
  readonly name: GatewayName;
  /** public key id sent to the browser (never the secret) */
  readonly keyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<GatewayOrder>;
  /** HMAC-SHA256(order_id + "|" + payment_id, key secret), compared in constant time */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** HMAC-SHA256(raw body, webhook secret) */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  refund(input: {
    paymentId: string;
    amountPaise: number;
    notes?: Record<string, string>;
  }): Promise<GatewayRefund>;
  /**
   * Every refund the gateway holds for a payment. Reconciliation matches them on our refund id
   * (the `refund_id` note) before any refund whose reply was lost is sent again (ADR 061).
   */
  listRefunds(paymentId: string): Promise<ListedRefund[]>;
  /**
   * The payments the gateway captured on one IST calendar day (YYYY-MM-DD): what staff reconcile
   * a day's payments against.
   */
  listCapturedPayments(date: string): Promise<SettledPayment[]>;
  /** the hosted checkout page for the sandbox; undefined for Razorpay (checkout.js on our page) */
  checkoutUrl(orderId: string): string | undefined;
}
