import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createGateway, getSandbox } from './index';
import { RazorpayGateway } from './razorpay';
import { SandboxGateway } from './sandbox';
import { hmacHex, paymentSignature } from './signature';

describe('payment gateways', () => {
  it('the sandbox is the default and signs payments exactly as Razorpay does', () => {
    const g = createGateway(testConfig());
    expect(g).toBeInstanceOf(SandboxGateway);
    expect(getSandbox({ gateway: g })).toBe(g);
    const paid = (g as SandboxGateway).pay('order_abc', 'success');
    expect(
      g.verifyPaymentSignature({
        orderId: 'order_abc',
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      }),
    ).toBe(true);
    expect(
      g.verifyPaymentSignature({
        orderId: 'order_xyz',
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      }),
    ).toBe(false);
    expect(
      g.verifyPaymentSignature({
        orderId: 'order_abc',
        paymentId: paid.razorpay_payment_id,
        signature: 'short',
      }),
    ).toBe(false);
    expect(g.checkoutUrl('order_abc')).toBe('/api/payments/sandbox/order_abc/checkout');
  });

  it('Razorpay is chosen by PAYMENT_GATEWAY and checks signatures with the configured secrets', () => {
    const config = testConfig({
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
    });
    const g = createGateway(config);
    expect(g).toBeInstanceOf(RazorpayGateway);
    expect(getSandbox({ gateway: g })).toBeNull();
    expect(g.keyId).toBe('rzp_test_key');
    expect(g.checkoutUrl('order_1')).toBeUndefined();
    const signature = paymentSignature('key-secret', 'order_1', 'pay_1');
    expect(g.verifyPaymentSignature({ orderId: 'order_1', paymentId: 'pay_1', signature })).toBe(
      true,
    );
    expect(g.verifyPaymentSignature({ orderId: 'order_1', paymentId: 'pay_2', signature })).toBe(
      false,
    );
    const body = '{"event":"payment.captured"}';
    expect(g.verifyWebhookSignature(body, hmacHex('hook-secret', body))).toBe(true);
    expect(g.verifyWebhookSignature(`${body} `, hmacHex('hook-secret', body))).toBe(false);
  });

  it('the sandbox lists the refunds it made for a payment, with the notes sent (reconciliation)', async () => {
    const g = createGateway(testConfig()) as SandboxGateway;
    const r = await g.refund({ paymentId: 'pay_1', amountPaise: 500, notes: { refund_id: '7' } });
    expect(await g.listRefunds('pay_1')).toEqual([
      { refundId: r.refundId, status: 'processed', amountPaise: 500, notes: { refund_id: '7' } },
    ]);
    expect(await g.listRefunds('pay_2')).toEqual([]);
  });

  it('refuses to start with Razorpay and missing keys', () => {
    expect(() => testConfig({ PAYMENT_GATEWAY: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID/);
  });
});
