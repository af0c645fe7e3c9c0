import { useQuery } from '@tanstack/react-query';
import { api, lazyParser } from '../../../lib/api';

const reply = lazyParser(() => import('./replies').then((m) => m.socialFeedReply));

export const getSocialFeed = ({ signal }: { signal?: AbortSignal } = {}) =>
  api('/api/social/feed', reply, { signal }).then((r) => r.data);

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
