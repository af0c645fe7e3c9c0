import { useParams, useSearch } from 'wouter';
import { formatDate } from '../../../shared/dates';
import { Localized } from '../../components/Localized';
import { useLang, useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { creditNotePdfUrl, useCreditNote, type CreditNoteOf } from './api/getCreditNote';
import { AccountLayout, DocumentActions, DocumentLoading, DocumentNotFound } from './AccountLayout';
import { HotelName, noteColumns, noteRows, TaxDocument } from './TaxDocument';

/** A tour's departure as stored on its note ("2026-12-05 06:00"), in the page's language. */
function departureText(departure: string, lang: 'en' | 'hi'): string {
  const [date = '', time = ''] = departure.split(' ');
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${formatDate(date, lang)}, ${time}` : departure;
}

/**
 * The GST credit note of a refund, as the invoice page: a room booking's
 * (/credit-note/{bookingId}/{creditNoteId}) or a tour booking's
 * (/tour-credit-note/{tourBookingId}/{creditNoteId}, the tour and departure in place of the hotel).
 */
function CreditNoteView({ of }: { of: CreditNoteOf }) {
  const lang = useLang();
  const { booking: t, creditNote: c, msg: MSG } = useT();
  usePageMeta(c.title, c.meta);
  const params = useParams<{
    bookingId?: string;
    tourBookingId?: string;
    creditNoteId: string;
  }>();
  const bookingId = (of === 'tour' ? params.tourBookingId : params.bookingId) ?? '';
  const creditNoteId = params.creditNoteId ?? '';
  const token = new URLSearchParams(useSearch()).get('token') ?? undefined;
  const note = useCreditNote(bookingId, creditNoteId, token, of);

  if (note.isPending) return <DocumentLoading title={c.title} label={MSG.loading} />;
  if (note.isError)
    return (
      <DocumentNotFound
        title={c.title}
        path={`/${of === 'tour' ? 'tour-credit-note' : 'credit-note'}/${bookingId}/${creditNoteId}`}
      />
    );
  const cn = note.data;
  const place = cn.Tour
    ? [
        { label: c.tour, value: <Localized en={cn.Tour.Title} hi={cn.Tour.TitleHi} /> },
        { label: c.departure, value: departureText(cn.Tour.Departure, lang) },
      ]
    : [{ label: t.hotel, value: <HotelName hotel={cn.Hotel} /> }];
  return (
    <AccountLayout
      actions={
        <DocumentActions pdfHref={creditNotePdfUrl(bookingId, creditNoteId, token, lang, of)} />
      }
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
          ...place,
          { label: c.reason, value: c.reasonText(cn.Reason) },
        ]}
        partyLabel={c.issuedTo}
        guest={cn.Guest}
        intro={<p>{c.explain(cn.InvoiceNo || cn.BookingRefNo)}</p>}
        columns={noteColumns(t, c)}
        rows={noteRows(cn.Lines, lang)}
        totals={cn}
        totalLabel={c.credited}
        amountInWords={cn.AmountInWords}
        footnote={c.footer}
      />
    </AccountLayout>
  );
}

/** /credit-note/{bookingId}/{creditNoteId}: a room booking's GST credit note. */
export function CreditNotePage() {
  return <CreditNoteView of="booking" />;
}

/** /tour-credit-note/{tourBookingId}/{creditNoteId}: a tour booking's GST credit note (issue 29). */
export function TourCreditNotePage() {
  return <CreditNoteView of="tour" />;
}
