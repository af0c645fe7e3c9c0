import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { addDays, todayIst } from '../../src/shared/dates';
import { submitLogin, type TestCustomer } from './customer';

/** A paid booking made through the public API: what the desk journeys look it up by. */
export type PaidBooking = { id: number; ref: string; roomTypeId: number };

export type PaidBookingOptions = {
  /** the hotel (default 1, Patratu Lake Resort) */
  hotelId?: number;
  /** the first night (default: today, IST) */
  checkIn?: string;
  /** nights booked (default 1) */
  nights?: number;
  /** the room type (default: the first with a free room those nights) */
  roomTypeId?: number;
  /** the guest's address and identity document (default: an Aadhaar holder in Ranchi) */
  address?: string;
  identityType?: string;
  identityNo?: string;
  /** sign the customer in at /login first (default true; false when the page is signed in) */
  logIn?: boolean;
};

/**
 * The staff journeys' booking set-up: the customer books one room at hotel 1 (Patratu Lake Resort,
 * or `hotelId`) through the public API and pays it in the sandbox, as the booking page would. The desk then
 * finds it by its id or reference.
 */
export async function bookAndPay(
  page: Page,
  c: TestCustomer,
  opts: PaidBookingOptions = {},
): Promise<PaidBooking> {
  if (opts.logIn !== false) {
    await page.goto('/login');
    await submitLogin(page, c);
    await page.waitForURL((u) => u.pathname !== '/login');
  }
  const checkIn = opts.checkIn ?? todayIst();
  const checkOut = addDays(checkIn, opts.nights ?? 1);
  const hotelId = opts.hotelId ?? 1;
  let roomTypeId = opts.roomTypeId;
  if (roomTypeId === undefined) {
    const avail = await page.request.post(`/api/checkAvailibilty/${hotelId}`, {
      data: { check_in_date: checkIn, check_out_date: checkOut },
    });
    const types = (
      (await avail.json()) as { data: { RoomTypeID: number; AvailableRooms: number }[] }
    ).data;
    roomTypeId = types.find((t) => t.AvailableRooms > 0)!.RoomTypeID;
  }
  const created = await page.request.post('/api/bookings', {
    data: {
      hotelID: hotelId,
      CheckIn: checkIn,
      checkOUT: checkOut,
      rooms: [{ RoomTypeID: roomTypeId, NoOfAdult: 1, NoOfChild: 0, ExtraPerson: 0 }],
      CustomerName: c.name,
      CustomerType: 'Individual',
      EmailID: c.email,
      MobileNo: c.mobile,
      CustomerAddress: opts.address ?? 'Lalpur, Ranchi, Jharkhand 834001',
      IdentityType: opts.identityType ?? 'Aadhaar Card',
      IdentityNo: opts.identityNo ?? '1234',
      AcceptTerms: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const data = (
    (await created.json()) as {
      data: { bookingId: number; BookingRefNo: string; payment: { orderId: string } };
    }
  ).data;
  const paid = await page.request.post(`/api/payments/sandbox/${data.payment.orderId}/pay`, {
    data: { outcome: 'success' },
  });
  const verified = await page.request.post('/api/payments/verify', { data: await paid.json() });
  expect(verified.status(), await verified.text()).toBe(200);
  return { id: data.bookingId, ref: data.BookingRefNo, roomTypeId };
}
