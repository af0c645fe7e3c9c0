import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { creditNoteLine } from '../../../shared/contracts/receipts';
import { lineDescriptionHi } from '../../../shared/hindi';
import { Localized } from '../../components/Localized';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { amountInWordsHi } from '../../../shared/money-hi';
import { useLang, useT } from '../../i18n';
import { DocumentHead } from './AccountLayout';
import styles from './account.module.css';

/** Rupees with paise, as a tax document prints them. */
export const money = (rupees: number) => formatRupees(rupeesToPaise(rupees), { decimals: true });

/** The hotel of the stay, in the page's language where it has a Hindi name, with its address. */
export function HotelName({
  hotel,
}: {
  hotel: { Name: string; NameHi: string | null; Address: string; AddressHi: string | null };
}) {
  return (
    <>
      <Localized en={hotel.Name} hi={hotel.NameHi} />
      <span className={styles.muted}>
        <Localized en={hotel.Address} hi={hotel.AddressHi} />
      </span>
    </>
  );
}

type Supplier = Parameters<typeof DocumentHead>[0]['supplier'];

/** One of the document's facts (its number, dates, booking, hotel...): a term and its value. */
export type TaxDocumentFact = { label: string; value: ReactNode; mono?: boolean; testId?: string };

/** A column of the lines' table; the first column's cells are the rows' headers. */
export type TaxDocumentColumn = { label: string; num?: boolean };

/**
 * The lines of a credit or debit note (one shape, `creditNoteLine`): their columns, in the words
 * of the page's texts (`t` the invoice's, `c` the notes'), and their rows.
 */
export function noteColumns(
  t: {
    description: string;
    sac: string;
    taxable: string;
    cgst: string;
    sgst: string;
    lineTotal: string;
  },
  c: { rate: string; igst: string },
): TaxDocumentColumn[] {
  return [
    { label: t.description },
    { label: t.sac },
    { label: c.rate, num: true },
    { label: t.taxable, num: true },
    { label: t.cgst, num: true },
    { label: t.sgst, num: true },
    { label: c.igst, num: true },
    { label: t.lineTotal, num: true },
  ];
}

export function noteRows(lines: z.infer<typeof creditNoteLine>[], lang: 'en' | 'hi') {
  return lines.map((l, i) => ({
    key: `${l.RoomBookingID}-${l.gstRateBp}-${i}`,
    cells: [
      lang === 'hi' ? lineDescriptionHi(l.Description) : l.Description,
      l.SAC,
      l.GSTRate,
      money(l.TaxableValue),
      money(l.CGST),
      money(l.SGST),
      money(l.IGST),
      money(l.Total),
    ],
  }));
}

type TaxRow = { TaxType: string; TaxPercentage: number; TaxAmount: number };

/**
 * The one layout of the corporation's tax documents on a page, the invoice and the credit note
 * (issue 25; their PDFs share `tax-document-pdf.ts` on the server): the letterhead, the
 * document's facts beside the guest it is issued to, the lines, the tax totals, the amount in
 * words, the document's own notes and the footnote. Each page gives its words and values.
 */
export function TaxDocument(props: {
  supplier: Supplier;
  title: string;
  /** the name of the facts' section (the document's number) */
  factsLabel: string;
  facts: TaxDocumentFact[];
  /** 'Billed to', 'Issued to' */
  partyLabel: string;
  guest: { Name: string; Address: string; MobileNo: string; EmailID: string; GSTIN: string | null };
  /** a paragraph before the lines (the credit note says what it corrects) */
  intro?: ReactNode;
  columns: TaxDocumentColumn[];
  rows: { key: string | number; cells: ReactNode[] }[];
  totals: { TaxableValue: number; Taxes: TaxRow[]; TotalTax: number; Total: number };
  /** the grand total's label ('Invoice total', 'Amount credited') */
  totalLabel: string;
  /** the amount in English words, as the server wrote it */
  amountInWords: string;
  /** the document's notes after the amount in words (the invoice's payment and e-invoice) */
  children?: ReactNode;
  footnote: string;
}) {
  const { booking: t } = useT();
  const lang = useLang();
  const { guest, totals } = props;
  return (
    <article className={styles.document}>
      <DocumentHead supplier={props.supplier} title={props.title} />
      <section className={styles.docGrid} aria-label={props.factsLabel}>
        <dl className={styles.kv}>
          {props.facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd className={f.mono ? styles.mono : undefined} data-testid={f.testId}>
                {f.value}
              </dd>
            </div>
          ))}
        </dl>
        <dl className={styles.kv}>
          <div>
            <dt>{props.partyLabel}</dt>
            <dd>
              {guest.Name}
              <span className={styles.muted}>{guest.Address}</span>
            </dd>
          </div>
          <div>
            <dt>{t.mobile}</dt>
            <dd>{guest.MobileNo}</dd>
          </div>
          <div>
            <dt>{t.email}</dt>
            <dd>{guest.EmailID}</dd>
          </div>
          {guest.GSTIN ? (
            <div>
              <dt>{t.gstinLabel}</dt>
              <dd className={styles.mono}>{guest.GSTIN}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      {props.intro}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={props.title}>
        <table className={styles.table}>
          <caption className="visually-hidden">{props.title}</caption>
          <thead>
            <tr>
              {props.columns.map((c) => (
                <th key={c.label} scope="col" className={c.num ? styles.num : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((r) => (
              <tr key={r.key}>
                {r.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className={props.columns[i]?.num ? styles.num : undefined}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.totals}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t.taxTable}</caption>
          <tbody>
            <tr>
              <th scope="row">{t.taxable}</th>
              <td className={styles.num}>{money(totals.TaxableValue)}</td>
            </tr>
            {totals.Taxes.map((x) => (
              <tr key={`${x.TaxType}${x.TaxPercentage}`}>
                <th scope="row">
                  {x.TaxType} @ {x.TaxPercentage}%
                </th>
                <td className={styles.num}>{money(x.TaxAmount)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t.totalTax}</th>
              <td className={styles.num}>{money(totals.TotalTax)}</td>
            </tr>
            <tr className={styles.grand}>
              <th scope="row">{props.totalLabel}</th>
              <td className={styles.num}>{money(totals.Total)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        <strong>{t.amountInWords}:</strong>{' '}
        {lang === 'hi' ? amountInWordsHi(rupeesToPaise(totals.Total)) : props.amountInWords}
      </p>
      {props.children}
      <p className={styles.footnote}>{props.footnote}</p>
    </article>
  );
}
