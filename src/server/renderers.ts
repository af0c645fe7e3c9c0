import { registerAttachmentResolver } from './notify/attachments';
import { registerMessageRenderer } from './notify/renderers';
import {
  CONFIRMATION_MAIL,
  CONFIRMATION_SMS,
  renderConfirmation,
} from './modules/bookings/confirmation-render';
import * as auth from './modules/auth/auth.service';
import { FOLIO_INVOICE_MAIL, renderFolioInvoiceMail } from './modules/folio/invoice-mail';
import * as folio from './modules/folio/folio.service';
import { renderCreditNotePdf, renderDebitNotePdf } from './modules/receipts/credit-note-pdf';
import * as debitNotes from './modules/receipts/debit-notes.service';
import { DEBIT_NOTE_MAIL } from './modules/bookings/bookings.service';
import { renderFolioInvoicePdf } from './modules/receipts/folio-invoice-pdf';
import * as creditNotes from './modules/receipts/credit-notes.service';
import { renderInvoicePdf } from './modules/receipts/invoice-pdf';
import * as receipts from './modules/receipts/receipts.service';

/**
 * Everything the outbox renders when it sends (ADR 300), wired in this one place (buildApp calls
 * it): the messages queued as a template and its parameters, and the PDF attachments. notify
 * never imports the modules that own the data.
 */
export function wireRenderers(): void {
  registerMessageRenderer(CONFIRMATION_MAIL, (db, p, { config }) =>
    renderConfirmation(db, config, Number(p.bookingId), 'email', auth.languageOf),
  );
  registerMessageRenderer(CONFIRMATION_SMS, (db, p, { config }) =>
    renderConfirmation(db, config, Number(p.bookingId), 'sms', auth.languageOf),
  );

  // the postings' invoice mail at check-out, in the guest's language, and its PDF (ADR 345); a
  // page asking for the PDF names its language
  registerMessageRenderer(FOLIO_INVOICE_MAIL, async (db, p, { config }) =>
    renderFolioInvoiceMail(
      db,
      config,
      Number(p.bookingId),
      await receipts.invoiceLanguage(db, Number(p.bookingId)),
    ),
  );
  registerAttachmentResolver('folio_invoice', async (db, att, { config }) => {
    const doc = await folio.invoiceDocument(db, config, att.bookingId);
    if (!doc) throw new Error(`booking ${att.bookingId} has no folio invoice`);
    return renderFolioInvoicePdf(
      doc,
      att.lang ?? (await receipts.invoiceLanguage(db, att.bookingId)),
    );
  });

  // the confirmation mail's invoice PDF
  registerAttachmentResolver('invoice', async (db, att, { config }) =>
    renderInvoicePdf(
      await receipts.invoiceOf(db, config, att.bookingId, { trusted: true }),
      await receipts.invoiceLanguage(db, att.bookingId),
    ),
  );
  // the cancellation mail's credit note PDF
  registerAttachmentResolver('credit_note', async (db, att, { config }) =>
    renderCreditNotePdf(
      await creditNotes.creditNoteOf(db, config, att.bookingId, att.creditNoteId ?? 0, {
        trusted: true,
      }),
      await receipts.invoiceLanguage(db, att.bookingId),
    ),
  );

  // a debit note's mail (a dearer date change paid for, a stay extended) and its PDF (ADR 381)
  registerMessageRenderer(DEBIT_NOTE_MAIL, (db, p, { config }) =>
    debitNotes.renderDebitNoteMail(db, config, Number(p.bookingId), Number(p.debitNoteId)),
  );
  registerAttachmentResolver('debit_note', async (db, att, { config }) =>
    renderDebitNotePdf(
      await debitNotes.debitNoteOf(db, config, att.bookingId, att.debitNoteId ?? 0, {
        trusted: true,
      }),
      await receipts.invoiceLanguage(db, att.bookingId),
    ),
  );
}
