import { useMutation } from '@tanstack/react-query';
import { roomChargeReply, type RoomCancelRequest } from '../../../../shared/contracts/cancellation';
import { MSG } from '../../../../shared/messages';
import { api } from '../../../lib/api';

export type RoomCancelBody = Required<
  Pick<RoomCancelRequest, 'Price' | 'RoomConfig' | 'UserID' | 'ROOMID'>
>;

/** POST /api/hotel/cancel/partial/{bookingId} with a room: its cancellation charge (cancellationData[0]). */
export const getRoomCharge = (bookingId: string, body: RoomCancelBody) =>
  api(
    `/api/hotel/cancel/partial/${encodeURIComponent(bookingId)}`,
    roomChargeReply,
    { body },
    MSG.cancelChargeError,
  ).then((r) => {
    const row = r.cancellationData[0];
    if (!row) throw new Error(MSG.cancelChargeError);
    return row;
  });

export function useRoomCharge(bookingId: string) {
  return useMutation({ mutationFn: (body: RoomCancelBody) => getRoomCharge(bookingId, body) });
}
