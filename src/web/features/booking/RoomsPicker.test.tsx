// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { roomTypeAvailability, type RoomTypeAvailability } from '../../../shared/contracts/hotels';
import { clampRooms, fitRoom, RoomsPicker, shortages, type RoomChoice } from './RoomsPicker';

const deluxe: RoomTypeAvailability = roomTypeAvailability.parse({
  RoomTypeID: 1,
  RoomTypeName: 'Deluxe Double Room',
  Category: 'Double',
  MaxAdults: 2,
  MaxChildren: 2,
  AllowedExtraPerson: 1,
  ExtraPersonRate: 600,
  PricePerDay: 3200,
  AvailableRooms: 3,
  nights: [{ date: '2026-12-01', price: 3200, extraPersonRate: 0, available: 3 }],
});
const single: RoomTypeAvailability = {
  ...deluxe,
  RoomTypeID: 2,
  RoomTypeName: 'Single Room',
  MaxAdults: 1,
  MaxChildren: 1,
  AllowedExtraPerson: 0,
  AvailableRooms: 1,
};

function Harness({ initial }: { initial: RoomChoice[] }) {
  const [rooms, setRooms] = useState(initial);
  return <RoomsPicker types={[deluxe, single]} rooms={rooms} onChange={setRooms} />;
}

describe('the rooms counter', () => {
  it('clamps an excess to 4 and keeps at least 1 (spec: capped at 4)', () => {
    expect(clampRooms(9)).toBe(4);
    expect(clampRooms(0)).toBe(1);
    expect(clampRooms(Number.NaN)).toBe(1);
    expect(clampRooms(3)).toBe(3);
  });

  it('adds rooms up to 4 and then disables the plus button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[{ RoomTypeID: 1, NoOfAdult: 2, NoOfChild: 0, ExtraPerson: 0 }]} />);
    const more = screen.getByRole('button', { name: 'One room more' });
    for (let i = 0; i < 5; i++) if (!(more as HTMLButtonElement).disabled) await user.click(more);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(more).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'One room fewer' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it("keeps persons within the room type's limits when the type changes", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[{ RoomTypeID: 1, NoOfAdult: 2, NoOfChild: 2, ExtraPerson: 1 }]} />);
    await user.selectOptions(screen.getByLabelText('Room type'), '2');
    expect(screen.getByLabelText('Adults')).toHaveValue('1');
    expect(screen.getByLabelText('Children')).toHaveValue('1');
    expect(screen.getByLabelText('Extra persons')).toHaveValue('0');
    expect(screen.getByLabelText('Extra persons')).toBeDisabled();
  });

  it('names a room type chosen more often than it has free rooms', () => {
    const two = { RoomTypeID: 2, NoOfAdult: 1, NoOfChild: 0, ExtraPerson: 0 };
    expect(shortages([two, two], [deluxe, single])).toEqual([{ name: 'Single Room', free: 1 }]);
    expect(fitRoom({ RoomTypeID: 1, NoOfAdult: 0, NoOfChild: -1, ExtraPerson: 5 }, deluxe)).toEqual(
      {
        RoomTypeID: 1,
        NoOfAdult: 1,
        NoOfChild: 0,
        ExtraPerson: 1,
      },
    );
  });
});
