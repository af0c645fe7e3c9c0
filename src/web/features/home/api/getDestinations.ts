import { useQuery } from '@tanstack/react-query';
import type { Destination } from '../../../../shared/contracts/content';
import { api } from '../../../lib/api';
import { arr, dataList, num, obj, str } from './parse';

const reply = dataList<Destination>((o) => ({
  id: num(o, 'id'),
  title: str(o, 'title'),
  image: str(o, 'image'),
  imageAlt: str(o, 'imageAlt'),
  desc1: str(o, 'desc1'),
  desc2: str(o, 'desc2'),
  data: arr(o.data, (x) => {
    const l = obj(x);
    return {
      title: str(l, 'title'),
      items: arr(l.items, (i) => String(i)),
      images: arr(l.images, (y) => {
        const im = obj(y);
        return { url: str(im, 'url'), alt: str(im, 'alt') };
      }),
    };
  }),
}));

export const getDestinations = ({ signal }: { signal?: AbortSignal } = {}) =>
  api('/api/destinations', reply, { signal });

/** GET /api/destinations: the four categories of the carousel. */
export function useDestinations() {
  return useQuery({
    queryKey: ['public', 'destinations'],
    queryFn: getDestinations,
    staleTime: 10 * 60_000,
  });
}
