import { useQuery } from '@tanstack/react-query';
import type { Video } from '../../../../shared/contracts/content';
import { api } from '../../../lib/api';
import { dataList, num, str } from './parse';

const reply = dataList<Video>((o) => ({
  id: num(o, 'id'),
  title: str(o, 'title'),
  url: str(o, 'url'),
  poster: str(o, 'poster'),
}));

export const getVideos = ({ signal }: { signal?: AbortSignal } = {}) =>
  api('/api/videos', reply, { signal });

/** GET /api/videos: 'Experience in Motion'. */
export function useVideos() {
  return useQuery({ queryKey: ['public', 'videos'], queryFn: getVideos, staleTime: 10 * 60_000 });
}
