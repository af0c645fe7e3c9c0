import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RazorpayGateway } from './razorpay';

/*
 * The day's captured payments through Razorpay's payments API (GET /v1/payments with from/to in
 * Unix seconds), page by page, against a local stand-in for api.razorpay.com (ADR 155).
 */

let server: Server;
let url = '';
const asked: URLSearchParams[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    if (req.method !== 'GET' || u.pathname !== '/v1/payments') {
      res.writeHead(404).end('{}');
      return;
    }
    asked.push(u.searchParams);
    const skip = Number(u.searchParams.get('skip') ?? 0);
    // 101 payments: a full first page of 100, then one; every third one failed (not captured)
    const all = Array.from({ length: 101 }, (_, i) => ({
      id: `pay_${i}`,
      entity: 'payment',
      order_id: `order_${i}`,
      amount: 1000 + i,
      status: i % 3 === 2 ? 'failed' : i === 0 ? 'refunded' : 'captured',
    }));
    const items = all.slice(skip, skip + Number(u.searchParams.get('count') ?? 10));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ entity: 'collection', count: items.length, items }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('RazorpayGateway.listCapturedPayments', () => {
  it("asks for the IST day's payments page by page and keeps the captured and refunded ones", async () => {
    const gw = new RazorpayGateway({
      keyId: 'rzp_test_k',
      keySecret: 's',
      webhookSecret: 'w',
      apiUrl: url,
    });
    const list = await gw.listCapturedPayments('2026-11-20');
    expect(asked).toHaveLength(2);
    const from = Date.parse('2026-11-20T00:00:00+05:30') / 1000;
    expect(asked[0]!.get('from')).toBe(String(from));
    expect(asked[0]!.get('to')).toBe(String(from + 86_399));
    expect(asked[1]!.get('skip')).toBe('100');
    expect(list).toHaveLength(101 - 33);
    expect(list[0]).toEqual({ paymentId: 'pay_0', orderId: 'order_0', amountPaise: 1000 });
    expect(list.some((p) => p.paymentId === 'pay_2')).toBe(false);
  });
});
