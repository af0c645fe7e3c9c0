import { z } from 'zod';
import {
  bookingViewRow,
  extraPersonRow,
  historyQuery,
  historyRow,
  creditNoteDto,
  debitNoteDto,
  invoiceDto,
  taxRow,
} from '../../../shared/contracts/receipts';
import { idParam, okReply } from '../../../shared/contracts/common';
import { languageField } from '../../../shared/language';
import { loginRequired, requireCustomer } from '../../plugins/session';
import { noStore } from '../../plugins/no-store';
import { pdfFilename, sendPdf } from '../../lib/pdf-reply';
import type { App, AppDeps } from '../../types';
import { renderCreditNotePdf } from './credit-note-pdf';
import * as creditNotes from './credit-notes.service';
import { renderDebitNotePdf } from './credit-note-pdf';
import * as debitNotes from './debit-notes.service';
import { renderInvoicePdf } from './invoice-pdf';
import * as service from './receipts.service';

const tokenQuery = z.object({ token: z.string().max(100).optional() });

/** Routes of the receipts module: booking view, tax rows, extra persons, invoice PDF, history. */
export async function receiptsRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db, config } = deps;

  const creditNoteParams = z.object({ id: idParam, creditNoteId: idParam });

  app.get(
    '/api/bookings/:id/credit-notes/:creditNoteId',
    {
      onRequest: noStore,
      schema: {
        params: creditNoteParams,
        querystring: tokenQuery,
        response: { 200: okReply(creditNoteDto) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await creditNotes.creditNoteOf(db, config, req.params.id, req.params.creditNoteId, {
        customerId: req.customer?.id ?? null,
        token: req.query.token,
      }),
    }),
  );

  app.get(
    '/api/bookings/:id/credit-notes/:creditNoteId/pdf',
    {
      schema: {
        params: creditNoteParams,
        querystring: tokenQuery.extend({ lang: languageField.optional() }),
      },
    },
    async (req, reply) => {
      const note = await creditNotes.creditNoteOf(
        db,
        config,
        req.params.id,
        req.params.creditNoteId,
        {
          customerId: req.customer?.id ?? null,
          token: req.query.token,
        },
      );
      return sendPdf(
        reply,
        creditNotes.creditNoteFilename(note.CreditNoteNo),
        await renderCreditNotePdf(
          note,
          // the page's language when it says (?lang=), else the customer's (ADR 124)
          req.query.lang ?? (await service.invoiceLanguage(db, req.params.id)),
        ),
      );
    },
  );

  // a debit note (ADR 381): what a dearer date change or a stay extension added to the invoice
  const debitNoteParams = z.object({ id: idParam, debitNoteId: idParam });

  app.get(
    '/api/bookings/:id/debit-notes/:debitNoteId',
    {
      onRequest: noStore,
      schema: {
        params: debitNoteParams,
        querystring: tokenQuery,
        response: { 200: okReply(debitNoteDto) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await debitNotes.debitNoteOf(db, config, req.params.id, req.params.debitNoteId, {
        customerId: req.customer?.id ?? null,
        token: req.query.token,
      }),
    }),
  );

  app.get(
    '/api/bookings/:id/debit-notes/:debitNoteId/pdf',
    {
      schema: {
        params: debitNoteParams,
        querystring: tokenQuery.extend({ lang: languageField.optional() }),
      },
    },
    async (req, reply) => {
      const note = await debitNotes.debitNoteOf(db, config, req.params.id, req.params.debitNoteId, {
        customerId: req.customer?.id ?? null,
        token: req.query.token,
      });
      return sendPdf(
        reply,
        debitNotes.debitNoteFilename(note.DebitNoteNo),
        await renderDebitNotePdf(
          note,
          req.query.lang ?? (await service.invoiceLanguage(db, req.params.id)),
        ),
      );
    },
  );

  app.get(
    '/api/dashboard/admin/booking-view/:id',
    {
      onRequest: noStore,
      schema: {
        params: z.object({ id: idParam }),
        querystring: tokenQuery,
        response: { 200: okReply(z.array(bookingViewRow)) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.bookingView(db, config, req.params.id, {
        customerId: req.customer?.id ?? null,
        token: req.query.token,
      }),
    }),
  );

  app.get(
    '/api/dashboard/admin/booking-payment/:id/:totalAmount',
    {
      onRequest: noStore,
      schema: {
        params: z.object({ id: idParam, totalAmount: z.string().max(30) }),
        querystring: tokenQuery,
        response: { 200: okReply(z.array(taxRow)) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.bookingTaxes(db, config, req.params.id, {
        customerId: req.customer?.id ?? null,
        token: req.query.token,
      }),
    }),
  );

  app.get(
    '/api/dashboard/admin/booking-extraperson/:id',
    {
      onRequest: noStore,
      schema: {
        params: z.object({ id: idParam }),
        querystring: tokenQuery,
        response: { 200: okReply(z.array(extraPersonRow)) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.bookingExtraPersons(db, config, req.params.id, {
        customerId: req.customer?.id ?? null,
        token: req.query.token,
      }),
    }),
  );

  app.get(
    '/api/bookings/:id/invoice',
    {
      onRequest: noStore,
      schema: {
        params: z.object({ id: idParam }),
        querystring: tokenQuery,
        response: { 200: okReply(invoiceDto) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.invoiceOf(db, config, req.params.id, {
        customerId: req.customer?.id ?? null,
        token: req.query.token,
      }),
    }),
  );

  app.get(
    '/api/bookings/:id/invoice.pdf',
    {
      schema: {
        params: z.object({ id: idParam }),
        querystring: tokenQuery.extend({ lang: languageField.optional() }),
      },
    },
    async (req, reply) => {
      const invoice = await service.invoiceOf(db, config, req.params.id, {
        customerId: req.customer?.id ?? null,
        token: req.query.token,
      });
      // the page's language when it says (?lang=), else the language the customer chose (ADR 124)
      const lang = req.query.lang ?? (await service.invoiceLanguage(db, req.params.id));
      const pdf = await renderInvoicePdf(invoice, lang);
      return sendPdf(reply, pdfFilename('Invoice', invoice.InvoiceNo), pdf);
    },
  );

  app.get(
    '/api/dashboard/admin/booking-history',
    {
      onRequest: noStore,
      preValidation: loginRequired,
      schema: { querystring: historyQuery, response: { 200: okReply(z.array(historyRow)) } },
    },
    async (req) => {
      const customer = requireCustomer(req);
      return {
        success: true as const,
        data: await service.bookingHistory(db, customer.id, req.query),
      };
    },
  );
}
