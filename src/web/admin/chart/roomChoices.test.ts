import { describe, expect, it } from 'vitest';
import type { Chart } from '../../../shared/contracts/rooms';
import { roomChoices } from './roomChoices';

type Room = Chart['rooms'][number];
const room = (id: number, housekeeping: Room['housekeeping'], extra: Partial<Room> = {}): Room => ({
  id,
  number: String(100 + id),
  floor: 1,
  roomTypeId: 3,
  roomTypeName: 'Deluxe Double',
  retired: false,
  housekeeping,
  outOfOrder: [],
  stays: [],
  ...extra,
});
const chart = (rooms: Room[]): Chart => ({
  from: '2026-12-01',
  to: '2026-12-02',
  nights: ['2026-12-01'],
  rooms,
  unassigned: [
    {
      night: '2026-12-01',
      bookingId: 9,
      bookingRoomId: 90,
      bookingRefNo: 'JTDC-9',
      guestName: 'Anita Kujur',
      status: 'confirmed',
      source: null,
      roomTypeId: 3,
    },
  ],
});

describe('the rooms offered at check-in', () => {
  it('offers inspected and clean rooms first and dirty ones last, each in floor order', () => {
    const c = chart([room(1, 'dirty'), room(2, 'clean'), room(3, 'inspected'), room(4, 'clean')]);
    expect(roomChoices(c, 90).free.map((r) => r.id)).toEqual([3, 2, 4, 1]);
  });

  it('leaves out rooms out of order, of another type, retired or held by another stay', () => {
    const taken = {
      night: '2026-12-01',
      bookingId: 8,
      bookingRoomId: 80,
      bookingRefNo: 'JTDC-8',
      guestName: 'Ravi Oraon',
      status: 'checked_in' as const,
      source: null,
    };
    const c = chart([
      room(1, 'clean', {
        outOfOrder: [{ id: 1, from: '2026-12-01', to: '2026-12-03', reason: 'Leak' }],
      }),
      room(2, 'clean', { roomTypeId: 4 }),
      room(3, 'clean', { retired: true }),
      room(4, 'clean', { stays: [taken] }),
      room(5, 'dirty'),
    ]);
    expect(roomChoices(c, 90).free.map((r) => r.id)).toEqual([5]);
  });
});
