import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, lazyParser } from './api';

const reply = z.object({ success: z.literal(true), data: z.array(z.number()) });

function serve(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('api() with a lazily loaded schema', () => {
  it('starts loading the schema with the request, once, and parses the reply with it', async () => {
    const load = vi.fn(async () => reply);
    const lazy = lazyParser(load);
    serve({ success: true, data: [1, 2], extra: 'dropped' });
    const p = api('/api/x', lazy);
    expect(load).toHaveBeenCalledTimes(1); // before the reply has arrived
    expect(await p).toEqual({ success: true, data: [1, 2] });
    await api('/api/x', lazy);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses a reply that does not fit the schema', async () => {
    serve({ success: true, data: ['not a number'] });
    await expect(
      api(
        '/api/x',
        lazyParser(async () => reply),
      ),
    ).rejects.toBeInstanceOf(z.ZodError);
  });

  it("reports a failure with the server's message, whatever the schema", async () => {
    serve({ success: false, message: 'No such hotel.' }, 404);
    await expect(
      api(
        '/api/x',
        lazyParser(async () => reply),
      ),
    ).rejects.toMatchObject({
      status: 404,
      message: 'No such hotel.',
    });
  });
});
