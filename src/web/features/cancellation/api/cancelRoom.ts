import { useMutation } from '@tanstack/react-query';
import { cancelResultReply } from '../../../../shared/contracts/cancellation';
import { MSG } from '../../../../shared/messages';
import { api } from '../../../lib/api';
import type { RoomCancelBody } from './getRoomCharge';

/** POST /api/hotel/cancel-room/confirm/{bookingId}: cancels one room. */
export const cancelRoom = (bookingId: string, body: RoomCancelBody) =>
  api(
    `/api/hotel/cancel-room/confirm/${encodeURIComponent(bookingId)}`,
    cancelResultReply,
    { body },
    MSG.cancelConfirmError,
  ).then((r) => r.data);

export function useCancelRoom(bookingId: string) {
  return useMutation({ mutationFn: (body: RoomCancelBody) => cancelRoom(bookingId, body) });
}
