import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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

/** /admin/reports/gst: the month's GST register (invoices and credit notes) for the GSTR-1 return. */
export function GstReportPage() {
  const [month, setMonth] = useState(() => todayIst().slice(0, 7));
  const valid = /^\d{4}-\d{2}$/.test(month);
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'gst-register', month],
    queryFn: () => adminApi(`/api/staff/reports/gst-register?month=${month}`, gstRegisterReply),
    enabled: valid,
  });
  const reg = q.data?.data;
  const t = reg?.totals;
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
            Download CSV
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
            {t.invoices} invoice{t.invoices === 1 ? '' : 's'} and {t.creditNotes} credit note
            {t.creditNotes === 1 ? '' : 's'} in {reg.month}. Net total ₹{money(t.total)} (taxable ₹
            {money(t.taxableValue)}, CGST ₹{money(t.cgst)}, SGST ₹{money(t.sgst)}, IGST ₹
            {money(t.igst)}).
          </p>
          <DataTable
            caption={`GST register ${reg.month}`}
            columns={COLUMNS}
            rows={reg.rows}
            fileName={`gst-register-${reg.month}.csv`}
            footer={[
              'Total',
              `${t.invoices} invoices, ${t.creditNotes} credit notes`,
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
        </>
      ) : null}
    </AdminPage>
  );
}
