import { z } from 'zod';
import { SOCIAL_FEED_MAX } from '../constants';
import { okReply } from './common';

/** Instagram's media kinds (Graph API `media_type`). */
export const SOCIAL_MEDIA_TYPES = ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'] as const;

/**
 * A post of the social feed. Instagram leaves out `caption` when a
 * post has none and `thumbnail_url` for anything but a video; the API sends null for both.
 */
export const socialPost = z.object({
  id: z.string(),
  caption: z.string().nullable(),
  media_type: z.enum(SOCIAL_MEDIA_TYPES),
  media_url: z.string(),
  permalink: z.string(),
  thumbnail_url: z.string().nullable(),
  /** ISO 8601 with offset */
  timestamp: z.string(),
});
export type SocialPost = z.infer<typeof socialPost>;

/** GET /api/social/feed: at most 8 posts, newest first. */
export const socialFeedReply = okReply(z.array(socialPost).max(SOCIAL_FEED_MAX));
export type SocialFeedReply = z.infer<typeof socialFeedReply>;
