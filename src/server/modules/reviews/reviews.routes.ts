import { z } from 'zod';
import { idParam } from '../../../shared/contracts/common';
import {
  hideReviewBody,
  hotelReviewsReply,
  myReviewReply,
  myReviewsReply,
  replyReviewBody,
  REVIEW_MSG,
  reviewableStayReply,
  reviewBody,
  staffReviewReply,
  staffReviewsQuery,
  staffReviewsReply,
} from '../../../shared/contracts/reviews';
import { registerFormRateLimit } from '../../plugins/rate-limit';
import { loginRequired, requireCustomer } from '../../plugins/session';
import { requireStaff, sessionStaff } from '../../plugins/staff-session';
import type { App, AppDeps } from '../../types';
import * as service from './reviews.service';

const idParams = z.object({ id: idParam });

/** Reviews of completed stays (ADR 320): the guest's, the hotel page's and the back office's. */
export async function reviewsRoutes(app: App, { db, config, now }: AppDeps): Promise<void> {
  app.get(
    '/api/hotel/:id/reviews',
    { schema: { params: idParams, response: { 200: hotelReviewsReply } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return { success: true as const, data: await service.hotelReviews(db, req.params.id) };
    },
  );

  app.get(
    '/api/reviews/mine',
    { preValidation: loginRequired, schema: { response: { 200: myReviewsReply } } },
    async (req) => ({
      success: true as const,
      data: await service.myReviews(db, requireCustomer(req).id),
    }),
  );

  app.get(
    '/api/reviews/booking/:id',
    {
      preValidation: loginRequired,
      schema: { params: idParams, response: { 200: reviewableStayReply } },
    },
    async (req) => ({
      success: true as const,
      data: await service.reviewableStay(db, requireCustomer(req).id, req.params.id),
    }),
  );

  await app.register(async (scope: App) => {
    await registerFormRateLimit(scope, {
      db,
      now,
      name: 'reviews',
      max: config.FORM_RATE_LIMIT,
      windowMs: 10 * 60_000,
    });
    scope.post(
      '/api/reviews',
      {
        preValidation: loginRequired,
        schema: { body: reviewBody, response: { 201: myReviewReply } },
      },
      async (req, reply) => {
        const review = await service.submitReview(db, requireCustomer(req).id, req.body, now());
        return reply
          .status(201)
          .send({ success: true as const, message: REVIEW_MSG.received, data: review });
      },
    );
  });

  // the back office: admins and content editors moderate every hotel's reviews; a hotel manager
  // moderates and answers their own hotels' (another hotel's review is 404)
  const moderators = requireStaff('hotel_manager', 'content_editor');
  app.get(
    '/api/staff/reviews',
    {
      onRequest: moderators,
      schema: { querystring: staffReviewsQuery, response: { 200: staffReviewsReply } },
    },
    async (req) => ({
      success: true as const,
      data: await service.staffReviews(db, sessionStaff(req), req.query),
    }),
  );
  const moderated = (msg: string, data: Awaited<ReturnType<typeof service.moderate>>) => ({
    success: true as const,
    message: msg,
    data,
  });
  app.post(
    '/api/staff/reviews/:id/publish',
    { onRequest: moderators, schema: { params: idParams, response: { 200: staffReviewReply } } },
    async (req) =>
      moderated(
        REVIEW_MSG.published,
        await service.moderate(db, sessionStaff(req), req.params.id, { kind: 'publish' }, now()),
      ),
  );
  app.post(
    '/api/staff/reviews/:id/hide',
    {
      onRequest: moderators,
      schema: { params: idParams, body: hideReviewBody, response: { 200: staffReviewReply } },
    },
    async (req) =>
      moderated(
        REVIEW_MSG.hidden,
        await service.moderate(
          db,
          sessionStaff(req),
          req.params.id,
          { kind: 'hide', reason: req.body.reason },
          now(),
        ),
      ),
  );
  // the hotel's reply: its managers and admins (a content editor does not speak for a hotel)
  app.post(
    '/api/staff/reviews/:id/reply',
    {
      onRequest: requireStaff('hotel_manager'),
      schema: { params: idParams, body: replyReviewBody, response: { 200: staffReviewReply } },
    },
    async (req) =>
      moderated(
        REVIEW_MSG.replied,
        await service.moderate(
          db,
          sessionStaff(req),
          req.params.id,
          { kind: 'reply', reply: req.body.reply },
          now(),
        ),
      ),
  );
}
