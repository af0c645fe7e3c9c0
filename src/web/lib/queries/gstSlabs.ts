import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { gstSlabDto } from '../../../shared/contracts/bookings';
import { okReply } from '../../../shared/contracts/common';
import { api } from '../api';

const reply = okReply(z.array(gstSlabDto));

export const getGstSlabs = () => api('/api/bookings/gst-slabs', reply).then((r) => r.data);

/** The GST slab table in force, so the price preview uses the server's rate. */
export function useGstSlabs() {
  return useQuery({
    queryKey: ['public', 'gst-slabs'],
    queryFn: getGstSlabs,
    staleTime: 30 * 60_000,
  });
}
