import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPage } from '../../test/render';
import { RefundsPage } from './RefundsPage';

const refund = (id: number, over: object) => ({
  id,
  subject: 'booking',
  bookingId: 10,
  tourBookingId: null,
  bookingRefNo: 'JTDC-0010',
  guestName: 'Asha Verma',
  amountPaise: 250000,
  status: 'failed',
  gatewayState: 'failed',
  gateway: 'razorpay',
  gatewayRefundId: null,
  reason: 'cancellation',
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
  retriedAs: null,
  ...over,
});

describe('refunds page', () => {
  it('lists a tour refund beside a room refund, marked as a tour booking, with its retry', async () => {
    fakeApi({
      'GET /api/staff/refunds': () => ({
        status: 200,
        body: {
          success: true,
          data: [
            refund(2, {
              subject: 'tour_booking',
              bookingId: null,
              tourBookingId: 5,
              bookingRefNo: 'TB-0005',
              guestName: 'Ravi Kumar',
            }),
            refund(1, {}),
          ],
        },
      }),
    });
    renderPage(<RefundsPage />);
    const tourRow = (await screen.findByText('TB-0005')).closest('tr')!;
    expect(within(tourRow).getByText('Tour booking')).toBeInTheDocument();
    expect(within(tourRow).getByRole('button', { name: 'Retry refund 2' })).toBeInTheDocument();
    const roomRow = screen.getByText('JTDC-0010').closest('tr')!;
    expect(within(roomRow).queryByText('Tour booking')).toBeNull();
  });
});
