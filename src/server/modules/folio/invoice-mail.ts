import { formatDate } from '../../../shared/dates';
import type { Language } from '../../../shared/language';
import { formatRupees } from '../../../shared/money';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { RenderedMessage } from '../../notify/renderers';
import { composeMail } from '../../notify/templates';
import * as bookings from '../bookings/bookings.service';
import { invoiceDocument } from './folio.service';
import { pdfFilename } from '../../lib/pdf-reply';

export { FOLIO_INVOICE_MAIL } from './folio.service';

/**
 * The mail of the postings' tax invoice as it is when the outbox sends it, in the guest's
 * language, with the invoice PDF attached (made at delivery, `folio_invoice`).
 */
export async function renderFolioInvoiceMail(
  db: Db,
  config: Config,
  bookingId: number,
  lang: Language,
): Promise<RenderedMessage> {
  const inv = await invoiceDocument(db, config, bookingId);
  if (!inv) throw new Error(`booking ${bookingId} has no folio invoice to mail`);
  const b = await bookings.findBooking(db, bookingId);
  const name = b?.customerName ?? inv.billedToName;
  const hotel = lang === 'hi' ? (inv.hotel.NameHi ?? inv.hotel.Name) : inv.hotel.Name;
  const link = bookings.staffLinks(config, bookingId).receipt;
  const total = formatRupees(inv.totalPaise, { decimals: true });
  const mail =
    lang === 'hi'
      ? composeMail(
          config,
          {
            subject: `${hotel} में ठहराव का कर बीजक ${inv.invoiceNo} (बुकिंग ${inv.bookingRefNo})`,
            greeting: `प्रिय ${name},`,
            paragraphs: [
              `${hotel} में ${formatDate(inv.checkIn, 'hi')} से आपके ठहराव के दौरान लगे शुल्कों (भोजन, लॉन्ड्री आदि) का कर बीजक ${inv.invoiceNo} संलग्न है: कुल ${total} (जीएसटी सहित)।`,
              'कमरे का बीजक बुकिंग के समय भेजा गया था। आपके बुकिंग पृष्ठ पर दोनों बीजक हैं।',
            ],
            action: { label: 'बुकिंग देखें', url: link },
          },
          'hi',
        )
      : composeMail(config, {
          subject: `Tax invoice ${inv.invoiceNo} for your stay at ${hotel} (booking ${inv.bookingRefNo})`,
          greeting: `Dear ${name},`,
          paragraphs: [
            `Attached is tax invoice ${inv.invoiceNo} for the charges during your stay at ${hotel} from ${formatDate(inv.checkIn)} (food, laundry and the like): ${total} including GST.`,
            'The room was invoiced when you booked. Your booking page has both invoices.',
          ],
          action: { label: 'View your booking', url: link },
        });
  return {
    ...mail,
    attachments: [
      {
        kind: 'folio_invoice',
        bookingId,
        filename: pdfFilename('Invoice', inv.invoiceNo),
        contentType: 'application/pdf',
      },
    ],
  };
}
