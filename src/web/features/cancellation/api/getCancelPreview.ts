import { useMutation } from '@tanstack/react-query';
import { cancelPreviewReply } from '../../../../shared/contracts/cancellation';
import { MSG } from '../../../../shared/messages';
import { api } from '../../../lib/api';

/** GET /api/hotel/cancel-preview/{bookingId}: the figures of cancelling every remaining room now. */
export const getCancelPreview = (bookingId: string) =>
  api(
    `/api/hotel/cancel-preview/${encodeURIComponent(bookingId)}`,
    cancelPreviewReply,
    {},
    MSG.cancelInfoError,
  ).then((r) => r.cancellationData);

/** Loaded when the customer asks for a full cancellation, to fill the confirm dialog. */
export function useCancelPreview(bookingId: string) {
  return useMutation({ mutationFn: () => getCancelPreview(bookingId) });
}
