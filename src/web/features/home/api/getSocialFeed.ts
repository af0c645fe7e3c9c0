import { useQuery } from '@tanstack/react-query';
import type { SocialPost } from '../../../../shared/contracts/social';
import { api } from '../../../lib/api';
import { dataList, str, strOrNull } from './parse';

const TYPES = ['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM'] as const;

const reply = dataList<SocialPost>((o) => {
  const type = str(o, 'media_type');
  return {
    id: str(o, 'id'),
    caption: strOrNull(o, 'caption'),
    media_type: (TYPES as readonly string[]).includes(type)
      ? (type as SocialPost['media_type'])
      : 'IMAGE',
    media_url: str(o, 'media_url'),
    permalink: str(o, 'permalink'),
    thumbnail_url: strOrNull(o, 'thumbnail_url'),
    timestamp: str(o, 'timestamp'),
  };
});

export const getSocialFeed = ({ signal }: { signal?: AbortSignal } = {}) =>
  api('/api/social/feed', reply, { signal });

/**
 * GET /api/social/feed, only once `enabled` (the section is near the screen). A failure is only
 * logged; a cancelled request (the visitor left) is not a failure.
 */
export function useSocialFeed(enabled: boolean) {
  return useQuery({
    queryKey: ['public', 'social-feed'],
    queryFn: async ({ signal }) => {
      try {
        return await getSocialFeed({ signal });
      } catch (err) {
        if (!signal.aborted) console.warn('Instagram feed could not be loaded', err);
        throw err;
      }
    },
    enabled,
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
