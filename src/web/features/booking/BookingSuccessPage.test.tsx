import { screen } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../shared/messages';
import { fail, fakeApi, renderPage } from '../../test/render';
import { BookingSuccessPage } from './BookingSuccessPage';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function open(url: string) {
  window.history.replaceState(null, '', url);
  renderPage(<Route path="/booking-success/:orderId" component={BookingSuccessPage} />);
}

describe('BookingSuccessPage', () => {
  it("shows the server's reference and total for the customer's own order", async () => {
    fakeApi({
      'GET /api/auth/profile': () => fail(401, 'Please log in to continue.'),
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
  });

  it('still shows the reference and the total paid from its link when the server cannot tell', async () => {
    fakeApi({
      'GET /api/auth/profile': () => fail(401, 'Please log in to continue.'),
      'GET /api/bookings/by-order/order_2': () => fail(401, 'Please log in to continue.'),
    });
    open(
      '/booking-success/order_2?guestName=Asha%20Kumari&amount=4928.00&bookingRef=JTDC26112300002',
    );
    expect(await screen.findByTestId('booking-ref')).toHaveTextContent('JTDC26112300002');
    expect(screen.getByTestId('total-paid')).toHaveTextContent('₹4,928.00');
  });
});
