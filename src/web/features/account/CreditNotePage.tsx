import { useParams, useSearch } from 'wouter';
import { Localized } from '../../components/Localized';
import { formatDate } from '../../../shared/dates';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { lineDescriptionHi } from '../../../shared/hindi';
import { amountInWordsHi } from '../../../shared/money-hi';
import { useLang, useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { creditNotePdfUrl, useCreditNote } from './api/getCreditNote';
import {
  AccountLayout,
  DocumentActions,
  DocumentHead,
  DocumentLoading,
  DocumentNotFound,
} from './AccountLayout';
import styles from './account.module.css';

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees), { decimals: true });

/** /credit-note/{bookingId}/{creditNoteId}: the GST credit note of a refund, as the invoice page. */
export function CreditNotePage() {
  const lang = useLang();
  const { booking: t, creditNote: c, msg: MSG } = useT();
  usePageMeta(c.title, c.meta);
  const { bookingId = '', creditNoteId = '' } = useParams<{
    bookingId: string;
    creditNoteId: string;
  }>();
  const token = new URLSearchParams(useSearch()).get('token') ?? undefined;
  const note = useCreditNote(bookingId, creditNoteId, token);

  if (note.isPending) return <DocumentLoading title={c.title} label={MSG.loading} />;
  if (note.isError)
    return <DocumentNotFound title={c.title} path={`/credit-note/${bookingId}/${creditNoteId}`} />;
  const cn = note.data;
  return (
    <AccountLayout
      actions={<DocumentActions pdfHref={creditNotePdfUrl(bookingId, creditNoteId, token, lang)} />}
    >
      <article className={styles.document}>
        <DocumentHead supplier={cn.Supplier} title={c.title} />
        <section className={styles.docGrid} aria-label={c.number}>
          <dl className={styles.kv}>
            <div>
              <dt>{c.number}</dt>
              <dd className={styles.mono} data-testid="credit-note-no">
                {cn.CreditNoteNo}
              </dd>
            </div>
            <div>
              <dt>{c.date}</dt>
              <dd>{formatDate(cn.CreditNoteDate, lang)}</dd>
            </div>
            <div>
              <dt>{c.againstInvoice}</dt>
              <dd className={styles.mono}>{cn.InvoiceNo || '-'}</dd>
            </div>
            <div>
              <dt>{c.invoiceDate}</dt>
              <dd>{formatDate(cn.InvoiceDate, lang)}</dd>
            </div>
            <div>
              <dt>{t.reference}</dt>
              <dd>{cn.BookingRefNo}</dd>
            </div>
            <div>
              <dt>{t.placeOfSupply}</dt>
              <dd>{cn.PlaceOfSupply}</dd>
            </div>
            <div>
              <dt>{t.hotel}</dt>
              <dd>
                <Localized en={cn.Hotel.Name} hi={cn.Hotel.NameHi} />
                <span className={styles.muted}>
                  <Localized en={cn.Hotel.Address} hi={cn.Hotel.AddressHi} />
                </span>
              </dd>
            </div>
            <div>
              <dt>{c.reason}</dt>
              <dd>{c.reasonText(cn.Reason)}</dd>
            </div>
          </dl>
          <dl className={styles.kv}>
            <div>
              <dt>{c.issuedTo}</dt>
              <dd>
                {cn.Guest.Name}
                <span className={styles.muted}>{cn.Guest.Address}</span>
              </dd>
            </div>
            <div>
              <dt>{t.mobile}</dt>
              <dd>{cn.Guest.MobileNo}</dd>
            </div>
            <div>
              <dt>{t.email}</dt>
              <dd>{cn.Guest.EmailID}</dd>
            </div>
            {cn.Guest.GSTIN ? (
              <div>
                <dt>{t.gstinLabel}</dt>
                <dd className={styles.mono}>{cn.Guest.GSTIN}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        <p>{c.explain(cn.InvoiceNo || cn.BookingRefNo)}</p>
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={c.title}>
          <table className={styles.table}>
            <caption className="visually-hidden">{c.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t.description}</th>
                <th scope="col">{t.sac}</th>
                <th scope="col" className={styles.num}>
                  {c.rate}
                </th>
                <th scope="col" className={styles.num}>
                  {t.taxable}
                </th>
                <th scope="col" className={styles.num}>
                  {t.cgst}
                </th>
                <th scope="col" className={styles.num}>
                  {t.sgst}
                </th>
                <th scope="col" className={styles.num}>
                  {c.igst}
                </th>
                <th scope="col" className={styles.num}>
                  {t.lineTotal}
                </th>
              </tr>
            </thead>
            <tbody>
              {cn.Lines.map((l) => (
                <tr key={l.RoomBookingID}>
                  <th scope="row">
                    {lang === 'hi' ? lineDescriptionHi(l.Description) : l.Description}
                  </th>
                  <td>{l.SAC}</td>
                  <td className={styles.num}>{l.GSTRate}</td>
                  <td className={styles.num}>{money(l.TaxableValue)}</td>
                  <td className={styles.num}>{money(l.CGST)}</td>
                  <td className={styles.num}>{money(l.SGST)}</td>
                  <td className={styles.num}>{money(l.IGST)}</td>
                  <td className={styles.num}>{money(l.Total)}</td>
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
                <td className={styles.num}>{money(cn.TaxableValue)}</td>
              </tr>
              {cn.Taxes.map((x) => (
                <tr key={`${x.TaxType}${x.TaxPercentage}`}>
                  <th scope="row">
                    {x.TaxType} @ {x.TaxPercentage}%
                  </th>
                  <td className={styles.num}>{money(x.TaxAmount)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t.totalTax}</th>
                <td className={styles.num}>{money(cn.TotalTax)}</td>
              </tr>
              <tr className={styles.grand}>
                <th scope="row">{c.credited}</th>
                <td className={styles.num}>{money(cn.Total)}</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          <strong>{t.amountInWords}:</strong>{' '}
          {lang === 'hi' ? amountInWordsHi(rupeesToPaise(cn.Total)) : cn.AmountInWords}
        </p>
        <p className={styles.footnote}>{c.footer}</p>
      </article>
    </AccountLayout>
  );
}
