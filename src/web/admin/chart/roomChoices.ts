import type { Chart } from '../../../shared/contracts/rooms';
import type { HousekeepingStatus } from '../../../shared/statuses';

type ChartRoom = Chart['rooms'][number];

/** Ready rooms first: inspected, then clean; a dirty room last (issue 27 item 4). */
const READINESS: Record<HousekeepingStatus, number> = { inspected: 0, clean: 1, dirty: 2 };

export const HOUSEKEEPING_WORD: Record<HousekeepingStatus, string> = {
  inspected: 'inspected',
  clean: 'clean',
  dirty: 'dirty',
};

/** The rooms, ready ones first (inspected, clean), dirty ones last; each group keeps its order. */
export function readyFirst<R extends { housekeeping: HousekeepingStatus }>(rooms: R[]): R[] {
  return rooms
    .map((r, i) => ({ r, i }))
    .sort((a, b) => READINESS[a.r.housekeeping] - READINESS[b.r.housekeeping] || a.i - b.i)
    .map(({ r }) => r);
}

/** Whether a room is out of order on any of the chart's nights. */
export const outOfOrderInChart = (room: ChartRoom): boolean => room.outOfOrder.length > 0;

/**
 * The rooms a booked room may take on every night of the chart: of its room type, in use, not out
 * of order, held by no other stay; ready rooms first (inspected, clean), dirty ones last, each
 * group in the chart's order (floor, number). `held` is the room it holds already, if any.
 */
export function roomChoices(
  chart: Chart,
  bookingRoomId: number,
): { held: number | undefined; free: ChartRoom[] } {
  const held = chart.rooms.find((r) => r.stays.some((s) => s.bookingRoomId === bookingRoomId));
  const typeId =
    held?.roomTypeId ?? chart.unassigned.find((u) => u.bookingRoomId === bookingRoomId)?.roomTypeId;
  const free = readyFirst(
    chart.rooms.filter(
      (r) =>
        !r.retired &&
        r.roomTypeId === typeId &&
        !outOfOrderInChart(r) &&
        r.stays.every((s) => s.bookingRoomId === bookingRoomId),
    ),
  );
  return { held: held?.id, free };
}
