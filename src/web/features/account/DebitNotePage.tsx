import { useParams, useSearch } from 'wouter';
import { formatDate } from '../../../shared/dates';
import { useLang, useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { debitNotePdfUrl, useDebitNote } from './api/getDebitNote';
import { AccountLayout, DocumentActions, DocumentLoading, DocumentNotFound } from './AccountLayout';
import { HotelName, noteColumns, noteRows, TaxDocument } from './TaxDocument';

/**
 * /debit-note/{bookingId}/{debitNoteId}: the GST debit note of a dearer date change or a longer
 * stay (ADR 381), in the tax documents' one layout, as the credit note page.
 */
export function DebitNotePage() {
  const lang = useLang();
  const { booking: t, creditNote: c, msg: MSG } = useT();
  const d = c.debit;
  usePageMeta(d.title, d.meta);
  const { bookingId = '', debitNoteId = '' } = useParams<{
    bookingId: string;
    debitNoteId: string;
  }>();
  const token = new URLSearchParams(useSearch()).get('token') ?? undefined;
  const note = useDebitNote(bookingId, debitNoteId, token);

  if (note.isPending) return <DocumentLoading title={d.title} label={MSG.loading} />;
  if (note.isError)
    return <DocumentNotFound title={d.title} path={`/debit-note/${bookingId}/${debitNoteId}`} />;
  const dn = note.data;
  return (
    <AccountLayout
      actions={<DocumentActions pdfHref={debitNotePdfUrl(bookingId, debitNoteId, token, lang)} />}
    >
      <TaxDocument
        supplier={dn.Supplier}
        title={d.title}
        factsLabel={d.number}
        facts={[
          { label: d.number, value: dn.DebitNoteNo, mono: true, testId: 'debit-note-no' },
          { label: d.date, value: formatDate(dn.DebitNoteDate, lang) },
          { label: c.againstInvoice, value: dn.InvoiceNo || '-', mono: true },
          { label: c.invoiceDate, value: formatDate(dn.InvoiceDate, lang) },
          { label: t.reference, value: dn.BookingRefNo },
          { label: t.placeOfSupply, value: dn.PlaceOfSupply },
          { label: t.hotel, value: <HotelName hotel={dn.Hotel} /> },
          { label: c.reason, value: d.reasonText(dn.Reason) },
        ]}
        partyLabel={c.issuedTo}
        guest={dn.Guest}
        intro={<p>{d.explain(dn.InvoiceNo || dn.BookingRefNo)}</p>}
        columns={noteColumns(t, c)}
        rows={noteRows(dn.Lines, lang)}
        totals={dn}
        totalLabel={d.charged}
        amountInWords={dn.AmountInWords}
        footnote={d.footer}
      />
    </AccountLayout>
  );
}
