import { screen } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreditNoteDto } from '../../../shared/contracts/receipts';
import { fakeApi, renderPage } from '../../test/render';
import { CreditNotePage, TourCreditNotePage } from './CreditNotePage';

afterEach(() => window.history.replaceState(null, '', '/'));

const note = (over: Partial<CreditNoteDto> = {}): CreditNoteDto => ({
  CreditNoteID: 7,
  CreditNoteNo: 'CN/2627/000004',
  CreditNoteDate: '2026-11-28',
  InvoiceNo: 'TOUR/2627/000001',
  InvoiceDate: '2026-11-27',
  BookingID: 5,
  BookingRefNo: 'JTDCT2611270005',
  PlaceOfSupply: 'Jharkhand (20)',
  Reason: 'Cancelled by the guest',
  Supplier: {
    Name: 'JTDC',
    GSTIN: '20AAACJ1234A1Z5',
    Address: 'Ranchi',
    Phone: '0651',
    Email: 'a@b.in',
  },
  Hotel: { Name: 'Netarhat Sunrise Tour', Address: '', NameHi: null, AddressHi: null },
  Tour: { Title: 'Netarhat Sunrise Tour', TitleHi: null, Departure: '2026-12-12 06:00' },
  Guest: {
    Name: 'Ravi Kumar',
    Type: 'Individual',
    Address: '',
    MobileNo: '9876543210',
    EmailID: 'ravi@example.com',
    GSTIN: null,
  },
  Lines: [
    {
      RoomBookingID: 0,
      Description: 'Tour cancellation: 1 traveller',
      SAC: '998555',
      GSTRate: 5,
      gstRateBp: 500,
      TaxableValue: 1000,
      CGST: 25,
      SGST: 25,
      IGST: 0,
      Total: 1050,
    },
  ],
  TaxableValue: 1000,
  Taxes: [
    { TaxType: 'CGST', TaxPercentage: 2.5, TaxAmount: 25 },
    { TaxType: 'SGST', TaxPercentage: 2.5, TaxAmount: 25 },
  ],
  TotalTax: 50,
  Total: 1050,
  AmountInWords: 'One thousand and fifty rupees only',
  ...over,
});

function open(url: string, path: string, page: () => React.ReactNode, api: string) {
  const calls = fakeApi({
    'GET /api/auth/profile': () => ({ status: 200, body: { success: true, user: null } }),
    [`GET ${api}`]: () => ({ status: 200, body: { success: true, data: note() } }),
  });
  window.history.replaceState(null, '', url);
  renderPage(<Route path={path} component={page} />);
  return calls;
}

describe('the tour credit note page', () => {
  it('shows the tour’s note as issued: tour and departure in place of a hotel, SAC 998555', async () => {
    const calls = open(
      '/tour-credit-note/5/7?token=signed',
      '/tour-credit-note/:tourBookingId/:creditNoteId',
      TourCreditNotePage,
      '/api/tour-bookings/5/credit-notes/7',
    );
    expect(await screen.findByTestId('credit-note-no')).toHaveTextContent('CN/2627/000004');
    expect(calls.find((c) => c.path.includes('credit-notes'))?.search).toBe('?token=signed');
    expect(screen.getByText('Tour')).toBeInTheDocument();
    expect(screen.getByText('12 Dec 2026, 06:00')).toBeInTheDocument();
    expect(screen.queryByText('Hotel')).toBeNull();
    expect(screen.getByText('998555')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download PDF/ })).toHaveAttribute(
      'href',
      '/api/tour-bookings/5/credit-notes/7/pdf?token=signed',
    );
  });

  it('the room booking’s page still reads the booking’s note and names the hotel', async () => {
    fakeApi({
      'GET /api/auth/profile': () => ({ status: 200, body: { success: true, user: null } }),
      'GET /api/bookings/40/credit-notes/3': () => ({
        status: 200,
        body: {
          success: true,
          data: note({
            Hotel: {
              Name: 'Patratu Lake Resort',
              Address: 'Patratu',
              NameHi: null,
              AddressHi: null,
            },
            Tour: undefined,
          }),
        },
      }),
    });
    window.history.replaceState(null, '', '/credit-note/40/3');
    renderPage(<Route path="/credit-note/:bookingId/:creditNoteId" component={CreditNotePage} />);
    expect(await screen.findByText('Patratu Lake Resort')).toBeInTheDocument();
    expect(screen.getByText('Hotel')).toBeInTheDocument();
    expect(screen.queryByText('Tour')).toBeNull();
  });
});
