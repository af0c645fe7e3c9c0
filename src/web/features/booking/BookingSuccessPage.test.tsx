import { screen } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../shared/messages';
import { type Call, fail, fakeApi, renderPage } from '../../test/render';
import { BookingSuccessPage } from './BookingSuccessPage';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const asha = {
  customerId: 7,
  EmailId: 'asha@example.com',
  Customer_Name: 'Asha Kumari',
  Mobile_Number: '9876543210',
};
const loggedIn = () => ({ status: 200, body: { success: true, user: asha } });
const visitor = () => ({ status: 200, body: { success: true, user: null } });
const asksOrder = (calls: Call[]) => calls.some((c) => c.path.startsWith('/api/bookings/by-order'));

function open(url: string) {
  window.history.replaceState(null, '', url);
  renderPage(<Route path="/booking-success/:orderId" component={BookingSuccessPage} />);
}

describe('BookingSuccessPage', () => {
  it("shows the server's reference and total for the logged-in customer's own order", async () => {
    const calls = fakeApi({
      'GET /api/auth/profile': loggedIn,
      'GET /api/bookings/by-order/order_1': () => ({
        status: 200,
        body: {
          success: true,
          data: {
            bookingId: 1,
            BookingRefNo: 'JTDC26112300001',
            status: 'confirmed',
            token: 'signed-link-token',
            CustomerName: 'Asha Kumari',
            hotelName: 'Patratu Lake Resort',
            CheckIn: '2026-12-13',
            checkOUT: '2026-12-15',
            rooms: 1,
            totalPaid: 4928,
            MobileNo: '9876543210',
            EmailID: 'asha@example.com',
          },
        },
      }),
    });
    open('/booking-success/order_1?guestName=Someone&amount=1.00&bookingRef=FAKE');
    expect(await screen.findByTestId('booking-ref')).toHaveTextContent('JTDC26112300001');
    expect(screen.getByRole('heading', { name: MSG.bookingConfirmed })).toBeInTheDocument();
    expect(screen.getByTestId('total-paid')).toHaveTextContent('₹4,928.00');
    expect(screen.getByText('Patratu Lake Resort', { exact: false })).toBeInTheDocument();
    expect(asksOrder(calls)).toBe(true);
  });

  it('shows a visitor the reference and total from the link without asking the login-only route', async () => {
    const calls = fakeApi({
      'GET /api/auth/profile': visitor,
      'GET /api/bookings/by-order/order_2': () => fail(401, 'Please log in to continue.'),
    });
    open(
      '/booking-success/order_2?guestName=Asha%20Kumari&amount=4928.00&bookingRef=JTDC26112300002',
    );
    expect(await screen.findByTestId('booking-ref')).toHaveTextContent('JTDC26112300002');
    expect(screen.getByTestId('total-paid')).toHaveTextContent('₹4,928.00');
    expect(asksOrder(calls)).toBe(false);
  });

  it("falls back to the link's reference when the server does not know a logged-in customer's order", async () => {
    const calls = fakeApi({
      'GET /api/auth/profile': loggedIn,
      'GET /api/bookings/by-order/order_3': () => fail(404, 'Booking not found.'),
    });
    open('/booking-success/order_3?amount=4928.00&bookingRef=JTDC26112300003');
    expect(await screen.findByTestId('booking-ref')).toHaveTextContent('JTDC26112300003');
    expect(screen.getByTestId('total-paid')).toHaveTextContent('₹4,928.00');
    expect(asksOrder(calls)).toBe(true);
  });
});
