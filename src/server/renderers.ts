import { registerAttachmentResolver } from './notify/attachments';
import { registerMessageRenderer } from './notify/renderers';
import {
  CONFIRMATION_MAIL,
  CONFIRMATION_SMS,
  renderConfirmation,
} from './modules/bookings/confirmation-render';
import * as auth from './modules/auth/auth.service';
import { renderCreditNotePdf } from './modules/receipts/credit-note-pdf';
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
}
