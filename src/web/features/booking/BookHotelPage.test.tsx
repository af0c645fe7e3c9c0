// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { addDays, todayIst } from '../../../shared/dates';
import { bookingText as t } from '../../i18n/en/booking';
import { fail, fakeApi, renderPage, type Call } from '../../test/render';
import { BookHotelPage } from './BookHotelPage';

const checkIn = addDays(todayIst(), 10);
const checkOut = addDays(checkIn, 2);

const HOTEL = {
  PropertyID: 1,
  UnitName: 'Hotel Patratu Lake Resort',
  LocationName: 'Patratu',
  Photo: '/media/hotels/1.svg',
  PhotoAlt: 'The resort by the lake',
  TotalRooms: 10,
  MobileNo: '9876543210',
  PriceRange: null,
  FromPrice: 2000,
  Amenities: [],
  Description: 'By the lake.',
  Address: 'Patratu, Ramgarh',
  Location: 'Patratu',
  EmailID: 'patratu@example.com',
  CheckInTime: '12:00',
  CheckOutTime: '11:00',
  facilities: [],
  hotelPhotos: [],
};
const DELUXE = {
  RoomTypeID: 3,
  RoomTypeName: 'Deluxe Room',
  Category: 'Deluxe',
  MaxAdults: 2,
  MaxChildren: 1,
  AllowedExtraPerson: 1,
  ExtraPersonRate: 500,
  PricePerDay: 2000,
  AvailableRooms: 4,
  nights: [
    { date: checkIn, price: 2000, extraPersonRate: 0, available: 4 },
    { date: addDays(checkIn, 1), price: 2000, extraPersonRate: 0, available: 4 },
  ],
};
const SINGLE = {
  ...DELUXE,
  RoomTypeID: 5,
  RoomTypeName: 'Single Room',
  Category: 'Single',
  MaxAdults: 1,
  AllowedExtraPerson: 0,
  PricePerDay: 1500,
  nights: DELUXE.nights.map((n) => ({ ...n, price: 1500 })),
};
const CREATED = {
  bookingId: 9,
  BookingRefNo: 'JTDC-2026-0009',
  status: 'pending_payment',
  holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  roomTotal: 4000,
  gst: 480,
  totalPayable: 4480,
  payment: {
    gateway: 'sandbox',
    orderId: 'order_sbx_9',
    amount: 448000,
    currency: 'INR',
    keyId: 'rzp_test_sandbox',
  },
  prefill: { name: 'Asha Kumari', email: 'asha@example.com', contact: '9876543210' },
  hotelName: 'Hotel Patratu Lake Resort',
};
type Reply = { status: number; body: unknown };

/** A signed-in customer: the booking form is for them (no session: the mobile step, ADR 316). */
const ASHA = {
  customerId: 7,
  EmailId: 'asha@example.com',
  Customer_Name: 'Asha Kumari',
  Mobile_Number: '9876543210',
};

function api(
  create: () => Reply = () => ({ status: 201, body: { success: true, data: CREATED } }),
  signedIn = true,
  extra: Parameters<typeof fakeApi>[0] = {},
): Call[] {
  return fakeApi({
    ...extra,
    'GET /api/auth/profile': () =>
      signedIn
        ? { status: 200, body: { success: true, user: ASHA } }
        : fail(401, 'Please sign in.'),
    'GET /api/hotel/1': () => ({ status: 200, body: { success: true, data: HOTEL } }),
    'POST /api/checkAvailibilty/1': () => ({
      status: 200,
      body: { success: true, data: [DELUXE, SINGLE] },
    }),
    'GET /api/bookings/gst-slabs': () => ({
      status: 200,
      body: {
        success: true,
        data: [
          { minTariff: 0, ratePercent: 5 },
          { minTariff: 7500.01, ratePercent: 18 },
        ],
      },
    }),
    'POST /api/bookings': create,
  });
}

function renderBookHotel(query = 'rooms=1&roomTypeId=3') {
  const memory = memoryLocation({
    path: `/availibilty/book-hotel/1?checkIn=${checkIn}&checkOut=${checkOut}&${query}`,
    record: true,
  });
  renderPage(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <Route path="/availibilty/book-hotel/:hotelID">
        <BookHotelPage />
      </Route>
    </Router>,
  );
  return memory;
}

