import { useQuery } from '@tanstack/react-query';
import { orderSummary } from '../../../../shared/contracts/bookings';
import { okReply } from '../../../../shared/contracts/common';
import { api } from '../../../lib/api';

const reply = okReply(orderSummary);

export const getOrderSummary = (orderId: string) =>
  api(`/api/bookings/by-order/${encodeURIComponent(orderId)}`, reply).then((r) => r.data);

/**
 * The confirmed booking of a payment order, for the success page. The route needs a login, so it is
 * asked only when `enabled` (a customer is logged in): a visitor's browser makes no refused call.
 */
export function useOrderSummary(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['booking', 'order', orderId],
    queryFn: () => getOrderSummary(orderId),
    retry: false,
    enabled,
  });
}
