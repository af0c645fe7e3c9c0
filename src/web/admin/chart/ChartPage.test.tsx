import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import type { Chart } from '../../../shared/contracts/rooms';
import { addDays, todayIst } from '../../../shared/dates';
import { fakeApi, renderPage } from '../../test/render';
import { ChartPage } from './ChartPage';

const today = todayIst();
const nights = Array.from({ length: 14 }, (_, i) => addDays(today, i));
const stay = (bookingRoomId: number, guestName: string, night: string) => ({
  bookingId: bookingRoomId * 10,
  bookingRoomId,
  bookingRefNo: `JTDC-${bookingRoomId}`,
  guestName,
  status: 'confirmed' as const,
  // Ravi's booking came from Booking.com through the channel manager (ADR 395)
  source: bookingRoomId === 2 ? 'Booking.com' : null,
  night,
});
const room = (
  id: number,
  number: string,
  roomTypeId: number,
  stays: Chart['rooms'][0]['stays'],
) => ({
  id,
  number,
  floor: 1,
  roomTypeId,
  roomTypeName: roomTypeId === 3 ? 'Deluxe Double' : 'Suite',
  retired: false,
  housekeeping: 'clean' as const,
  outOfOrder: [],
  stays,
});

/** Anita holds 101 tonight and tomorrow; Ravi's Deluxe Double tonight has no room yet. */
function chartData(raviIn: number | null): Chart {
  const ravi = stay(2, 'Ravi Oraon', today);
  return {
    from: today,
    to: addDays(today, 14),
    nights,
    rooms: [
      room(11, '101', 3, [stay(1, 'Anita Kujur', today), stay(1, 'Anita Kujur', nights[1]!)]),
      room(12, '102', 3, raviIn === 12 ? [ravi] : []),
      room(13, '103', 3, []),
      room(21, '201', 4, []),
    ],
    unassigned: raviIn ? [] : [{ ...ravi, roomTypeId: 3 }],
  };
}

/** The reply of an extension of Anita's stay (booking 10, two nights from today) by `n` nights. */
const extended = (n: number) => ({
  bookingId: 10,
  bookingRefNo: 'JTDC-1',
  status: 'confirmed',
  checkIn: today,
  checkOut: addDays(today, 2 + n),
  nights: 2 + n,
  totalPaise: 500000 + n * 262500,
  addedPaise: n * 262500,
  addedGstPaise: n * 12500,
});

function renderChart() {
  let assigned: number | null = null;
  const calls = fakeApi({
    'GET /api/staff/hotels/1': () => ({
      status: 200,
      body: {
        success: true,
        data: {
          id: 1,
          unitName: 'Patratu Lake Resort',
          locationName: 'Patratu',
          mobileNo: '9431100101',
          email: 'patratu@example.com',
          priceRange: null,
          description: 'd',
          address: 'a',
          location: 'l',
          checkInTime: '12:00 PM',
          checkOutTime: '11:00 AM',
          totalRooms: 4,
          facilities: [],
          photos: [],
          roomTypes: [],
        },
      },
    }),
    'GET /api/staff/hotels/1/chart': () => ({
      status: 200,
      body: { success: true, data: chartData(assigned) },
    }),
    'POST /api/staff/bookings/10/rooms/1/move': () => ({ status: 200, body: { success: true } }),
    'POST /api/staff/bookings/10/extend': (body) => {
      const n = (body as { nights: number }).nights;
      return { status: 200, body: { success: true, data: extended(n) } };
    },
    'POST /api/staff/bookings/20/rooms/2/assign': (body) => {
      assigned = (body as { roomId: number }).roomId;
      return { status: 200, body: { success: true } };
    },
  });
  const { hook } = memoryLocation({ path: '/hotels/1/chart' });
  renderPage(
    <Router hook={hook}>
      <Route path="/hotels/:hotelId/chart">
        <ChartPage />
      </Route>
    </Router>,
  );
  return calls;
}

