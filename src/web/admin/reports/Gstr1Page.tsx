import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  GSTR1_DOC_KINDS,
  gstr1,
  gstr1Totals,
  gstRegisterReply,
  type Gstr1,
  type Gstr1HsnRow,
  type Gstr1Item,
} from '../../../shared/contracts/reports';
import { todayIst } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { MonthFilter } from './MonthFilter';
import { AdminPage } from '../AdminPage';
import { downloadFile } from '../csv';
import { ADMIN_KEY, adminApi } from '../api';
import { DataTable, type Column } from './DataTable';
import styles from './reports.module.css';

const money = (n: number) =>
  n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const fixed = (n: number) => n.toFixed(2);
const paise = (n: number) => Math.round(n * 100);

/** One row per document and rate: how B2B invoices and CDNR notes show on the page. */
type DocRow = { ctin: string; number: string; date: string; value: number; item: Gstr1Item };

const amountColumns = <T,>(get: (r: T) => Gstr1Item['itm_det']): Column<T>[] => [
  { label: 'Rate (%)', value: (r) => get(r).rt, numeric: true },
  {
    label: 'Taxable value (₹)',
    value: (r) => fixed(get(r).txval),
    show: (r) => money(get(r).txval),
    numeric: true,
  },
  {
    label: 'CGST (₹)',
    value: (r) => fixed(get(r).camt),
    show: (r) => money(get(r).camt),
    numeric: true,
  },
  {
    label: 'SGST (₹)',
    value: (r) => fixed(get(r).samt),
    show: (r) => money(get(r).samt),
    numeric: true,
  },
  {
    label: 'IGST (₹)',
    value: (r) => fixed(get(r).iamt),
    show: (r) => money(get(r).iamt),
    numeric: true,
  },
];

const DOC_COLUMNS = (numberLabel: string): Column<DocRow>[] => [
  { label: 'GSTIN of the guest', value: (r) => r.ctin, nowrap: true },
  { label: numberLabel, value: (r) => r.number, nowrap: true },
  { label: 'Date', value: (r) => r.date, nowrap: true },
  {
    label: 'Document value (₹)',
    value: (r) => fixed(r.value),
    show: (r) => money(r.value),
    numeric: true,
  },
  ...amountColumns<DocRow>((r) => r.item.itm_det),
];

const B2CS_COLUMNS: Column<NonNullable<Gstr1['b2cs']>[number]>[] = [
  { label: 'Place of supply', value: (r) => r.pos },
  { label: 'Supply type', value: (r) => r.sply_ty },
  ...amountColumns<NonNullable<Gstr1['b2cs']>[number]>((r) => r),
];

const HSN_COLUMNS: Column<Gstr1HsnRow>[] = [
  { label: 'SAC', value: (r) => r.hsn_sc },
  { label: 'Description', value: (r) => r.desc },
  { label: 'UQC', value: (r) => r.uqc },
  ...amountColumns<Gstr1HsnRow>((r) => r),
];

type DocRange = {
  kind: string;
  from: string;
  to: string;
  totnum: number;
  cancel: number;
  net: number;
};
const RANGE_COLUMNS: Column<DocRange>[] = [
  { label: 'Nature of document', value: (r) => r.kind },
  { label: 'From', value: (r) => r.from, nowrap: true },
  { label: 'To', value: (r) => r.to, nowrap: true },
  { label: 'Total', value: (r) => r.totnum, numeric: true },
  { label: 'Cancelled', value: (r) => r.cancel, numeric: true },
  { label: 'Net issued', value: (r) => r.net, numeric: true },
];

function downloadJson(fileName: string, data: unknown) {
  downloadFile(fileName, new Blob([JSON.stringify(data)], { type: 'application/json' }));
}

/**
 * /admin/gstr1: the month's GSTR-1 return, section by section, and the JSON file the GST portal's
 * offline tool imports (ADR 249). Its totals are checked against the GST register's.
 */
