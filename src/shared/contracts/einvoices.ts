import { z } from 'zod';

/* E-invoices (ADR 251): the registration of B2B invoices and credit notes with the portal. */

export const EINVOICE_STATUSES = ['queued', 'registered', 'failed', 'cancelled'] as const;

export const einvoiceListQuery = z.object({
  status: z
    .enum(EINVOICE_STATUSES, {
      error: `Status must be one of ${EINVOICE_STATUSES.join(', ')}.`,
    })
    .optional(),
});

export const einvoiceRow = z.object({
  id: z.number(),
  bookingId: z.number(),
  /** INV (the invoice) | CRN (a credit note) | DBN (a debit note, ADR 381) */
  docType: z.enum(['INV', 'CRN', 'DBN']),
  /** the invoice or credit note number, once a registration was tried */
  docNo: z.string().nullable(),
  creditNoteId: z.number().nullable(),
  debitNoteId: z.number().nullable(),
  status: z.enum(EINVOICE_STATUSES),
  attempts: z.number(),
  /** why the last try failed (the portal's or the schema's words) */
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  irn: z.string().nullable(),
  ackNo: z.string().nullable(),
  ackDate: z.string().nullable(),
  cancelWanted: z.boolean(),
  updatedAt: z.string(),
});
export type EinvoiceRowDto = z.infer<typeof einvoiceRow>;

export const einvoiceListReply = z.object({
  success: z.literal(true),
  data: z.array(einvoiceRow),
});