describe('room chart', () => {
  it('shows rooms as row headers, nights as column headers, stays as bars with the guest and status in words, and the unassigned list', async () => {
    renderChart();
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      '101 Deluxe Double clean',
      '102 Deluxe Double clean',
      '103 Deluxe Double clean',
      '201 Suite clean',
    ]);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(15);
    const bar = within(table).getByRole('button', { name: /^Anita Kujur Booked/ });
    expect(bar.closest('td')).toHaveAttribute('colspan', '2');
    const list = screen.getByRole('region', { name: 'Booked rooms with no room yet' });
    expect(within(list).getByRole('button', { name: /Ravi Oraon Booked/ })).toBeInTheDocument();
  });

  it('shows the OTA an OTA booking came from, in the list and on its bar', async () => {
    renderChart();
    const list = await screen.findByRole(
      'region',
      { name: 'Booked rooms with no room yet' },
      { timeout: 5000 },
    );
    const ravi = within(list).getByRole('button', { name: /Ravi Oraon Booked Booking\.com/ });
    expect(within(ravi).getByText('Booking.com')).toBeInTheDocument();
    // a booking of the website shows none
    const table = screen.getByRole('table');
    expect(
      within(table).getByRole('button', { name: /^Anita Kujur Booked,/ }),
    ).not.toHaveTextContent('Booking.com');
  });

  it('assigns an unassigned room to a free room of its type through the API, and the bar appears', async () => {
    const calls = renderChart();
    fireEvent.click(await screen.findByRole('button', { name: /Ravi Oraon/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Ravi Oraon to…' });
    // the booking's page, for its check-in, is one link away
    expect(within(dialog).getByRole('link', { name: /^Open booking / })).toHaveAttribute(
      'href',
      '/admin/bookings/20',
    );
    const select = within(dialog).getByLabelText('Assign to');
    // 101 holds Anita tonight; 201 is another type
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Room 102 (Deluxe Double, floor 1, clean)',
      'Room 103 (Deluxe Double, floor 1, clean)',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ravi Oraon is in room 102.');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/staff/bookings/20/rooms/2/assign',
      body: { roomId: 12 },
    });
    const row = (await screen.findByRole('rowheader', { name: '102 Deluxe Double clean' })).closest(
      'tr',
    )!;
    expect(await within(row).findByRole('button', { name: /^Ravi Oraon Booked/ })).toBeVisible();
  });

  it("moves a bar to another free room of its type from the stay's first night on", async () => {
    const calls = renderChart();
    fireEvent.click(
      await screen.findByRole('button', { name: /^Anita Kujur Booked/ }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Move Anita Kujur to…' });
    const select = within(dialog).getByLabelText(/^Move to/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Room 102 (Deluxe Double, floor 1, clean)',
      'Room 103 (Deluxe Double, floor 1, clean)',
    ]);
    fireEvent.change(select, { target: { value: '13' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Anita Kujur moves to room 103');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/staff/bookings/10/rooms/1/move',
      body: { roomId: 13, from: today },
    });
  });
});

/** The row of a room on the chart (by its row header). */
const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name }, { timeout: 5000 })).closest('tr')!;
/** The cell of a night in a row (data-night, as the drop finds it under the pointer). */
const cellOf = (row: HTMLElement, night: string) =>
  row.querySelector<HTMLElement>(`[data-night="${night}"]`)!;
/** A drag with a mouse (or a finger): pressed on `from`, moved past the threshold, released over `to`. */
function drag(from: Element, to: Element, pointerType: 'mouse' | 'touch' = 'mouse') {
  fireEvent.pointerDown(from, { button: 0, clientX: 10, clientY: 10, pointerType });
  fireEvent.pointerMove(window, { clientX: 60, clientY: 80, pointerType });
  fireEvent.pointerUp(to, { clientX: 60, clientY: 80, pointerType });
}

