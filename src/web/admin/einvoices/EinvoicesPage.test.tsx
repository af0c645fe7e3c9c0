import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EinvoiceRowDto } from '../../../shared/contracts/einvoices';
import { fakeApi, renderPage } from '../../test/render';
import { EinvoicesPage } from './EinvoicesPage';

const row = (over: Partial<EinvoiceRowDto>): EinvoiceRowDto => ({
  id: 1,
  bookingId: 40,
  docType: 'INV',
  docNo: 'JTDC/2627/000007',
  creditNoteId: null,
  debitNoteId: null,
  status: 'registered',
  attempts: 1,
  lastError: null,
  nextAttemptAt: '2026-11-22T08:35:00.000Z',
  irn: 'a'.repeat(64),
  ackNo: '112010036563310',
  ackDate: '2026-11-22 14:05:09',
  cancelWanted: false,
  updatedAt: '2026-11-22T08:35:09.000Z',
  ...over,
});

const registered = row({});
const failed = row({
  id: 2,
  bookingId: 41,
  docNo: 'JTDC/2627/000008',
  status: 'failed',
  attempts: 3,
  lastError: 'Invalid GSTIN of the buyer',
  irn: null,
  ackNo: null,
  ackDate: null,
});

/** The e-invoice list (ADR 251) with the API answered per status. */
function renderWith() {
  let retried = false;
  const calls = fakeApi({
    'GET /api/staff/einvoices': (_b, call) => {
      const all = [retried ? { ...failed, status: 'queued' as const } : failed, registered];
      const wanted = new URLSearchParams(call.search).get('status');
      return {
        status: 200,
        body: { success: true, data: wanted ? all.filter((e) => e.status === wanted) : all },
      };
    },
    'POST /api/staff/einvoices/2/retry': () => {
      retried = true;
      return { status: 200, body: { success: true, data: null } };
    },
  });
  renderPage(<EinvoicesPage />);
  return calls;
}

describe('the e-invoices page', () => {
  it('lists each document with booking, status, attempts, last error, IRN and ack', async () => {
    renderWith();
    const failedRow = (await screen.findByRole('rowheader', { name: /000008/ })).closest('tr')!;
    expect(within(failedRow as HTMLElement).getByText('Failed')).toBeInTheDocument();
    expect(
      within(failedRow as HTMLElement).getByText('Invalid GSTIN of the buyer'),
    ).toBeInTheDocument();
    expect(
      within(failedRow as HTMLElement).getByRole('link', { name: 'Booking 41' }),
    ).toHaveAttribute('href', '/admin/bookings/41');
    const okRow = screen.getByRole('rowheader', { name: /000007/ }).closest('tr') as HTMLElement;
    expect(within(okRow).getByText('112010036563310')).toBeInTheDocument();
    expect(within(okRow).getByText(/^aaaaaaaaaaaa/)).toBeInTheDocument();
    expect(within(okRow).queryByRole('button')).toBeNull();
  });

  it('asks the server for the chosen status only', async () => {
    const calls = renderWith();
    await screen.findByRole('rowheader', { name: /000008/ });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        path: '/api/staff/einvoices',
        search: '?status=failed',
      }),
    );
    expect(await screen.findByRole('rowheader', { name: /000008/ })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /000007/ })).toBeNull();
  });

  it('retries a failed e-invoice and shows it queued again', async () => {
    const calls = renderWith();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry Invoice JTDC/2627/000008' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Invoice JTDC/2627/000008 was queued again and tried at once.',
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/staff/einvoices/2/retry',
    ]);
    const table = screen.getByRole('table');
    const again = (await within(table).findByText('Queued')).closest('tr') as HTMLElement;
    expect(within(again).queryByRole('button', { name: /Retry/ })).toBeNull();
  });
});
