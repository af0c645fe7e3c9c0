import { screen } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import type { StaffBookingDetail } from '../../../shared/contracts/desk';
import { fakeApi, renderPage } from '../../test/render';
import { BookingDetailPage } from './BookingDetailPage';

const HOUR = 3_600_000;

/** A confirmed booking arriving today whose no-show opens `opensInMs` from now (ADR 272). */
function booking(opensInMs: number, noShow: boolean): StaffBookingDetail {
  return {
    id: 7,
    ref: 'JTDC-7',
    hotelId: 1,
    hotelName: 'Patratu Lake Resort',
    guestName: 'Asha Oraon',
    mobile: '9431100100',
    email: 'asha@example.in',
    checkIn: '2026-11-28',
    checkOut: '2026-11-29',
    nights: 1,
    rooms: 1,
    status: 'confirmed',
    statusLabel: 'Confirmed',
    totalPaise: 336000,
    createdAt: '2026-11-20T04:00:00.000Z',
    customerType: 'individual',
    identityType: 'Aadhaar Card',
    identityNo: 'XXXX1234',
    gstin: null,
    specialRequests: null,
    invoiceNo: null,
    roomTotalPaise: 300000,
    gstPaise: 36000,
    counter: false,
    roomList: [],
    payment: null,
    refunds: [],
    stay: { idSeen: null, idType: null, checkedInAt: null, checkedOutAt: null, noShowAt: null },
    links: { receipt: '/r', invoice: '/i', invoicePdf: '/i.pdf' },
    actions: { checkIn: true, checkOut: false, noShow, cancel: true },
    noShowFrom: new Date(Date.now() + opensInMs).toISOString(),
  };
}

function renderWith(b: StaffBookingDetail) {
  fakeApi({
    'GET /api/staff/bookings/7': () => ({ status: 200, body: { success: true, data: b } }),
  });
  const { hook } = memoryLocation({ path: '/bookings/7' });
  renderPage(
    <Router hook={hook}>
      <Route path="/bookings/:id">
        <BookingDetailPage />
      </Route>
    </Router>,
  );
}

describe("the booking page's No-show button", () => {
  it('is disabled before the check-in time plus the cut-off, saying from when', async () => {
    renderWith(booking(2 * HOUR, false));
    const button = await screen.findByRole('button', { name: 'Mark no-show' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/^A no-show can be marked from .+ cut-off\.$/);
  });

  it('is enabled, without the explanation, once the cut-off passed', async () => {
    renderWith(booking(-HOUR, true));
    const button = await screen.findByRole('button', { name: 'Mark no-show' });
    expect(button).toBeEnabled();
    expect(screen.queryByText(/A no-show can be marked from/)).toBeNull();
  });
});
