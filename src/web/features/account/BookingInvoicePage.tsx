import { useParams, useSearch } from 'wouter';
import { Localized } from '../../components/Localized';
import { formatDate } from '../../../shared/dates';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { lineDescriptionHi } from '../../../shared/hindi';
import { amountInWordsHi } from '../../../shared/money-hi';
import { useLang, useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { invoicePdfUrl, useInvoice } from './api/getInvoice';
import {
  AccountLayout,
  DocumentActions,
  DocumentHead,
  DocumentLoading,
  DocumentNotFound,
} from './AccountLayout';
import styles from './account.module.css';
import { SignedQr } from './SignedQr';

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees), { decimals: true });

/** /booking-Invoice/{P_intBookingID}: the GST tax invoice, printable, with its PDF. */
export function BookingInvoicePage() {
  const { booking: t, msg: MSG } = useT();
  const lang = useLang();
  usePageMeta(t.invoiceTitle, t.invoiceMeta);
  const { P_intBookingID: id = '' } = useParams<{ P_intBookingID: string }>();
  const token = new URLSearchParams(useSearch()).get('token') ?? undefined;
  const invoice = useInvoice(id, token);

  if (invoice.isPending) return <DocumentLoading title={t.invoiceTitle} label={MSG.loading} />;
  if (invoice.isError)
    return <DocumentNotFound title={t.invoiceTitle} path={`/booking-Invoice/${id}`} />;
  const inv = invoice.data;
  return (
    <AccountLayout actions={<DocumentActions pdfHref={invoicePdfUrl(id, token, lang)} />}>
      <article className={styles.document}>
        <DocumentHead supplier={inv.Supplier} title={t.invoiceTitle} />
        <section className={styles.docGrid} aria-label={t.invoiceNo}>
          <dl className={styles.kv}>
            <div>
              <dt>{t.invoiceNo}</dt>
              <dd className={styles.mono} data-testid="invoice-no">
                {inv.InvoiceNo}
              </dd>
            </div>
            <div>
              <dt>{t.invoiceDate}</dt>
              <dd>{formatDate(inv.InvoiceDate, lang)}</dd>
            </div>
            <div>
              <dt>{t.reference}</dt>
              <dd>{inv.BookingRefNo}</dd>
            </div>
            <div>
              <dt>{t.placeOfSupply}</dt>
              <dd>{inv.PlaceOfSupply}</dd>
            </div>
            <div>
              <dt>{t.hotel}</dt>
              <dd>
                <Localized en={inv.Hotel.Name} hi={inv.Hotel.NameHi} />
                <span className={styles.muted}>
                  <Localized en={inv.Hotel.Address} hi={inv.Hotel.AddressHi} />
                </span>
              </dd>
            </div>
            <div>
              <dt>{t.stay}</dt>
              <dd>
                {t.stayRange(formatDate(inv.CheckIn, lang), formatDate(inv.CheckOut, lang))} (
                {t.nights(inv.Nights)})
              </dd>
            </div>
          </dl>
          <dl className={styles.kv}>
            <div>
              <dt>{t.billedTo}</dt>
              <dd>
                {inv.Guest.Name}
                <span className={styles.muted}>{inv.Guest.Address}</span>
              </dd>
            </div>
            <div>
              <dt>{t.mobile}</dt>
              <dd>{inv.Guest.MobileNo}</dd>
            </div>
            <div>
              <dt>{t.email}</dt>
              <dd>{inv.Guest.EmailID}</dd>
            </div>
            {inv.Guest.GSTIN ? (
              <div>
                <dt>{t.gstinLabel}</dt>
                <dd className={styles.mono}>{inv.Guest.GSTIN}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.invoiceTitle}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t.invoiceTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{t.description}</th>
                <th scope="col">{t.sac}</th>
                <th scope="col" className={styles.num}>
                  {t.colNights}
                </th>
                <th scope="col" className={styles.num}>
                  {t.rate}
                </th>
                <th scope="col" className={styles.num}>
                  {t.extra}
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
                  {t.lineTotal}
                </th>
              </tr>
            </thead>
            <tbody>
              {inv.Lines.map((l) => (
                <tr key={l.RoomBookingID}>
                  <th scope="row">
                    {lang === 'hi' ? lineDescriptionHi(l.Description) : l.Description}{' '}
                    <span className={styles.muted}>
                      ({lang === 'hi' ? 'जीएसटी' : 'GST'} {l.GSTRate}%)
                    </span>
                  </th>
                  <td>{l.SAC}</td>
                  <td className={styles.num}>{l.Nights}</td>
                  <td className={styles.num}>{money(l.Rate)}</td>
                  <td className={styles.num}>
                    {l.ExtraPersons ? `${l.ExtraPersons} / ${money(l.ExtraAmount)}` : '-'}
                  </td>
                  <td className={styles.num}>{money(l.TaxableValue)}</td>
                  <td className={styles.num}>{money(l.CGST)}</td>
                  <td className={styles.num}>{money(l.SGST)}</td>
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
                <td className={styles.num}>{money(inv.TaxableValue)}</td>
              </tr>
              {inv.Taxes.map((x) => (
                <tr key={`${x.TaxType}${x.TaxPercentage}`}>
                  <th scope="row">
                    {x.TaxType} @ {x.TaxPercentage}%
                  </th>
                  <td className={styles.num}>{money(x.TaxAmount)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t.totalTax}</th>
                <td className={styles.num}>{money(inv.TotalTax)}</td>
              </tr>
              <tr className={styles.grand}>
                <th scope="row">{t.invoiceTotal}</th>
                <td className={styles.num}>{money(inv.Total)}</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          <strong>{t.amountInWords}:</strong>{' '}
          {lang === 'hi' ? amountInWordsHi(rupeesToPaise(inv.Total)) : inv.AmountInWords}
        </p>
        <p className={styles.muted}>
          {t.paymentMode}: {inv.PaymentMode}
          {inv.TransactionNo ? ` · ${t.transactionNo} ${inv.TransactionNo}` : ''}
        </p>
        <p className={styles.muted}>{t.reverseCharge}</p>
        {inv.irn && inv.signedQr ? (
          <section aria-label={t.einvoice} className={styles.einvoice}>
            <div>
              <h2>{t.einvoice}</h2>
              <p>
                IRN: <span className={styles.irn}>{inv.irn}</span>
              </p>
              <p>
                {t.ackNo}: {inv.ackNo} · {t.ackDate}: {inv.ackDate}
              </p>
            </div>
            <SignedQr value={inv.signedQr} label={t.einvoiceQr} />
          </section>
        ) : null}
        <p className={styles.footnote}>{t.invoiceFooter}</p>
      </article>
    </AccountLayout>
  );
}
