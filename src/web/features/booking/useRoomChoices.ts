import { useEffect, useState } from 'react';
import type { RoomTypeAvailability } from '../../../shared/contracts/hotels';
import { fitRoom, type RoomChoice } from './RoomsPicker';

/**
 * The rooms the guest books. On first load, and on new dates, rooms of the wanted type (or the
 * first free one) are chosen, and each room is fitted to its type's limits.
 */
export function useRoomChoices(
  list: RoomTypeAvailability[] | undefined,
  initial: { roomTypeId: number; rooms: number },
) {
  const [rooms, setRooms] = useState<RoomChoice[]>([]);
  useEffect(() => {
    if (!list) return;
    setRooms((prev) => {
      const free = list.filter((x) => x.AvailableRooms > 0);
      const wanted =
        list.find((x) => x.RoomTypeID === initial.roomTypeId && x.AvailableRooms > 0) ?? free[0];
      if (!wanted) return [];
      if (prev.length > 0) {
        return prev.map((r) => {
          const same = free.find((x) => x.RoomTypeID === r.RoomTypeID);
          return fitRoom(same ? r : { ...r, RoomTypeID: wanted.RoomTypeID }, same ?? wanted);
        });
      }
      return Array.from({ length: initial.rooms }, () =>
        fitRoom(
          {
            RoomTypeID: wanted.RoomTypeID,
            NoOfAdult: Math.min(2, wanted.MaxAdults),
            NoOfChild: 0,
            ExtraPerson: 0,
          },
          wanted,
        ),
      );
    });
  }, [list, initial.roomTypeId, initial.rooms]);
  return [rooms, setRooms] as const;
}
