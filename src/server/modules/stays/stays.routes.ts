import { z } from 'zod';
import { idParam } from '../../../shared/contracts/common';
import {
  cancelBody,
  cancelPreviewReply,
  checkInBody,
  checkOutBody,
  counterBookingBody,
  counterBookingHeaders,
  deskActionReply,
  deskTodayQuery,
  deskTodayReply,
  extendBody,
  extendReply,
  staffBookingDetailReply,
  staffBookingsQuery,
  staffBookingsReply,
} from '../../../shared/contracts/desk';
import {
  assignBody,
  boardReply,
  boardRoomReply,
  bookingRoomParams,
  chartQuery,
  housekeepingBody,
  nightAuditBody,
  nightAuditReply,
  nightAuditsQuery,
  nightAuditsReply,
  outOfOrderBody,
  outOfOrderParams,
  roomParams as roomIdParams,
  chartReply,
  moveBody,
  roomCreateBody,
  roomUpdateBody,
  staffRoomReply,
  staffRoomsReply,
} from '../../../shared/contracts/rooms';
import { registerFormRateLimit } from '../../plugins/rate-limit';
import { requireStaff, sessionStaff } from '../../plugins/staff-session';
import type { App, AppDeps } from '../../types';
import { checkIn } from './check-in';
import { assignRoom, moveRoom } from './assign';
import { checkOut } from './check-out';
import { extendStay } from './extend';
import * as housekeeping from './housekeeping';
import * as nightAudit from './night-audit';
import { counterBooking } from './counter-booking';
import { cancel, cancelPreview } from './guest-cancel';
import { noShow } from './no-show';
import * as rooms from './rooms.service';
import type { StaysPorts } from './stays.ports';
import * as present from './stays.presenter';
import * as service from './stays.service';

const idParams = z.object({ id: idParam });
const hotelParams = z.object({ hotelId: idParam });
const roomParams = z.object({ hotelId: idParam, roomId: idParam });

/**
 * The front desk's booking routes (docs/api.md "Staff: bookings, refunds, requests"): admins and
 * hotel managers (a manager's other hotels are 404); content editors and accounts get 403. The
 * folio, the counter booking's account and payment and the guest's cancellation are ports app.ts
 * hands in (ADR 330), so stays never imports folio, auth, payments or cancellation.
 */
export function staysRoutes(portsOf: (deps: AppDeps) => StaysPorts) {
  return (app: App, deps: AppDeps) => routes(app, deps, portsOf(deps));
}

