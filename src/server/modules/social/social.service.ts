import { z } from 'zod';
import { INSTAGRAM_PROFILE_URL, SOCIAL_FEED_MAX } from '../../../shared/constants';
import { SOCIAL_MEDIA_TYPES, type SocialPost } from '../../../shared/contracts/social';

/** The fields the spec asks the Graph API for, in its order. */
export const GRAPH_FIELDS = [
  'id',
  'caption',
  'media_type',
  'media_url',
  'permalink',
  'thumbnail_url',
  'timestamp',
];
/** A good answer is served for 15 minutes. */
export const FEED_TTL_MS = 15 * 60_000;
/** After a failed call, the next try waits a minute (visitors are not held up by a dead API). */
export const FEED_RETRY_MS = 60_000;

type Logger = { warn: (obj: object, msg: string) => void };

export type SocialFeedOptions = {
  /** Instagram access token; without it the feed serves demo posts and never calls out. */
  token: string | undefined;
  /** Base URL of the Graph API (config.INSTAGRAM_GRAPH_URL). */
  graphUrl: string;
  timeoutMs: number;
  now: () => Date;
  log: Logger;
  fetch?: typeof fetch;
};

export type SocialFeed = {
  /** At most 8 posts; never throws. */
  get: () => Promise<SocialPost[]>;
  /** Aborts a call in flight (its abort is not an error) and stops calling out. */
  close: () => void;
};

const httpUrl = z
  .string()
  .refine((s) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol), 'not an http(s) URL');

/** One item of the Graph API's `data`; anything else in the item is ignored. */
const graphItem = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  caption: z.string().nullish(),
  media_type: z.enum(SOCIAL_MEDIA_TYPES),
  media_url: httpUrl,
  permalink: httpUrl,
  thumbnail_url: httpUrl.nullish(),
  timestamp: z.string(),
});

/** The reply's `data`, keeping the items that parse (a post without media_url is skipped). */
export function parseGraphReply(body: unknown): SocialPost[] {
  const data = z.object({ data: z.array(z.unknown()) }).parse(body).data;
  const posts: SocialPost[] = [];
  for (const raw of data) {
    const r = graphItem.safeParse(raw);
    if (!r.success) continue;
    const p = r.data;
    posts.push({
      id: p.id,
      caption: p.caption ?? null,
      media_type: p.media_type,
      media_url: p.media_url,
      permalink: p.permalink,
      thumbnail_url: p.thumbnail_url ?? null,
      timestamp: p.timestamp,
    });
    if (posts.length === SOCIAL_FEED_MAX) break;
  }
  return posts;
}

/** The Graph API's own error text, never the URL (it carries the token). */
async function failureText(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') return body.error.message.slice(0, 200);
  } catch {
    // not JSON
  }
  return res.statusText || 'no message';
}

class GraphError extends Error {}

/**
 * The Instagram feed of the home page: asked of the Graph API with the configured token, cached
 * for 15 minutes, one call at a time; when a call fails the last good posts are served.
 */
export function createSocialFeed(opts: SocialFeedOptions): SocialFeed {
  const doFetch = opts.fetch ?? fetch;
  const closing = new AbortController();
  let posts: SocialPost[] | null = null;
  let fetchedAt = 0;
  let failedAt: number | null = null;
  let inFlight: Promise<SocialPost[]> | null = null;

  const url = () => {
    const u = new URL(
      'me/media',
      opts.graphUrl.endsWith('/') ? opts.graphUrl : `${opts.graphUrl}/`,
    );
    u.searchParams.set('fields', GRAPH_FIELDS.join(','));
    u.searchParams.set('limit', String(SOCIAL_FEED_MAX));
    u.searchParams.set('access_token', opts.token ?? '');
    return u;
  };

  async function call(): Promise<SocialPost[]> {
    try {
      const signal = AbortSignal.any([closing.signal, AbortSignal.timeout(opts.timeoutMs)]);
      const res = await doFetch(url(), { headers: { Accept: 'application/json' }, signal });
      if (!res.ok) throw new GraphError(`HTTP ${res.status}: ${await failureText(res)}`);
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        throw new GraphError('the reply is not JSON');
      }
      let fresh: SocialPost[];
      try {
        fresh = parseGraphReply(body);
      } catch {
        throw new GraphError('the reply has no data list');
      }
      posts = fresh;
      fetchedAt = opts.now().getTime();
      failedAt = null;
      return fresh;
    } catch (err) {
      // An abort (the app is closing) is no failure: nothing is logged or remembered.
      if (closing.signal.aborted) return posts ?? [];
      failedAt = opts.now().getTime();
      const reason =
        err instanceof GraphError
          ? err.message
          : err instanceof Error && err.name === 'TimeoutError'
            ? `no answer within ${opts.timeoutMs} ms`
            : `the call failed (${err instanceof Error ? err.message : 'unknown error'})`;
      opts.log.warn(
        { reason, servingLastGood: posts !== null },
        'social feed: the Instagram Graph API call failed; serving the last good posts',
      );
      return posts ?? [];
    }
  }

  return {
    async get() {
      if (!opts.token) return DEMO_POSTS;
      if (closing.signal.aborted) return posts ?? [];
      const now = opts.now().getTime();
      if (posts && now - fetchedAt < FEED_TTL_MS) return posts;
      if (failedAt !== null && now - failedAt < FEED_RETRY_MS) return posts ?? [];
      // A visitor who leaves does not cancel the call: the next one gets its answer.
      inFlight ??= call().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    close() {
      closing.abort();
    },
  };
}

const DEMO: [caption: string, slug: string, timestamp: string][] = [
  [
    'Sunrise over the Netarhat plateau, the Queen of Chotanagpur.',
    'netarhat-sunrise',
    '2025-01-18T06:40:00+05:30',
  ],
  [
    'Evening boats on Patratu lake, a short drive from Ranchi.',
    'patratu-lake',
    '2025-01-12T17:25:00+05:30',
  ],
  [
    'Hundru falls after the monsoon: 98 metres of Subarnarekha water.',
    'hundru-falls',
    '2024-12-28T11:05:00+05:30',
  ],
  ['Magical Blues: a blue hour by the water.', 'magical-blues', '2024-12-20T18:10:00+05:30'],
  [
    'Sohrai art on the mud walls of Hazaribagh villages.',
    'sohrai-walls',
    '2024-12-09T10:30:00+05:30',
  ],
  ['Elephants at Betla National Park, Palamu.', 'betla-elephants', '2024-11-30T07:50:00+05:30'],
  ['Aarti at Baba Baidyanath Dham, Deoghar.', 'deoghar-aarti', '2024-11-16T19:15:00+05:30'],
  ['Pine forest trails around Netarhat.', 'netarhat-pines', '2024-11-02T09:00:00+05:30'],
];

/**
 * Shown when no token is configured (development, demos): the pictures of tools/demo-media/gen-media.ts
 * (public/media/scenes) and one of this site's clips as a video post.
 */
export const DEMO_POSTS: SocialPost[] = DEMO.map(([caption, slug, timestamp], i) => {
  const video = slug === 'magical-blues';
  return {
    id: `demo-${i + 1}`,
    caption: `${caption} #JharkhandTourism`,
    media_type: video ? 'VIDEO' : 'IMAGE',
    media_url: video ? `/media/videos/${slug}.mp4` : `/media/scenes/${slug}.svg`,
    permalink: INSTAGRAM_PROFILE_URL,
    thumbnail_url: video ? `/media/videos/${slug}.svg` : null,
    timestamp,
  };
});
