import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPage } from '../../test/render';
import { GstReportPage } from './GstReportPage';

const row = (n: number) => ({
  documentType: 'Invoice',
  number: `JTDC/2627/00000${n}`,
  date: '2026-11-05',
  originalInvoiceNo: null,
  originalInvoiceDate: null,
  guestName: `Guest ${n}`,
  guestGstin: null,
  placeOfSupply: '20-Jharkhand',
  sac: '996311',
  taxableValue: 1000,
  rate: 12,
  cgst: 60,
  sgst: 60,
  igst: 0,
  total: 1120,
});
const totals = {
  invoices: 3,
  creditNotes: 0,
  debitNotes: 0,
  taxableValue: 3000,
  cgst: 180,
  sgst: 180,
  igst: 0,
  total: 3360,
};

describe('GST register page', () => {
  it('pages through the month with the keyboard and says which documents are shown', async () => {
    const calls = fakeApi({
      'GET /api/staff/reports/gst-register': (_b, call) => {
        const after = new URLSearchParams(call.search).get('after');
        const data = after
          ? { month: '2026-11', rows: [row(3)], totals, next: null }
          : { month: '2026-11', rows: [row(1), row(2)], totals, next: 'cursor2' };
        return { status: 200, body: { success: true, data } };
      },
    });
    renderPage(<GstReportPage />);
    expect(await screen.findByText('Documents 1 to 2 of 3.')).toBeInTheDocument();
    expect(screen.getByText('Guest 1')).toBeInTheDocument();
    // the page's own rows are not offered as the month's CSV: the download is the whole month
    expect(screen.queryByRole('button', { name: /Export CSV/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/staff\/reports\/gst\?month=\d{4}-\d{2}$/),
    );

    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    const shown = await screen.findByText('Documents 3 to 3 of 3.');
    expect(shown).toHaveFocus();
    expect(screen.getByText('Guest 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(calls.at(-1)?.search).toContain('after=cursor2');
    expect(calls.at(-1)?.search).toContain('limit=100');

    screen.getByRole('button', { name: 'Previous page' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Documents 1 to 2 of 3.')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('shows each document’s SAC: a tour invoice under 998555 beside the rooms’ 996311', async () => {
    fakeApi({
      'GET /api/staff/reports/gst-register': () => ({
        status: 200,
        body: {
          success: true,
          data: {
            month: '2026-11',
            rows: [row(1), { ...row(2), number: 'TOUR/2627/000001', sac: '998555', rate: 5 }],
            totals,
            next: null,
          },
        },
      }),
    });
    renderPage(<GstReportPage />);
    const tourRow = (await screen.findByText('TOUR/2627/000001')).closest('tr')!;
    expect(within(tourRow).getByText('998555')).toBeInTheDocument();
    const roomRow = screen.getByText('JTDC/2627/000001').closest('tr')!;
    expect(within(roomRow).getByText('996311')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'SAC' })).toBeInTheDocument();
  });
});
