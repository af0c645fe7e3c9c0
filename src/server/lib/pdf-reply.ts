import type { FastifyReply } from 'fastify';

/**
 * A document's PDF file name: its kind and its number, the number's other characters as hyphens
 * ("Invoice-JTDC-P-2627-000012.pdf"), for downloads and mail attachments alike.
 */
export function pdfFilename(kind: string, no: string): string {
  return `${kind}-${no.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

/** A customer's PDF (an invoice, a note, a voucher) as a download no cache may keep. */
export function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer | Uint8Array) {
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}
