import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/app';

/* A slow or stalled client cannot hold a connection open (REQUEST_TIMEOUT_MS). */

let ctx: TestContext;
let port = 0;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, config: { REQUEST_TIMEOUT_MS: '400' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = ctx.app.server.address();
  port = typeof addr === 'object' && addr ? addr.port : 0;
});
afterAll(() => ctx.close());

/** Sends the start of a request and never the rest; resolves with what the server sent and when it closed. */
function stall(start: string): Promise<{ reply: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    let reply = '';
    const s = connect(port, '127.0.0.1', () => s.write(start));
    s.on('data', (d) => (reply += d.toString()));
    s.on('close', () => resolve({ reply, ms: Date.now() - t0 }));
    s.on('error', reject);
    // a server without the timeout would keep it for minutes: give up long before
    setTimeout(() => s.destroy(new Error('the server kept a stalled request open')), 10_000);
  });
}

describe('request timeouts', () => {
  it('cuts off a body that stops arriving instead of keeping the socket', async () => {
    const { reply, ms } = await stall(
      'POST /api/newsletter/subscribe HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    // closed by the server (Node may or may not write a 408 first), never answered as a request
    expect(reply).not.toMatch(/^HTTP\/1\.1 2/);
    expect(ms).toBeLessThan(5_000);
  });

  it('cuts off headers that never finish', async () => {
    const { ms } = await stall('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(ms).toBeLessThan(5_000);
  });
});
