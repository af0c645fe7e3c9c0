import { z } from 'zod';
import { idParam } from '../../../shared/contracts/common';
import {
  formCQuery,
  formCReply,
  formCSubmitBody,
  FORM_C_KINDS,
  registrationBody,
  registrationReply,
} from '../../../shared/contracts/registrations';
import { registerAttachmentResolver } from '../../notify/attachments';
import { requireStaff, sessionStaff } from '../../plugins/staff-session';
import type { App, AppDeps } from '../../types';
import { calendarFile } from './guest-mail';
import * as service from './registrations.service';

const idParams = z.object({ id: idParam });
const hotelParams = z.object({ hotelId: idParam });

/**
 * Guest registration, the registration card and Form C (docs/api.md "Staff: registration and
 * Form C"): admins, hotel managers and front-desk clerks (another hotel's booking is 404).
 */
export async function registrationsRoutes(app: App, deps: AppDeps): Promise<void> {
  const desk = requireStaff('hotel_manager', 'front_desk');
  const ok = <T>(data: T) => ({ success: true as const, data });

  // the pre-arrival mail's calendar file is made when the outbox delivers it
  registerAttachmentResolver('arrival_calendar', (db, att) =>
    calendarFile(deps, db, att.bookingId),
  );

  app.get(
    '/api/staff/bookings/:id/guests',
    { onRequest: desk, schema: { params: idParams, response: { 200: registrationReply } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await service.registration(deps, sessionStaff(req), req.params.id));
    },
  );

  app.put(
    '/api/staff/bookings/:id/guests',
    {
      onRequest: desk,
      schema: { params: idParams, body: registrationBody, response: { 200: registrationReply } },
    },
    async (req) =>
      ok(await service.saveGuests(deps, sessionStaff(req), req.params.id, req.body.guests)),
  );

  // Form C at arrival, and the departure report at check-out (ADR 377): the same two routes each
  for (const kind of FORM_C_KINDS) {
    const departure = kind === 'departure';
    app.post(
      departure ? '/api/staff/bookings/:id/form-c/departure' : '/api/staff/bookings/:id/form-c',
      {
        onRequest: desk,
        schema: { params: idParams, body: formCSubmitBody, response: { 200: registrationReply } },
      },
      async (req) =>
        ok(await service.submitFormC(deps, sessionStaff(req), req.params.id, req.body, kind)),
    );

    app.get(
      departure
        ? '/api/staff/hotels/:hotelId/form-c/departures'
        : '/api/staff/hotels/:hotelId/form-c',
      {
        onRequest: desk,
        schema: { params: hotelParams, querystring: formCQuery, response: { 200: formCReply } },
      },
      async (req, reply) => {
        const list = await service.formC(
          deps,
          sessionStaff(req),
          req.params.hotelId,
          req.query.date,
          kind,
        );
        reply.header('cache-control', 'private, no-store');
        if (req.query.format === 'csv' || /text\/csv/.test(req.headers.accept ?? ''))
          return (
            reply
              .type('text/csv; charset=utf-8')
              .header(
                'content-disposition',
                `attachment; filename="form-c-${departure ? 'departures-' : ''}hotel-${list.hotelId}-${list.date}.csv"`,
              )
              // a string with a CSV type is sent as it is: the JSON reply schema does not apply
              .send(service.formCCsv(list) as never)
          );
        return ok(list);
      },
    );
  }
}
