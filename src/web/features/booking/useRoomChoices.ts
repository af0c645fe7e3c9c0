import { useEffect, useState } from 'react';
import type { RoomTypeAvailability } from '../../../shared/contracts/hotels';
import { roomsForParty, type PartyQuery } from './party';
import { fitRoom, type RoomChoice } from './RoomsPicker';

export type InitialRooms = {
  roomTypeId: number;
  rooms: number;
  /** the party of the search (null: the page was opened without one) */
  party: PartyQuery | null;
  /** the rooms the search suggested (null: none) */
  plan: RoomChoice[] | null;
};

/** The suggested rooms when every one of their types still has the rooms free. */
function planStillFree(plan: RoomChoice[], free: RoomTypeAvailability[]): RoomChoice[] | null {
  const fitted: RoomChoice[] = [];
  for (const r of plan) {
    const type = free.find((x) => x.RoomTypeID === r.RoomTypeID);
    const wanted = plan.filter((p) => p.RoomTypeID === r.RoomTypeID).length;
    if (!type || type.AvailableRooms < wanted) return null;
    fitted.push(fitRoom(r, type));
  }
  return fitted;
}

/**
 * The rooms the guest books. On first load: the rooms the search suggested, else rooms for the
 * search's party (of the wanted type when they hold it), else rooms of the wanted type (or the
 * first free one). The persons are the party's, never more (issue 26). On new dates each room
 * keeps its persons, fitted to its type's limits.
 */
export function useRoomChoices(list: RoomTypeAvailability[] | undefined, initial: InitialRooms) {
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
      const { party, plan } = initial;
      const suggested =
        (plan && planStillFree(plan, free)) ??
        (party && roomsForParty(free, party, initial.rooms, initial.roomTypeId));
      if (suggested) return suggested;
      // the party does not fit these rooms: its adults spread over them, no more (the page says
      // what to change); without a party, two adults a room as before
      const n = party ? Math.min(initial.rooms, party.adults) : initial.rooms;
      return Array.from({ length: n }, (_, i) => {
        const adults = party ? Math.floor(party.adults / n) + (i < party.adults % n ? 1 : 0) : 2;
        return fitRoom(
          { RoomTypeID: wanted.RoomTypeID, NoOfAdult: adults, NoOfChild: 0, ExtraPerson: 0 },
          wanted,
        );
      });
    });
  }, [list, initial]);
  return [rooms, setRooms] as const;
}
