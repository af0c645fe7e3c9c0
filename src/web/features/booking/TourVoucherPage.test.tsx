import { screen } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderPage } from '../../test/render';
import { TourVoucherPage } from './TourVoucherPage';

afterEach(() => window.history.replaceState(null, '', '/'));

const detail = (over: object = {}) => ({
  id: 5,
  BookingRefNo: 'JTDCT2611270005',
  status: 'confirmed',
  tourId: 1,
  tourTitle: 'Netarhat Sunrise Tour',
  tourTitleHi: null,
  includes: ['AC bus'],
  includesHi: null,
  departure: { id: 3, date: '2026-12-12', time: '06:00', status: 'open' },
  pickupPoint: { id: 9, name: 'Ranchi Railway Station', time: '06:00' },
  guidePhone: '9431100000',
  travellers: [
    {
      id: 1,
      name: 'Ravi Kumar',
      age: 40,
      idType: 'Aadhaar Card',
      child: false,
      pricePaise: 200000,
      status: 'booked',
    },
  ],
  CustomerName: 'Ravi Kumar',
  EmailID: 'ravi@example.com',
  MobileNo: '9876543210',
  amountPaise: 200000,
  gstPaise: 10000,
  gstRateBp: 500,
  totalPaise: 210000,
  sac: '998555',
  invoiceNo: 'TOUR/2627/000001',
  holdExpiresAt: '2026-11-27T10:15:00.000Z',
  confirmedAt: '2026-11-27T10:05:00.000Z',
  payment: null,
  refunds: [],
  creditNotes: [],
  ...over,
});

function open(url: string, data: object) {
  fakeApi({
    'GET /api/auth/profile': () => ({ status: 200, body: { success: true, user: null } }),
    'GET /api/tour-bookings/5': () => ({ status: 200, body: { success: true, data } }),
  });
  window.history.replaceState(null, '', url);
  renderPage(<Route path="/tour-voucher/:id" component={TourVoucherPage} />);
}

describe('TourVoucherPage: the voucher PDF', () => {
  it('links the PDF of a paid booking with the signed link’s token and the page’s language', async () => {
    open('/tour-voucher/5?token=signed-token', detail());
    const link = await screen.findByRole('link', { name: 'Download voucher (PDF)' });
    expect(link).toHaveAttribute(
      'href',
      '/api/tour-bookings/5/voucher.pdf?token=signed-token&lang=en',
    );
  });

  it('offers no PDF for an unpaid hold (it has no voucher yet)', async () => {
    open('/tour-voucher/5', detail({ status: 'pending_payment', invoiceNo: null }));
    await screen.findByText('JTDCT2611270005');
    expect(screen.queryByRole('link', { name: 'Download voucher (PDF)' })).toBeNull();
  });
});

describe('TourVoucherPage: credit notes', () => {
  it('links each credit note of a cancellation to its page, keeping the signed link’s token', async () => {
    open(
      '/tour-voucher/5?token=signed-token',
      detail({
        status: 'partially_cancelled',
        refunds: [
          { id: 2, amountPaise: 105000, status: 'processed', createdAt: '2026-11-28T05:00:00Z' },
        ],
        creditNotes: [{ id: 7, no: 'CN/2627/000004', date: '2026-11-28' }],
      }),
    );
    const link = await screen.findByRole('link', {
      name: 'Credit note CN/2627/000004 of 28 Nov 2026',
    });
    expect(link).toHaveAttribute('href', '/tour-credit-note/5/7?token=signed-token');
  });

  it('has no credit notes section before anything is cancelled', async () => {
    open('/tour-voucher/5', detail());
    await screen.findByText('JTDCT2611270005');
    expect(screen.queryByRole('heading', { name: 'GST credit notes' })).toBeNull();
  });
});
