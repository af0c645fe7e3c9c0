import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { idParam } from '../../../shared/contracts/common';
import {
  cashierQuery,
  cashierReply,
  cashierShiftReply,
  cashierShiftsReply,
  departureReportReply,
  departuresQuery,
  closeShiftBody,
  openShiftBody,
  shiftsQuery,
  folioPaymentBody,
  folioPostingBody,
  folioPostingParams,
  folioRefundReply,
  folioReply,
  folioReverseBody,
  folioTaxRateBody,
  FOLIO_KIND_LABELS,
  guestFolioReply,
  staffFolioTaxRateReply,
  staffFolioTaxRatesReply,
} from '../../../shared/contracts/folio';
import { messageReply } from '../../../shared/contracts/common';
import { languageField, type Language } from '../../../shared/language';
import { resolveAttachment } from '../../notify/attachments';
import { noStore } from '../../plugins/no-store';
import { loginRequired, requireCustomer } from '../../plugins/session';
import { requireStaff, sessionStaff } from '../../plugins/staff-session';
import type { App, AppDeps } from '../../types';
import * as service from './folio.service';
import * as shifts from './shifts';
import * as taxRates from './tax-rates';
import { pdfFilename, sendPdf } from '../../lib/pdf-reply';

const idParams = z.object({ id: idParam });
const langQuery = z.object({ lang: languageField.optional() });

/**
 * The guest folio (issue 28, docs/api.md "Staff: the guest folio"): admins, hotel managers and
 * front-desk clerks (another hotel's booking is 404); refunding an overpaid folio and the cashier
 * report are the manager's. The guest reads their own folio on their booking page.
 */
