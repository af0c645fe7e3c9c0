import { useQuery } from '@tanstack/react-query';
import { api, lazyParser } from '../../../lib/api';

const reply = lazyParser(() => import('./replies').then((m) => m.videosReply));

export const getVideos = ({ signal }: { signal?: AbortSignal } = {}) =>
  api('/api/videos', reply, { signal }).then((r) => r.data);

/** GET /api/videos: 'Experience in Motion'. */
export function useVideos() {
  return useQuery({ queryKey: ['public', 'videos'], queryFn: getVideos, staleTime: 10 * 60_000 });
}