async function routes(app: App, deps: AppDeps, ports: StaysPorts): Promise<void> {
  // the desk: hotel managers and front-desk clerks (their hotels only); a room's set-up is the manager's
  const desk = requireStaff('hotel_manager', 'front_desk');
  const manager = requireStaff('hotel_manager');
  // the housekeeping board: also housekeepers (ADR 310)
  const board = requireStaff('hotel_manager', 'front_desk', 'housekeeping');
  const ok = <T>(data: T) => ({ success: true as const, data });
  /** The booking as it stands after an action, in the reply's shape. */
  const detail = async (id: number) => ok(present.bookingDetail(await service.stayView(deps, id)));

  app.get(
    '/api/staff/bookings',
    {
      onRequest: desk,
      schema: { querystring: staffBookingsQuery, response: { 200: staffBookingsReply } },
    },
    async (req) =>
      ok(present.bookingsPage(await service.searchBookings(deps, sessionStaff(req), req.query))),
  );

  app.get(
    '/api/staff/desk/today',
    { onRequest: desk, schema: { querystring: deskTodayQuery, response: { 200: deskTodayReply } } },
    async (req) =>
      ok(present.todayLists(await service.today(deps, sessionStaff(req), req.query.hotelId))),
  );

  app.get(
    '/api/staff/bookings/:id',
    { onRequest: desk, schema: { params: idParams, response: { 200: staffBookingDetailReply } } },
    async (req) =>
      ok(present.bookingDetail(await service.bookingView(deps, sessionStaff(req), req.params.id))),
  );

  app.post(
    '/api/staff/bookings/:id/check-in',
    {
      onRequest: desk,
      schema: { params: idParams, body: checkInBody, response: { 200: deskActionReply } },
    },
    async (req) => {
      await checkIn(deps, sessionStaff(req), req.params.id, req.body);
      return detail(req.params.id);
    },
  );

  app.post(
    '/api/staff/bookings/:id/check-out',
    {
      onRequest: desk,
      schema: { params: idParams, body: checkOutBody, response: { 200: deskActionReply } },
    },
    async (req) => {
      await checkOut(deps, ports.folio, sessionStaff(req), req.params.id, req.body);
      return detail(req.params.id);
    },
  );

  app.post(
    '/api/staff/bookings/:id/no-show',
    { onRequest: desk, schema: { params: idParams, response: { 200: deskActionReply } } },
    async (req) => {
      await noShow(deps, sessionStaff(req), req.params.id);
      return detail(req.params.id);
    },
  );

  // physical rooms, their assignment and the room chart (issue 27)
  const ctx = (req: Parameters<typeof sessionStaff>[0]) => ({
    db: deps.db,
    staff: sessionStaff(req),
    now: deps.now(),
  });

  app.get(
    '/api/staff/hotels/:hotelId/rooms',
    { onRequest: desk, schema: { params: hotelParams, response: { 200: staffRoomsReply } } },
    async (req) => ok({ rooms: await rooms.listRooms(ctx(req), req.params.hotelId) }),
  );

  app.post(
    '/api/staff/hotels/:hotelId/rooms',
    {
      onRequest: manager,
      schema: { params: hotelParams, body: roomCreateBody, response: { 201: staffRoomReply } },
    },
    async (req, reply) => {
      const room = await rooms.createRoom(ctx(req), req.params.hotelId, req.body);
      return reply.code(201).send(ok(room));
    },
  );

  app.put(
    '/api/staff/hotels/:hotelId/rooms/:roomId',
    {
      onRequest: manager,
      schema: { params: roomParams, body: roomUpdateBody, response: { 200: staffRoomReply } },
    },
    async (req) =>
      ok(await rooms.updateRoom(ctx(req), req.params.hotelId, req.params.roomId, req.body)),
  );

  app.get(
    '/api/staff/hotels/:hotelId/housekeeping',
    { onRequest: board, schema: { params: hotelParams, response: { 200: boardReply } } },
    async (req) => ok(await housekeeping.board(ctx(req), req.params.hotelId)),
  );

  app.put(
    '/api/staff/rooms/:id/housekeeping',
    {
      onRequest: board,
      schema: { params: roomIdParams, body: housekeepingBody, response: { 200: boardRoomReply } },
    },
    async (req) => ok(await housekeeping.setHousekeeping(ctx(req), req.params.id, req.body)),
  );

  app.put(
    '/api/staff/rooms/:id/out-of-order',
    {
      onRequest: desk,
      schema: { params: roomIdParams, body: outOfOrderBody, response: { 200: boardRoomReply } },
    },
    async (req) => ok(await housekeeping.setOutOfOrder(ctx(req), req.params.id, req.body)),
  );

  app.delete(
    '/api/staff/rooms/:id/out-of-order/:periodId',
    {
      onRequest: desk,
      schema: { params: outOfOrderParams, response: { 200: boardRoomReply } },
    },
    async (req) =>
      ok(await housekeeping.endOutOfOrder(ctx(req), req.params.id, req.params.periodId)),
  );

  // the night audit (ADR 311): the desk closes a day; accounts read the closed days too
  app.post(
    '/api/staff/hotels/:hotelId/night-audit',
    {
      onRequest: desk,
      schema: { params: hotelParams, body: nightAuditBody, response: { 200: nightAuditReply } },
    },
    async (req) => ok(await nightAudit.closeDay(ctx(req), req.params.hotelId, req.body.date)),
  );

  app.get(
    '/api/staff/hotels/:hotelId/night-audits',
    {
      onRequest: requireStaff('hotel_manager', 'front_desk', 'accounts'),
      schema: {
        params: hotelParams,
        querystring: nightAuditsQuery,
        response: { 200: nightAuditsReply },
      },
    },
    async (req) =>
      ok({
        days: await nightAudit.closedDays(
          ctx(req),
          req.params.hotelId,
          req.query.from,
          req.query.to,
        ),
      }),
  );

  app.get(
    '/api/staff/hotels/:hotelId/chart',
    {
      onRequest: desk,
      schema: { params: hotelParams, querystring: chartQuery, response: { 200: chartReply } },
    },
    async (req) =>
      ok(await rooms.chart(ctx(req), req.params.hotelId, req.query.from, req.query.to)),
  );

  app.post(
    '/api/staff/bookings/:id/rooms/:bookingRoomId/assign',
    {
      onRequest: desk,
      schema: { params: bookingRoomParams, body: assignBody, response: { 200: deskActionReply } },
    },
    async (req) => {
      const { id, bookingRoomId } = req.params;
      await assignRoom(deps, sessionStaff(req), id, bookingRoomId, req.body);
      return detail(id);
    },
  );

  app.post(
    '/api/staff/bookings/:id/rooms/:bookingRoomId/move',
    {
      onRequest: desk,
      schema: { params: bookingRoomParams, body: moveBody, response: { 200: deskActionReply } },
    },
    async (req) => {
      const { id, bookingRoomId } = req.params;
      await moveRoom(deps, sessionStaff(req), id, bookingRoomId, req.body);
      return detail(id);
    },
  );

  app.post(
    '/api/staff/bookings/:id/extend',
    {
      onRequest: desk,
      schema: { params: idParams, body: extendBody, response: { 200: extendReply } },
    },
    async (req) => {
      const added = await extendStay(deps, sessionStaff(req), req.params.id, req.body);
      const { data } = await detail(req.params.id);
      return ok({ ...data, ...added });
    },
  );

  app.get(
    '/api/staff/bookings/:id/cancel-preview',
    { onRequest: desk, schema: { params: idParams, response: { 200: cancelPreviewReply } } },
    async (req) =>
      ok(await cancelPreview(deps, ports.cancellation, sessionStaff(req), req.params.id)),
  );

  // actions that mail or text the guest: limited like every form that sends messages (the
  // 'desk' counter is shared with the request replies of requests.routes.ts)
  await app.register(async (scope: App) => {
    await registerFormRateLimit(scope, {
      db: deps.db,
      now: deps.now,
      name: 'desk',
      max: Math.max(60, deps.config.FORM_RATE_LIMIT * 10),
      windowMs: 10 * 60_000,
    });

    scope.post(
      '/api/staff/bookings/:id/cancel',
      {
        onRequest: desk,
        schema: { params: idParams, body: cancelBody, response: { 200: deskActionReply } },
      },
      async (req) => {
        await cancel(deps, ports.cancellation, sessionStaff(req), req.params.id, req.body);
        return detail(req.params.id);
      },
    );

    scope.post(
      '/api/staff/counter-bookings',
      {
        onRequest: desk,
        schema: {
          headers: counterBookingHeaders,
          body: counterBookingBody,
          response: { 200: deskActionReply },
        },
      },
      async (req) =>
        ok(
          await counterBooking(
            deps,
            ports.counter,
            sessionStaff(req),
            req.body,
            req.headers['idempotency-key'],
          ),
        ),
    );
  });
}
