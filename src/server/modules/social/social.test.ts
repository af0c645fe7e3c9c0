import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import {
  createSocialFeed,
  DEMO_POSTS,
  FEED_RETRY_MS,
  FEED_TTL_MS,
  type SocialFeed,
} from './social.service';

/** A local stand-in for graph.instagram.com: records every call, answers as a test tells it to. */
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let graph: Server;
let graphUrl = '';
let calls: URL[] = [];
let handler: Handler;

function graphPost(n: number, over: Record<string, unknown> = {}) {
  return {
    id: `1790${n}`,
    caption: `Post ${n}`,
    media_type: 'IMAGE',
    media_url: `https://scontent.cdninstagram.com/v/${n}.jpg`,
    permalink: `https://www.instagram.com/p/P${n}/`,
    timestamp: `2025-01-${String(10 + n).padStart(2, '0')}T10:00:00+0000`,
    ...over,
  };
}

const answer =
  (status: number, body: unknown): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
/** Never answers (until the server closes). */
const hang: Handler = () => {};
const posts = (n: number) =>
  answer(200, { data: Array.from({ length: n }, (_, i) => graphPost(i + 1)), paging: {} });

beforeAll(async () => {
  graph = createServer((req, res) => {
    calls.push(new URL(req.url ?? '/', 'http://graph.local'));
    handler(req, res);
  });
  await new Promise<void>((r) => graph.listen(0, '127.0.0.1', r));
  graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}`;
});
afterAll(async () => {
  graph.closeAllConnections();
  await new Promise((r) => graph.close(r));
});
beforeEach(() => {
  calls = [];
  handler = posts(3);
});

describe('the social feed service', () => {
  let clock = Date.parse('2025-02-01T10:00:00Z');
  const warn = vi.fn();
  let feed: SocialFeed;
  const make = (over: Partial<Parameters<typeof createSocialFeed>[0]> = {}) =>
    createSocialFeed({
      token: 'test-token',
      graphUrl,
      timeoutMs: 300,
      now: () => new Date(clock),
      log: { warn },
      ...over,
    });

  beforeEach(() => {
    clock = Date.parse('2025-02-01T10:00:00Z');
    warn.mockReset();
    feed = make();
  });
  afterEach(() => feed.close());

  it('asks for the spec fields of the profile media with the configured token', async () => {
    await feed.get();
    expect(calls).toHaveLength(1);
    const url = calls[0]!;
    expect(url.pathname).toBe('/me/media');
    expect(url.searchParams.get('fields')).toBe(
      'id,caption,media_type,media_url,permalink,thumbnail_url,timestamp',
    );
    expect(url.searchParams.get('access_token')).toBe('test-token');
    expect(url.searchParams.get('limit')).toBe('8');
  });

  it('keeps at most 8 posts with null for a missing caption or thumbnail', async () => {
    handler = answer(200, {
      data: [
        graphPost(1, { caption: undefined }),
        ...Array.from({ length: 11 }, (_, i) => graphPost(i + 2)),
      ],
    });
    const got = await feed.get();
    expect(got).toHaveLength(8);
    expect(got[0]).toEqual({
      id: '17901',
      caption: null,
      media_type: 'IMAGE',
      media_url: 'https://scontent.cdninstagram.com/v/1.jpg',
      permalink: 'https://www.instagram.com/p/P1/',
      thumbnail_url: null,
      timestamp: '2025-01-11T10:00:00+0000',
    });
  });

  it('skips posts without media or with a link that is not http(s)', async () => {
    handler = answer(200, {
      data: [
        graphPost(1, { media_url: undefined }),
        graphPost(2, { permalink: 'javascript:alert(1)' }),
        graphPost(3, {
          media_type: 'VIDEO',
          thumbnail_url: 'https://scontent.cdninstagram.com/t/3.jpg',
        }),
      ],
    });
    const got = await feed.get();
    expect(got.map((p) => p.id)).toEqual(['17903']);
    expect(got[0]!.thumbnail_url).toBe('https://scontent.cdninstagram.com/t/3.jpg');
  });

  it('serves the cached posts for 15 minutes, then asks again', async () => {
    await feed.get();
    clock += FEED_TTL_MS - 1000;
    await feed.get();
    expect(calls).toHaveLength(1);
    clock += 1000;
    handler = posts(5);
    expect(await feed.get()).toHaveLength(5);
    expect(calls).toHaveLength(2);
  });

  it('makes one call for visitors who arrive together', async () => {
    const all = await Promise.all([feed.get(), feed.get(), feed.get()]);
    expect(calls).toHaveLength(1);
    expect(all.map((p) => p.length)).toEqual([3, 3, 3]);
  });

  it('serves the last good posts when the API fails, and logs the failure without the token', async () => {
    await feed.get();
    clock += FEED_TTL_MS;
    handler = answer(400, {
      error: { message: 'Error validating access token', type: 'OAuthException', code: 190 },
    });
    expect(await feed.get()).toHaveLength(3);
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(warn.mock.calls[0]);
    expect(logged).toContain('Error validating access token');
    expect(logged).not.toContain('test-token');
  });

  it('waits a minute after a failure before asking again', async () => {
    await feed.get();
    clock += FEED_TTL_MS;
    handler = answer(500, 'oops');
    await feed.get();
    clock += FEED_RETRY_MS - 1000;
    await feed.get();
    expect(calls).toHaveLength(2);
    clock += 1000;
    handler = posts(4);
    expect(await feed.get()).toHaveLength(4);
    expect(calls).toHaveLength(3);
  });

  it('serves the last good posts when the API does not answer in time', async () => {
    await feed.get();
    clock += FEED_TTL_MS;
    handler = hang;
    expect(await feed.get()).toHaveLength(3);
    expect(warn.mock.calls[0]![0]).toMatchObject({ reason: 'no answer within 300 ms' });
  });

  it('serves an empty list (not an error) when the first call fails', async () => {
    handler = answer(200, '<html>not json</html>');
    expect(await feed.get()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('ignores an abort: a call cut short by closing is not logged as a failure', async () => {
    await feed.get();
    clock += FEED_TTL_MS;
    handler = hang;
    feed = make({ timeoutMs: 10_000 });
    const pending = feed.get();
    await vi.waitFor(() => expect(calls.length).toBe(2));
    feed.close();
    expect(await pending).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('serves demo posts without a token and never calls out', async () => {
    const demo = make({ token: undefined });
    expect(await demo.get()).toEqual(DEMO_POSTS);
    expect(calls).toHaveLength(0);
  });
});

describe('GET /api/social/feed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      seed: false,
      config: { INSTAGRAM_TOKEN: 'secret-token-123', INSTAGRAM_GRAPH_URL: graphUrl },
    });
  });
  afterAll(() => ctx.close());

  it('answers at most 8 posts from the Graph API and never shows the token', async () => {
    handler = posts(10);
    const res = await ctx.app.inject({ url: '/api/social/feed' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(8);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        'caption',
        'id',
        'media_type',
        'media_url',
        'permalink',
        'thumbnail_url',
        'timestamp',
      ].sort(),
    );
    expect(res.body + JSON.stringify(res.headers)).not.toContain('secret-token-123');
    expect(calls[0]!.searchParams.get('access_token')).toBe('secret-token-123');
  });

  it('lets the Content-Security-Policy show Instagram pictures when a token is set', async () => {
    const res = await ctx.app.inject({ url: '/api/social/feed' });
    expect(res.headers['content-security-policy']).toContain('cdninstagram.com');
  });
});

describe('GET /api/social/feed without a token', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, config: { INSTAGRAM_GRAPH_URL: graphUrl } });
  });
  afterAll(() => ctx.close());

  it('answers the demo posts, whose pictures are on this site', async () => {
    const res = await ctx.app.inject({ url: '/api/social/feed' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { media_url: string; thumbnail_url: string | null }[];
    expect(data).toHaveLength(8);
    for (const p of data) expect(p.thumbnail_url ?? p.media_url).toMatch(/^\/media\//);
    expect(calls).toHaveLength(0);
  });
});
