import Razorpay from 'razorpay';
import type {
  GatewayOrder,
  GatewayRefund,
  ListedRefund,
  SettledPayment,
  PaymentGateway,
} from './gateway';
import { istDayStart } from '../../shared/dates';
import { hmacHex, paymentSignature, safeEqual } from './signature';

export type RazorpayKeys = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API host (default https://api.razorpay.com). */
  apiUrl?: string;
};

/** The SDK's HTTP client (axios); the SDK has no option for its host, so it is set here. */
type SdkInternals = { api?: { rq?: { defaults: { baseURL?: string; timeout?: number } } } };

/** How long one call to Razorpay may take before the booking or refund reports the gateway down. */
const TIMEOUT_MS = 15_000;

/** Razorpay through the official SDK; checkout.js runs on our page, so there is no checkout URL. */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  private readonly client: Razorpay;

  constructor(private readonly keys: RazorpayKeys) {
    this.keyId = keys.keyId;
    this.client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
    const http = (this.client as unknown as SdkInternals).api?.rq?.defaults;
    if (!http) throw new Error('razorpay: this SDK version has no HTTP client to configure');
    if (keys.apiUrl) http.baseURL = keys.apiUrl;
    http.timeout = TIMEOUT_MS;
  }

  async createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<GatewayOrder> {
    const order = await this.client.orders.create({
      amount: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt.slice(0, 40),
      notes: input.notes ?? {},
    });
    return { orderId: order.id, amountPaise: Number(order.amount), currency: 'INR' };
  }

  verifyPaymentSignature(input: {
    orderId: string;
    paymentId: string;
    signature: string;
  }): boolean {
    return safeEqual(
      paymentSignature(this.keys.keySecret, input.orderId, input.paymentId),
      input.signature,
    );
  }

  verifyWebhookSignature(rawBody: string, signature: string): boolean {
    return safeEqual(hmacHex(this.keys.webhookSecret, rawBody), signature);
  }

  async refund(input: {
    paymentId: string;
    amountPaise: number;
    notes?: Record<string, string>;
  }): Promise<GatewayRefund> {
    const r = await this.client.payments.refund(input.paymentId, {
      amount: input.amountPaise,
      speed: 'normal',
      notes: input.notes ?? {},
    });
    return { refundId: r.id, status: r.status };
  }

  async listRefunds(paymentId: string): Promise<ListedRefund[]> {
    const out: ListedRefund[] = [];
    for (let skip = 0; ; skip += 100) {
      const page = await this.client.payments.fetchMultipleRefund(paymentId, { count: 100, skip });
      for (const r of page.items) {
        const notes: Record<string, string> = {};
        for (const [k, v] of Object.entries(r.notes ?? {})) notes[k] = String(v);
        out.push({ refundId: r.id, status: r.status, amountPaise: Number(r.amount ?? 0), notes });
      }
      if (page.items.length < 100) return out;
    }
  }

  /** GET /v1/payments for the IST day (from/to in Unix seconds), captured ones, page by page. */
  async listCapturedPayments(date: string): Promise<SettledPayment[]> {
    const from = Math.floor(istDayStart(date).getTime() / 1000);
    const to = from + 86_400 - 1;
    const out: SettledPayment[] = [];
    for (let skip = 0; ; skip += 100) {
      const page = await this.client.payments.all({ from, to, count: 100, skip });
      for (const p of page.items) {
        if (p.status !== 'captured' && p.status !== 'refunded') continue;
        out.push({
          paymentId: p.id,
          orderId: p.order_id ?? null,
          amountPaise: Number(p.amount ?? 0),
        });
      }
      if (page.items.length < 100) return out;
    }
  }

  checkoutUrl(): undefined {
    return undefined;
  }
}
