import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Razorpay double over HTTP for tests that run real server processes: it creates orders, takes
 * "payments" the test makes (as Razorpay's checkout would), and counts every refund it is sent, so
 * a test can see from the gateway's side whether money went back once or twice.
 */
export type FakeRazorpay = {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** orders by id, with the amount asked */
  orders: Map<string, { amount: number; receipt: string }>;
  /** captured payments by payment id */
  payments: Map<string, { orderId: string; amount: number }>;
  /** every refund call, in order */
  refunds: { id: string; paymentId: string; amount: number; notes: Record<string, string> }[];
  /** What checkout hands the page after a successful payment of `orderId`. */
  pay: (orderId: string) => {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  close: () => Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = 'rzp_test_drill';
  const keySecret = randomBytes(16).toString('hex');
  const webhookSecret = randomBytes(16).toString('hex');
  const orders: FakeRazorpay['orders'] = new Map();
  const payments: FakeRazorpay['payments'] = new Map();
  const refunds: FakeRazorpay['refunds'] = [];

  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const notFound = (res: ServerResponse) =>
    reply(res, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } });

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      const url = (req.url ?? '').split('?')[0] ?? '';
      if (req.method === 'POST' && url === '/v1/orders') {
        const orderId = id('order');
        const amount = Number(body.amount);
        orders.set(orderId, { amount, receipt: String(body.receipt ?? '') });
        return reply(res, 200, {
          id: orderId,
          entity: 'order',
          amount,
          currency: 'INR',
          status: 'created',
        });
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refunds?$/.exec(url);
      if (refund && req.method === 'POST') {
        const paymentId = decodeURIComponent(refund[1]!);
        if (!payments.has(paymentId)) return notFound(res);
        const r = {
          id: id('rfnd'),
          paymentId,
          amount: Number(body.amount),
          notes: (body.notes ?? {}) as Record<string, string>,
        };
        refunds.push(r);
        return reply(res, 200, {
          id: r.id,
          entity: 'refund',
          amount: r.amount,
          payment_id: paymentId,
          notes: r.notes,
          status: 'processed',
        });
      }
      if (refund && req.method === 'GET') {
        const paymentId = decodeURIComponent(refund[1]!);
        const items = refunds
          .filter((r) => r.paymentId === paymentId)
          .map((r) => ({
            id: r.id,
            entity: 'refund',
            amount: r.amount,
            payment_id: paymentId,
            notes: r.notes,
            status: 'processed',
          }));
        return reply(res, 200, { entity: 'collection', count: items.length, items });
      }
      const payment = /^\/v1\/payments\/([^/]+)$/.exec(url);
      if (payment && req.method === 'GET') {
        const p = payments.get(decodeURIComponent(payment[1]!));
        if (!p) return notFound(res);
        return reply(res, 200, {
          id: payment[1],
          entity: 'payment',
          order_id: p.orderId,
          amount: p.amount,
          currency: 'INR',
          status: 'captured',
          captured: true,
        });
      }
      const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url);
      if (orderPayments && req.method === 'GET') {
        const orderId = decodeURIComponent(orderPayments[1]!);
        const items = [...payments.entries()]
          .filter(([, p]) => p.orderId === orderId)
          .map(([pid, p]) => ({
            id: pid,
            entity: 'payment',
            order_id: orderId,
            amount: p.amount,
            status: 'captured',
          }));
        return reply(res, 200, { entity: 'collection', count: items.length, items });
      }
      return notFound(res);
    });
  };

  const server: Server = createServer(handle);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    refunds,
    pay(orderId) {
      const paymentId = id('pay');
      const order = orders.get(orderId);
      payments.set(paymentId, { orderId, amount: order?.amount ?? 0 });
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: createHmac('sha256', keySecret)
          .update(`${orderId}|${paymentId}`)
          .digest('hex'),
      };
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
