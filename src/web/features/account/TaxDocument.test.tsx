// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CreditNoteDto, DebitNoteDto, InvoiceDto } from '../../../shared/contracts/receipts';
import { BookingInvoicePage } from './BookingInvoicePage';
import { CreditNotePage } from './CreditNotePage';
import { DebitNotePage } from './DebitNotePage';

const supplier = {
  Name: 'Jharkhand Tourism Development Corporation',
  GSTIN: '20AAACJ1234K1Z5',
  Address: 'Ranchi',
  Phone: '0651-0000000',
  Email: 'info@example.in',
};
const hotel = {
  Name: 'Hotel Patratu Lake Resort',
  Address: 'Patratu',
  NameHi: null,
  AddressHi: null,
};
const guest = {
  Name: 'Asha Oraon',
  Type: 'Individual',
  Address: 'Lalpur, Ranchi',
  MobileNo: '9800000001',
  EmailID: 'asha@example.in',
  GSTIN: null,
};
const taxes = [
  { TaxType: 'CGST', TaxPercentage: 2.5, TaxAmount: 100 },
  { TaxType: 'SGST', TaxPercentage: 2.5, TaxAmount: 100 },
];

const invoice: InvoiceDto = {
  InvoiceNo: 'JTDC/2026-27/000123',
  InvoiceDate: '2026-11-20',
  BookingID: 7,
  BookingRefNo: 'JTDC26112000007',
  PlaceOfSupply: 'Jharkhand (20)',
  Supplier: supplier,
  Hotel: hotel,
  Guest: guest,
  CheckIn: '2026-12-20',
  CheckOut: '2026-12-22',
  Nights: 2,
  Lines: [
    {
      RoomBookingID: 70,
      Description: 'Deluxe Room, 2 adults',
      SAC: '996311',
      Nights: 2,
      Rate: 2000,
      ExtraPersons: 0,
      ExtraAmount: 0,
      TaxableValue: 4000,
      GSTRate: 5,
      gstRateBp: 500,
      CGST: 100,
      SGST: 100,
      Total: 4200,
    },
  ],
  TaxableValue: 4000,
  Taxes: taxes,
  TotalTax: 200,
  Total: 4200,
  AmountInWords: 'Rupees Four Thousand Two Hundred Only',
  TransactionNo: 'pay_1',
  PaymentMode: 'Online',
  irn: null,
  ackNo: null,
  ackDate: null,
  signedQr: null,
};

const creditNote: CreditNoteDto = {
  CreditNoteID: 3,
  CreditNoteNo: 'JTDC/CN/2026-27/000003',
  CreditNoteDate: '2026-11-25',
  InvoiceNo: invoice.InvoiceNo,
  InvoiceDate: invoice.InvoiceDate,
  BookingID: 7,
  BookingRefNo: invoice.BookingRefNo,
  PlaceOfSupply: invoice.PlaceOfSupply,
  Reason: 'cancellation of the booking',
  Supplier: supplier,
  Hotel: hotel,
  Guest: guest,
  Lines: [
    {
      RoomBookingID: 70,
      Description: 'Deluxe Room, 2 adults',
      SAC: '996311',
      GSTRate: 5,
      gstRateBp: 500,
      TaxableValue: 4000,
      CGST: 100,
      SGST: 100,
      IGST: 0,
      Total: 4200,
    },
  ],
  TaxableValue: 4000,
  Taxes: taxes,
  TotalTax: 200,
  Total: 4200,
  AmountInWords: 'Rupees Four Thousand Two Hundred Only',
};

const { CreditNoteID: _id, CreditNoteNo: _no, CreditNoteDate: _date, ...noteBody } = creditNote;
const debitNote: DebitNoteDto = {
  ...noteBody,
  DebitNoteID: 4,
  DebitNoteNo: 'DN/2627/000004',
  DebitNoteDate: '2026-11-26',
  Reason: 'Change of stay dates: difference in the value of supply',
};

afterEach(() => vi.unstubAllGlobals());

function open(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = url.startsWith('/api/bookings/7/invoice')
        ? invoice
        : url.startsWith('/api/bookings/7/credit-notes/3')
          ? creditNote
          : url.startsWith('/api/bookings/7/debit-notes/4')
            ? debitNote
            : null;
      return new Response(JSON.stringify(data ? { success: true, data } : { success: false }), {
        status: data ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const memory = memoryLocation({ path });
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <Suspense fallback={null}>
        <Router hook={memory.hook}>
          <Route path="/booking-Invoice/:P_intBookingID" component={BookingInvoicePage} />
          <Route path="/credit-note/:bookingId/:creditNoteId" component={CreditNotePage} />
          <Route path="/debit-note/:bookingId/:debitNoteId" component={DebitNotePage} />
        </Router>
      </Suspense>
    </QueryClientProvider>,
  );
}

/** What both tax documents show in the one layout: the guest, the lines, the totals. */
async function expectTaxDocument(totalLabel: RegExp) {
  const tables = await screen.findAllByRole('table');
  const [lines, totals] = tables;
  expect(within(lines!).getByRole('rowheader', { name: /Deluxe Room, 2 adults/ })).toBeTruthy();
  expect(within(lines!).getAllByRole('columnheader')[0]!.textContent).toMatch(/Description/i);
  expect(within(totals!).getByRole('rowheader', { name: 'CGST @ 2.5%' })).toBeTruthy();
  const grand = within(totals!).getByRole('rowheader', { name: totalLabel }).closest('tr')!;
  expect(grand.textContent).toContain('4,200.00');
  expect(screen.getByText('Asha Oraon')).toBeTruthy();
  expect(screen.getByText(/Rupees Four Thousand Two Hundred Only/)).toBeTruthy();
}

describe('one layout for the tax documents (issue 25)', () => {
  it('the invoice shows its number, the guest billed, its lines and its total', async () => {
    open('/booking-Invoice/7?token=t');
    expect((await screen.findByTestId('invoice-no')).textContent).toBe(invoice.InvoiceNo);
    expect(screen.getByText('Billed to')).toBeTruthy();
    await expectTaxDocument(/Total \(including GST\)/);
  });

  it('the credit note shows its number, the invoice it corrects, the guest, its lines and the amount credited', async () => {
    open('/credit-note/7/3?token=t');
    expect((await screen.findByTestId('credit-note-no')).textContent).toBe(creditNote.CreditNoteNo);
    expect(screen.getAllByText(invoice.InvoiceNo).length).toBeGreaterThan(0);
    expect(screen.getByText('Issued to')).toBeTruthy();
    await expectTaxDocument(/Total credited \(incl\. GST\)/);
  });

  it('the debit note shows its number, the invoice it adds to, the reason, the guest, its lines and the amount debited', async () => {
    open('/debit-note/7/4?token=t');
    expect((await screen.findByTestId('debit-note-no')).textContent).toBe(debitNote.DebitNoteNo);
    expect(screen.getAllByText(invoice.InvoiceNo).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/GST Debit Note/);
    expect(screen.getByText(debitNote.Reason)).toBeTruthy();
    expect(screen.getByText(/increases the taxable value and tax of invoice/)).toBeTruthy();
    const pdf = screen.getByRole('link', { name: /PDF/i });
    expect(pdf.getAttribute('href')).toBe('/api/bookings/7/debit-notes/4/pdf?token=t');
    await expectTaxDocument(/Total debited \(incl\. GST\)/);
  });
});