/** Fills the guest's details, ticks the terms and presses Pay. */
async function fillAndPay() {
  const user = userEvent.setup();
  // the signed-in customer's details fill the form (after the profile answers: editing before then
  // races the re-render); the guest may be someone else
  await waitFor(
    () => expect(screen.getByLabelText(new RegExp(t.customerName))).toHaveValue('Asha Kumari'),
    { timeout: 5000 },
  );
  for (const [label, value] of [
    [t.customerName, 'Asha Kumari'],
    [t.email, 'asha@example.com'],
    [t.mobile, '9876543210'],
  ] as const) {
    const field = await screen.findByLabelText(new RegExp(label));
    await user.clear(field);
    await user.type(field, value);
  }
  await user.type(screen.getByLabelText(new RegExp(t.identityNo)), '1234');
  await user.click(screen.getByLabelText(new RegExp(t.acceptTerms)));
  const pay = await screen.findByRole('button', { name: /^Pay ₹/ });
  await waitFor(() => expect(pay).toBeEnabled());
  await user.click(pay);
}

const bookingPosts = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/bookings');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BookHotelPage', () => {
  it('asks a guest without a session for a mobile number first, not for a login (ADR 316)', async () => {
    api(undefined, false);
    renderBookHotel();
    expect(await screen.findByRole('heading', { name: 'Your mobile number' })).toBeVisible();
    expect(screen.queryByLabelText(new RegExp(t.identityNo))).toBeNull();
    // nothing can be paid before the guest is known
    expect(await screen.findByRole('button', { name: /^Pay ₹/ })).toBeDisabled();
  });

  it('shows the server-priced stay and the total to pay for the chosen room', async () => {
    api();
    renderBookHotel();
    expect(await screen.findByRole('heading', { name: t.bookTitle })).toBeInTheDocument();
    // two nights at ₹2,000 with 5% GST (a unit up to ₹7,500 a night since 22 Sep 2025)
    expect(await screen.findByRole('button', { name: 'Pay ₹4,200.00' })).toBeInTheDocument();
    expect(screen.getByText('GST (5%)')).toBeInTheDocument();
  });

  it('sends an Idempotency-Key with the booking and opens the checkout for the hold', async () => {
    const calls = api();
    renderBookHotel();
    await fillAndPay();
    expect(await screen.findByRole('dialog', { name: t.sandboxTitle })).toBeInTheDocument();
    const [post] = bookingPosts(calls);
    expect(post?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(post?.body).toMatchObject({
      hotelID: 1,
      CheckIn: checkIn,
      checkOUT: checkOut,
      rooms: [{ RoomTypeID: 3, NoOfAdult: 2, NoOfChild: 0, ExtraPerson: 0 }],
      CustomerName: 'Asha Kumari',
      IdentityNo: 'XXXX-XXXX-1234',
      AcceptTerms: true,
    });
  });

  it('sends a new Idempotency-Key after the server refused the booking', async () => {
    let first = true;
    const calls = api(() => {
      if (first) {
        first = false;
        return fail(409, 'Those rooms were just taken.');
      }
      return { status: 201, body: { success: true, data: CREATED } };
    });
    renderBookHotel();
    await fillAndPay();
    expect(await screen.findByText('Those rooms were just taken.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Pay ₹/ }));
    expect(await screen.findByRole('dialog', { name: t.sandboxTitle })).toBeInTheDocument();
    const keys = bookingPosts(calls).map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toEqual(keys[1]);
  });
});

describe('BookHotelPage: the party carried from the search (issue 26)', () => {
  const adultsPerRoom = () =>
    screen.getAllByLabelText(t.adults).map((el) => (el as HTMLSelectElement).value);
  const roomTypes = () =>
    screen.getAllByLabelText(t.roomType).map((el) => (el as HTMLSelectElement).value);

  it('books the suggested rooms as carried: a Deluxe for 2 and a Single for 1, the total to pay', async () => {
    const calls = api();
    renderBookHotel('rooms=2&adults=3&children=0&plan=3.2.0.0_5.1.0.0');
    // (2,000 + 1,500) x 2 nights + 5% GST
    expect(await screen.findByRole('button', { name: 'Pay ₹7,350.00' })).toBeInTheDocument();
    expect(roomTypes()).toEqual(['3', '5']);
    expect(adultsPerRoom()).toEqual(['2', '1']);
    expect(screen.queryByText(/Your search was for/)).not.toBeInTheDocument();
    await fillAndPay();
    expect(await screen.findByRole('dialog', { name: t.sandboxTitle })).toBeInTheDocument();
    expect(bookingPosts(calls)[0]?.body).toMatchObject({
      rooms: [
        { RoomTypeID: 3, NoOfAdult: 2, NoOfChild: 0, ExtraPerson: 0 },
        { RoomTypeID: 5, NoOfAdult: 1, NoOfChild: 0, ExtraPerson: 0 },
      ],
    });
  });

  it("seats a room type's party without adding a guest: 3 adults in 2 Deluxe rooms are 2 + 1", async () => {
    api();
    renderBookHotel('rooms=2&roomTypeId=3&adults=3');
    expect(await screen.findByRole('button', { name: /^Pay ₹/ })).toBeInTheDocument();
    await waitFor(() => expect(adultsPerRoom()).toEqual(['2', '1']));
    expect(roomTypes()).toEqual(['3', '3']);
  });

  it('says what to change when the rooms do not hold the party', async () => {
    api();
    renderBookHotel('rooms=1&roomTypeId=3&adults=9');
    expect(
      await screen.findByText(`${t.partyMismatch('9 adults', 2)} ${t.partyMismatchMore}`),
    ).toBeInTheDocument();
  });
});

describe('BookHotelPage: a promo code (ADR 365)', () => {
  // the server's price of two nights at ₹2,000 with 10% off: ₹3,600 before 5% GST
  const QUOTE = {
    rooms: [
      {
        RoomTypeID: 3,
        nights: 2,
        pricePerDay: 1800,
        extraAmount: 0,
        amount: 3600,
        gst: 180,
        lines: [{ ratePercent: 5, nights: 2, taxable: 3600, gst: 180 }],
      },
    ],
    roomTotalBeforeDiscount: 4000,
    discount: 400,
    roomTotal: 3600,
    gst: 180,
    totalPayable: 3780,
    PromoCode: 'MONSOON10',
  };

  it('shows the discount the server priced and books with the code', async () => {
    const calls = api(undefined, true, {
      'POST /api/bookings/quote': () => ({ status: 200, body: { success: true, data: QUOTE } }),
    });
    renderBookHotel();
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Pay ₹4,200.00' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: t.promoLabel }), 'monsoon10{Enter}');
    expect(await screen.findByText(t.promoApplied('MONSOON10', '₹400.00'))).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay ₹3,780.00' })).toBeInTheDocument();
    expect(screen.getByTestId('promo-discount')).toHaveTextContent('−₹400.00');
    const quote = calls.find((c) => c.path === '/api/bookings/quote');
    expect(quote?.body).toMatchObject({ hotelID: 1, PromoCode: 'MONSOON10' });
    await fillAndPay();
    expect(await screen.findByRole('dialog', { name: t.sandboxTitle })).toBeInTheDocument();
    expect(bookingPosts(calls)[0]?.body).toMatchObject({ PromoCode: 'MONSOON10' });
  });

  it('says why the server refused a code, on the field, and keeps the price without it', async () => {
    api(undefined, true, {
      'POST /api/bookings/quote': () =>
        fail(400, 'Promo code OLDCODE is valid for nights from 1 Jan 2026 to 31 Jan 2026.'),
    });
    renderBookHotel();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Pay ₹4,200.00' });
    const field = screen.getByRole('textbox', { name: t.promoLabel });
    await user.type(field, 'oldcode');
    await user.click(screen.getByRole('button', { name: t.promoApply }));
    const alert = await screen.findByText(/Promo code OLDCODE is valid for nights from/);
    expect(field).toHaveAccessibleDescription(expect.stringContaining(alert.textContent ?? ''));
    expect(screen.getByTestId('total-payable')).toHaveTextContent('₹4,200.00');
    // the guest can remove the code and pay the price without it
    await user.click(screen.getByRole('button', { name: t.promoRemove }));
    expect(screen.queryByText(/Promo code OLDCODE/)).not.toBeInTheDocument();
  });
});