export async function folioRoutes(app: App, deps: AppDeps): Promise<void> {
  const desk = requireStaff('hotel_manager', 'front_desk');
  const manager = requireStaff('hotel_manager');
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.get(
    '/api/staff/bookings/:id/folio',
    { onRequest: desk, schema: { params: idParams, response: { 200: folioReply } } },
    async (req) => ok(await service.getFolio(deps, sessionStaff(req), req.params.id)),
  );

  app.post(
    '/api/staff/bookings/:id/folio',
    {
      onRequest: desk,
      schema: { params: idParams, body: folioPostingBody, response: { 201: folioReply } },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(ok(await service.postCharge(deps, sessionStaff(req), req.params.id, req.body))),
  );

  app.post(
    '/api/staff/bookings/:id/folio/:postingId/reverse',
    {
      onRequest: desk,
      schema: { params: folioPostingParams, body: folioReverseBody, response: { 201: folioReply } },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await service.reverseCharge(
              deps,
              sessionStaff(req),
              req.params.id,
              req.params.postingId,
              req.body.reason,
            ),
          ),
        ),
  );

  app.post(
    '/api/staff/bookings/:id/payments',
    {
      onRequest: desk,
      schema: { params: idParams, body: folioPaymentBody, response: { 201: folioReply } },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(ok(await service.takePayment(deps, sessionStaff(req), req.params.id, req.body))),
  );

  app.post(
    '/api/staff/bookings/:id/folio/refund',
    { onRequest: manager, schema: { params: idParams, response: { 200: folioRefundReply } } },
    async (req) => ok(await service.refundOverpaid(deps, sessionStaff(req), req.params.id)),
  );

  app.get(
    '/api/staff/reports/cashier',
    { onRequest: manager, schema: { querystring: cashierQuery, response: { 200: cashierReply } } },
    async (req) =>
      ok(await service.cashierReport(deps, sessionStaff(req), req.query.hotelId, req.query.date)),
  );

  /**
   * The postings' invoice PDF, the very file the check-out mail attaches (made by the outbox's
   * `folio_invoice` resolver, ADR 345), in the page's language (?lang=) or else the guest's.
   */
  const pdf = async (
    reply: FastifyReply,
    doc: { invoiceNo: string },
    bookingId: number,
    lang: Language | undefined,
  ) => {
    const filename = pdfFilename('Invoice', doc.invoiceNo);
    const bytes = await resolveAttachment(
      deps.db,
      {
        kind: 'folio_invoice',
        bookingId,
        filename,
        contentType: 'application/pdf',
        ...(lang ? { lang } : {}),
      },
      deps.config,
    );
    return sendPdf(reply, filename, bytes);
  };

  app.get(
    '/api/staff/bookings/:id/folio/invoice.pdf',
    { onRequest: desk, schema: { params: idParams, querystring: langQuery } },
    async (req, reply) => {
      const doc = await service.staffInvoiceDocument(deps, sessionStaff(req), req.params.id);
      return pdf(reply, doc, req.params.id, req.query.lang);
    },
  );

  app.get(
    '/api/bookings/:id/folio/invoice.pdf',
    {
      preValidation: loginRequired,
      schema: { params: idParams, querystring: langQuery },
    },
    async (req, reply) => {
      const doc = await service.guestInvoiceDocument(deps, requireCustomer(req).id, req.params.id);
      return pdf(reply, doc, req.params.id, req.query.lang);
    },
  );

  app.get(
    '/api/staff/hotels/:hotelId/departures',
    {
      onRequest: desk,
      schema: {
        params: z.object({ hotelId: idParam }),
        querystring: departuresQuery,
        response: { 200: departureReportReply },
      },
    },
    async (req) =>
      ok(
        await service.departureReport(deps, sessionStaff(req), req.params.hotelId, req.query.date),
      ),
  );

  // cashier shifts (ADR 347)
  app.get(
    '/api/staff/cashier-shifts',
    {
      onRequest: desk,
      schema: { querystring: shiftsQuery, response: { 200: cashierShiftsReply } },
    },
    async (req) => ok(await shifts.openShifts(deps, sessionStaff(req), req.query.hotelId)),
  );

  app.post(
    '/api/staff/cashier-shifts',
    { onRequest: desk, schema: { body: openShiftBody, response: { 201: cashierShiftReply } } },
    async (req, reply) =>
      reply.code(201).send(ok(await shifts.openShift(deps, sessionStaff(req), req.body))),
  );

  app.post(
    '/api/staff/cashier-shifts/:id/close',
    {
      onRequest: desk,
      schema: {
        params: idParams,
        body: closeShiftBody,
        response: {
          200: cashierShiftReply.extend({ message: z.string() }),
        },
      },
    },
    async (req) => {
      const r = await shifts.closeShift(deps, sessionStaff(req), req.params.id, req.body);
      return { ...ok(r.shift), message: r.message };
    },
  );

  // the GST rates of folio charges: accounts staff and admins (ADR 346), as /api/staff/gst-slabs
  const accounts = requireStaff('accounts');
  app.get(
    '/api/staff/folio-tax-rates',
    { onRequest: accounts, schema: { response: { 200: staffFolioTaxRatesReply } } },
    async () => ok(await taxRates.listTaxRates(deps.db, deps.now())),
  );

  app.post(
    '/api/staff/folio-tax-rates',
    {
      onRequest: accounts,
      schema: { body: folioTaxRateBody, response: { 201: staffFolioTaxRateReply } },
    },
    async (req, reply) => {
      const at = deps.now();
      const { rate, replaced } = await taxRates.addTaxRate(
        { db: deps.db, staffId: sessionStaff(req).id, now: at },
        req.body,
      );
      const what = `${FOLIO_KIND_LABELS[rate.kind]} (SAC ${rate.sac}) at ${rate.ratePercent}% ${rate.hotelName ? `at ${rate.hotelName}` : 'at every hotel'}`;
      return reply.code(201).send({
        success: true as const,
        message: replaced
          ? `${what} from ${rate.effectiveFrom} replaces the rate scheduled for that day.`
          : `${what}: in force from ${rate.effectiveFrom}.`,
        data: rate,
      });
    },
  );

  app.delete(
    '/api/staff/folio-tax-rates/:id',
    { onRequest: accounts, schema: { params: idParams, response: { 200: messageReply } } },
    async (req) => {
      const r = await taxRates.withdrawTaxRate(
        { db: deps.db, staffId: sessionStaff(req).id, now: deps.now() },
        req.params.id,
      );
      return {
        success: true as const,
        message: `The ${FOLIO_KIND_LABELS[r.kind].toLowerCase()} rate (SAC ${r.sac}) from ${r.effectiveFrom} was withdrawn.`,
      };
    },
  );

  app.get(
    '/api/bookings/:id/folio',
    {
      onRequest: noStore,
      preValidation: loginRequired,
      schema: { params: idParams, response: { 200: guestFolioReply } },
    },
    async (req) => ok(await service.guestFolio(deps, requireCustomer(req).id, req.params.id)),
  );
}
