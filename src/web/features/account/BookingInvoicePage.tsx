import { useParams, useSearch } from 'wouter';
import { formatDate } from '../../../shared/dates';
import { lineDescriptionHi } from '../../../shared/hindi';
import { useLang, useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { invoicePdfUrl, useInvoice } from './api/getInvoice';
import { AccountLayout, DocumentActions, DocumentLoading, DocumentNotFound } from './AccountLayout';
import styles from './account.module.css';
import { SignedQr } from './SignedQr';
import { HotelName, money, TaxDocument } from './TaxDocument';

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
      <TaxDocument
        supplier={inv.Supplier}
        title={t.invoiceTitle}
        factsLabel={t.invoiceNo}
        facts={[
          { label: t.invoiceNo, value: inv.InvoiceNo, mono: true, testId: 'invoice-no' },
          { label: t.invoiceDate, value: formatDate(inv.InvoiceDate, lang) },
          { label: t.reference, value: inv.BookingRefNo },
          { label: t.placeOfSupply, value: inv.PlaceOfSupply },
          { label: t.hotel, value: <HotelName hotel={inv.Hotel} /> },
          {
            label: t.stay,
            value: (
              <>
                {t.stayRange(formatDate(inv.CheckIn, lang), formatDate(inv.CheckOut, lang))} (
                {t.nights(inv.Nights)})
              </>
            ),
          },
        ]}
        partyLabel={t.billedTo}
        guest={inv.Guest}
        columns={[
          { label: t.description },
          { label: t.sac },
          { label: t.colNights, num: true },
          { label: t.rate, num: true },
          { label: t.extra, num: true },
          { label: t.taxable, num: true },
          { label: t.cgst, num: true },
          { label: t.sgst, num: true },
          { label: t.lineTotal, num: true },
        ]}
        rows={inv.Lines.map((l) => ({
          key: l.RoomBookingID,
          cells: [
            <>
              {lang === 'hi' ? lineDescriptionHi(l.Description) : l.Description}{' '}
              <span className={styles.muted}>
                ({lang === 'hi' ? 'जीएसटी' : 'GST'} {l.GSTRate}%)
              </span>
            </>,
            l.SAC,
            l.Nights,
            money(l.Rate),
            l.ExtraPersons ? `${l.ExtraPersons} / ${money(l.ExtraAmount)}` : '-',
            money(l.TaxableValue),
            money(l.CGST),
            money(l.SGST),
            money(l.Total),
          ],
        }))}
        totals={inv}
        totalLabel={t.invoiceTotal}
        amountInWords={inv.AmountInWords}
        footnote={t.invoiceFooter}
      >
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
      </TaxDocument>
    </AccountLayout>
  );
}
