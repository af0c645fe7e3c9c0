import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { gstRegisterReply, type GstRegisterRow } from '../../../shared/contracts/reports';
import { todayIst } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { MonthFilter } from './MonthFilter';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi } from '../api';
import { DataTable, type Column } from './DataTable';
import styles from './reports.module.css';

const money = (n: number) =>
  n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const fixed = (n: number) => n.toFixed(2);

const COLUMNS: Column<GstRegisterRow>[] = [
  { label: 'Document type', value: (r) => r.documentType },
  {
    label: 'Number',
    value: (r) => r.number,
    nowrap: true,
    show: (r) => (
      <>
        {r.number}
        {r.originalInvoiceNo ? (
          <span className={styles.sub}>against {r.originalInvoiceNo}</span>
        ) : null}
      </>
    ),
  },
  { label: 'Date', value: (r) => r.date, nowrap: true },
  { label: 'Original invoice number', value: (r) => r.originalInvoiceNo, csvOnly: true },
  { label: 'Original invoice date', value: (r) => r.originalInvoiceDate, csvOnly: true },
  {
    label: 'Guest name',
    value: (r) => r.guestName,
    show: (r) => (
      <>
        {r.guestName}
        {r.guestGstin ? <span className={styles.sub}>GSTIN {r.guestGstin}</span> : null}
      </>
    ),
  },
  { label: 'Guest GSTIN', value: (r) => r.guestGstin, csvOnly: true },
  { label: 'Place of supply', value: (r) => r.placeOfSupply },
  // 996311 a hotel room, 998555 a tour (ADR 367)
  { label: 'SAC', value: (r) => r.sac, nowrap: true },
  {
    label: 'Taxable value (₹)',
    value: (r) => fixed(r.taxableValue),
    show: (r) => money(r.taxableValue),
    numeric: true,
  },
  { label: 'Rate (%)', value: (r) => fixed(r.rate), numeric: true },
  { label: 'CGST (₹)', value: (r) => fixed(r.cgst), show: (r) => money(r.cgst), numeric: true },
  { label: 'SGST (₹)', value: (r) => fixed(r.sgst), show: (r) => money(r.sgst), numeric: true },
  { label: 'IGST (₹)', value: (r) => fixed(r.igst), show: (r) => money(r.igst), numeric: true },
  { label: 'Total (₹)', value: (r) => fixed(r.total), show: (r) => money(r.total), numeric: true },
];

/** Documents (invoices and credit notes) on a page of the register. */
export const GST_PAGE_SIZE = 100;

/**
 * /admin/reports/gst: the month's GST register (invoices and credit notes) for the GSTR-1 return,
 * a page of documents at a time with the whole month's totals (ADR 326); the download is the
 * whole month, streamed by the server. Previous and Next are buttons; after a page change the
 * focus moves to the line that says which documents are shown.
 */
export function GstReportPage() {
  const [month, setMonthState] = useState(() => todayIst().slice(0, 7));
  // the cursors of the pages shown so far: [undefined] is the first page
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  // the number of documents on each page before this one, to say "documents 101 to 200"
  const [before, setBefore] = useState<number[]>([0]);
  const pageStatus = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  const valid = /^\d{4}-\d{2}$/.test(month);
  const cursor = cursors.at(-1);
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'gst-register', month, cursor ?? ''],
    queryFn: () =>
      adminApi(
        `/api/staff/reports/gst-register?month=${month}&limit=${GST_PAGE_SIZE}${
          cursor ? `&after=${encodeURIComponent(cursor)}` : ''
        }`,
        gstRegisterReply,
      ),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const reg = q.data?.data;
  const t = reg?.totals;
  const docs = reg ? new Set(reg.rows.map((r) => `${r.documentType}|${r.number}`)).size : 0;
  const start = before.at(-1) ?? 0;
  const all = t ? t.invoices + t.creditNotes + t.debitNotes : 0;

  useEffect(() => {
    if (moved.current && !q.isPlaceholderData) {
      moved.current = false;
      pageStatus.current?.focus();
    }
  }, [q.isPlaceholderData, reg]);

  const setMonth = (m: string) => {
    setMonthState(m);
    setCursors([undefined]);
    setBefore([0]);
  };
  const next = () => {
    if (!reg?.next) return;
    moved.current = true;
    setCursors((c) => [...c, reg.next ?? undefined]);
    setBefore((b) => [...b, start + docs]);
  };
  const previous = () => {
    moved.current = true;
    setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c));
    setBefore((b) => (b.length > 1 ? b.slice(0, -1) : b));
  };

  return (
    <AdminPage
      title="GST register"
      intro="Every tax invoice and credit note of the month, ready for the GSTR-1 return. Credit notes are negative, so the totals are the month's invoices less its credit notes."
      actions={
        valid ? (
          <Button
            href={`/api/staff/reports/gst?month=${month}`}
            variant="primary"
            iconStart="download"
            download
          >
            Download CSV<span className="visually-hidden"> of the whole month</span>
          </Button>
        ) : null
      }
    >
      <MonthFilter month={month} onChange={setMonth} />
      {q.isPending && valid ? <p role="status">Loading the register…</p> : null}
      {q.isError ? (
        <p role="alert" className={styles.error}>
          {q.error.message}
        </p>
      ) : null}
      {reg && t ? (
        <>
          <p role="status">
            {t.invoices} invoice{t.invoices === 1 ? '' : 's'}, {t.creditNotes} credit note
            {t.creditNotes === 1 ? '' : 's'} and {t.debitNotes} debit note
            {t.debitNotes === 1 ? '' : 's'} in {reg.month}. Net total ₹{money(t.total)} (taxable ₹
            {money(t.taxableValue)}, CGST ₹{money(t.cgst)}, SGST ₹{money(t.sgst)}, IGST ₹
            {money(t.igst)}).
          </p>
          <p ref={pageStatus} tabIndex={-1} className={styles.pageStatus} aria-live="polite">
            {docs === 0
              ? 'No documents on this page.'
              : `Documents ${start + 1} to ${start + docs} of ${all}.`}
          </p>
          <DataTable
            caption={`GST register ${reg.month}, documents ${docs ? start + 1 : 0} to ${start + docs}`}
            columns={COLUMNS}
            rows={reg.rows}
            fileName={`gst-register-${reg.month}.csv`}
            exportable={false}
            footer={[
              'Month total',
              `${t.invoices} invoices, ${t.creditNotes} credit notes, ${t.debitNotes} debit notes`,
              '',
              '',
              '',
              '',
              '',
              '',
              fixed(t.taxableValue),
              '',
              fixed(t.cgst),
              fixed(t.sgst),
              fixed(t.igst),
              fixed(t.total),
            ]}
          />
          {cursors.length > 1 || reg.next ? (
            <nav className={styles.pager} aria-label="Pages of the register">
              <Button
                variant="secondary"
                size="sm"
                disabled={cursors.length <= 1 || q.isFetching}
                onClick={previous}
              >
                Previous page
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={!reg.next || q.isFetching}
                onClick={next}
              >
                Next page
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}
    </AdminPage>
  );
}