describe('room chart: drag with a pointer', () => {
  it('dropping an unassigned booking on a room row assigns it to that room', async () => {
    const calls = renderChart();
    const item = await screen.findByRole('button', { name: /Ravi Oraon/ }, { timeout: 5000 });
    drag(item, cellOf(await rowOf('103 Deluxe Double clean'), today));
    expect(await screen.findByRole('status')).toHaveTextContent('Ravi Oraon is in room 103.');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/staff/bookings/20/rooms/2/assign',
      body: { roomId: 13 },
    });
    // a drag opens no menu
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('dropping a bar on another room row moves the stay there from its first night', async () => {
    const calls = renderChart();
    const bar = await screen.findByRole(
      'button',
      { name: /^Anita Kujur Booked/ },
      { timeout: 5000 },
    );
    drag(bar, cellOf(await rowOf('102 Deluxe Double clean'), nights[5]!));
    expect(await screen.findByRole('status')).toHaveTextContent('Anita Kujur moves to room 102');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/staff/bookings/10/rooms/1/move',
      body: { roomId: 12, from: today },
    });
  });

  it("dragging a bar's grip to a later night of its row extends the stay to that night", async () => {
    const calls = renderChart();
    const bar = await screen.findByRole(
      'button',
      { name: /^Anita Kujur Booked/ },
      { timeout: 5000 },
    );
    const grip = bar.querySelector('[data-grip]')!;
    drag(grip, cellOf(await rowOf('101 Deluxe Double clean'), nights[3]!));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Anita Kujur now leaves on .*: 2 more nights for ₹5,250.* added to the bill\./,
    );
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/staff/bookings/10/extend',
      body: { nights: 2 },
    });
  });

  it("a finger on a bar's body does not drag it (the chart scrolls); a finger on its handle does", async () => {
    const calls = renderChart();
    const bar = await screen.findByRole(
      'button',
      { name: /^Anita Kujur Booked/ },
      { timeout: 5000 },
    );
    const target = cellOf(await rowOf('102 Deluxe Double clean'), today);
    drag(bar.querySelector('[class*="guest"]')!, target, 'touch');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    drag(bar.querySelector('[data-handle]')!, target, 'touch');
    expect(await screen.findByRole('status')).toHaveTextContent('Anita Kujur moves to room 102');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/staff/bookings/10/rooms/1/move',
      body: { roomId: 12, from: today },
    });
  });

  it('after a drag the keyboard still opens the menu', async () => {
    const user = userEvent.setup();
    renderChart();
    const item = await screen.findByRole('button', { name: /Ravi Oraon/ }, { timeout: 5000 });
    // a drop outside the rows: nothing happens, and no click follows
    drag(item, document.body);
    await new Promise((r) => setTimeout(r, 10));
    item.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Assign Ravi Oraon to…' })).toBeVisible();
  });

  it('a press without a move is a click: it opens the menu and changes nothing', async () => {
    const calls = renderChart();
    const bar = await screen.findByRole(
      'button',
      { name: /^Anita Kujur Booked/ },
      { timeout: 5000 },
    );
    fireEvent.pointerDown(bar, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(bar, { clientX: 11, clientY: 10 });
    fireEvent.click(bar);
    expect(await screen.findByRole('dialog', { name: 'Move Anita Kujur to…' })).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('room chart: extend from the keyboard', () => {
  it("the bar's menu extends the stay by the nights chosen", async () => {
    const user = userEvent.setup();
    const calls = renderChart();
    const bar = await screen.findByRole(
      'button',
      { name: /^Anita Kujur Booked/ },
      { timeout: 5000 },
    );
    bar.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Move Anita Kujur to…' });
    const nightsField = within(dialog).getByLabelText(/^Nights to add after/);
    await user.selectOptions(nightsField, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Anita Kujur now leaves on .*: 3 more nights/,
    );
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/staff/bookings/10/extend',
      body: { nights: 3 },
    });
  });
});