export function Gstr1Page() {
  const [month, setMonth] = useState(() => todayIst().slice(0, 7));
  const valid = /^\d{4}-\d{2}$/.test(month);
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'gstr1', month],
    queryFn: () => adminApi(`/api/staff/reports/gstr1?month=${month}`, gstr1),
    enabled: valid,
  });
  const reg = useQuery({
    queryKey: [ADMIN_KEY, 'gst-register', month],
    // only the totals are compared: one document is the smallest page
    queryFn: () =>
      adminApi(`/api/staff/reports/gst-register?month=${month}&limit=1`, gstRegisterReply),
    enabled: valid,
  });
  const r = q.data;
  const t = r ? gstr1Totals(r) : null;
  const rt = reg.data?.data.totals;
  const agrees =
    t && rt
      ? paise(t.txval) === paise(rt.taxableValue) &&
        paise(t.camt) === paise(rt.cgst) &&
        paise(t.samt) === paise(rt.sgst) &&
        paise(t.iamt) === paise(rt.igst)
      : null;
  const docRows = (
    groups: {
      ctin: string;
      docs: { number: string; date: string; value: number; itms: Gstr1Item[] }[];
    }[],
  ) =>
    groups.flatMap((g) =>
      g.docs.flatMap((d) =>
        d.itms.map((item) => ({
          ctin: g.ctin,
          number: d.number,
          date: d.date,
          value: d.value,
          item,
        })),
      ),
    );
  const b2b = docRows(
    (r?.b2b ?? []).map((g) => ({
      ctin: g.ctin,
      docs: g.inv.map((i) => ({ number: i.inum, date: i.idt, value: i.val, itms: i.itms })),
    })),
  );
  const cdnr = docRows(
    (r?.cdnr ?? []).map((g) => ({
      ctin: g.ctin,
      // the kind beside the number: a credit note reduces the month, a debit note adds (ADR 381)
      docs: g.nt.map((n) => ({
        number: `${n.nt_num} (${n.ntty === 'D' ? 'debit' : 'credit'})`,
        date: n.nt_dt,
        value: n.val,
        itms: n.itms,
      })),
    })),
  );
  const ranges: DocRange[] = (r?.doc_issue.doc_det ?? []).flatMap((d) =>
    d.docs.map((x) => ({
      kind: GSTR1_DOC_KINDS[d.doc_num as keyof typeof GSTR1_DOC_KINDS] ?? `Document ${d.doc_num}`,
      from: x.from,
      to: x.to,
      totnum: x.totnum,
      cancel: x.cancel,
      net: x.net_issue,
    })),
  );
  const hsnLists: [string, Gstr1HsnRow[] | undefined][] = r
    ? [
        ['SAC summary, B2B', r.hsn.hsn_b2b],
        ['SAC summary, B2C', r.hsn.hsn_b2c],
        ['SAC summary', r.hsn.data],
      ]
    : [];

  return (
    <AdminPage
      title="GSTR-1"
      intro="The month's GSTR-1 return: invoices to guests with a GSTIN (B2B), other supplies by rate (B2CS), credit and debit notes to registered guests (CDNR), the SAC summary and the documents issued. Download the JSON and import it in the GST portal's offline tool."
      actions={
        r ? (
          <Button
            variant="primary"
            iconStart="download"
            onClick={() => downloadJson(`GSTR1_${r.gstin}_${r.fp}.json`, r)}
          >
            Download JSON
          </Button>
        ) : null
      }
    >
      <MonthFilter month={month} onChange={setMonth} />
      {q.isPending && valid ? <p role="status">Loading the return…</p> : null}
      {q.isError ? (
        <p role="alert" className={styles.error}>
          {q.error.message}
        </p>
      ) : null}
      {r && t ? (
        <>
          <p role="status">
            Net for {month}: taxable ₹{money(t.txval)}, CGST ₹{money(t.camt)}, SGST ₹{money(t.samt)}
            , IGST ₹{money(t.iamt)}.{' '}
            {agrees === true ? 'These are the GST register’s totals for the month.' : null}
          </p>
          {agrees === false ? (
            <p role="alert" className={styles.error}>
              These totals differ from the GST register’s (taxable ₹{money(rt!.taxableValue)}, CGST
              ₹{money(rt!.cgst)}, SGST ₹{money(rt!.sgst)}): do not file; report it.
            </p>
          ) : null}
          <h2>B2B invoices</h2>
          <DataTable
            caption={`B2B invoices ${month}`}
            columns={DOC_COLUMNS('Invoice number')}
            rows={b2b}
            fileName={`gstr1-b2b-${month}.csv`}
          />
          <h2>B2CS: other supplies by rate</h2>
          <DataTable
            caption={`B2CS ${month}`}
            columns={B2CS_COLUMNS}
            rows={r.b2cs ?? []}
            fileName={`gstr1-b2cs-${month}.csv`}
          />
          <h2>CDNR: credit and debit notes to registered guests</h2>
          <DataTable
            caption={`CDNR ${month}`}
            columns={DOC_COLUMNS('Note number')}
            rows={cdnr}
            fileName={`gstr1-cdnr-${month}.csv`}
          />
          {hsnLists
            .filter((x): x is [string, Gstr1HsnRow[]] => x[1] !== undefined)
            .map(([title, rows]) => (
              <section key={title} className={styles.section}>
                <h2>{title}</h2>
                <DataTable
                  caption={`${title} ${month}`}
                  columns={HSN_COLUMNS}
                  rows={rows}
                  fileName={`gstr1-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${month}.csv`}
                />
              </section>
            ))}
          <h2>Documents issued</h2>
          <DataTable
            caption={`Documents issued ${month}`}
            columns={RANGE_COLUMNS}
            rows={ranges}
            fileName={`gstr1-documents-${month}.csv`}
          />
        </>
      ) : null}
    </AdminPage>
  );
}
