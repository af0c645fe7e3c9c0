import { useParams, useSearch } from 'wouter';
import { formatDate } from '../../../shared/dates';
import { lineDescriptionHi } from '../../../shared/hindi';
import { useLang, useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { creditNotePdfUrl, useCreditNote } from './api/getCreditNote';
import { AccountLayout, DocumentActions, DocumentLoading, DocumentNotFound } from './AccountLayout';
import { HotelName, money, TaxDocument } from './TaxDocument';

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
      <TaxDocument
        supplier={cn.Supplier}
        title={c.title}
        factsLabel={c.number}
        facts={[
          { label: c.number, value: cn.CreditNoteNo, mono: true, testId: 'credit-note-no' },
          { label: c.date, value: formatDate(cn.CreditNoteDate, lang) },
          { label: c.againstInvoice, value: cn.InvoiceNo || '-', mono: true },
          { label: c.invoiceDate, value: formatDate(cn.InvoiceDate, lang) },
          { label: t.reference, value: cn.BookingRefNo },
          { label: t.placeOfSupply, value: cn.PlaceOfSupply },
          { label: t.hotel, value: <HotelName hotel={cn.Hotel} /> },
          { label: c.reason, value: c.reasonText(cn.Reason) },
        ]}
        partyLabel={c.issuedTo}
        guest={cn.Guest}
        intro={<p>{c.explain(cn.InvoiceNo || cn.BookingRefNo)}</p>}
        columns={[
          { label: t.description },
          { label: t.sac },
          { label: c.rate, num: true },
          { label: t.taxable, num: true },
          { label: t.cgst, num: true },
          { label: t.sgst, num: true },
          { label: c.igst, num: true },
          { label: t.lineTotal, num: true },
        ]}
        rows={cn.Lines.map((l) => ({
          key: l.RoomBookingID,
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
        }))}
        totals={cn}
        totalLabel={c.credited}
        amountInWords={cn.AmountInWords}
        footnote={c.footer}
      />
    </AccountLayout>
  );
}
