import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  cancellationPolicyBody,
  staffCancellationPolicyReply,
} from '../../../shared/contracts/cancellation';
import { idParam } from '../../../shared/contracts/common';
import { requireStaff, sessionStaff } from '../../plugins/staff-session';
import type { App, AppDeps } from '../../types';
import * as service from './policy-admin.service';

const params = z.object({ hotelId: idParam });

/**
 * A hotel's cancellation policy in the back office (ADR 222): admins read and schedule it; a hotel
 * manager reads their own hotels' (another hotel is 404); other roles get 403.
 */
export async function policyAdminRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db, now } = deps;
  const ctx = (req: FastifyRequest) => ({ db, staff: sessionStaff(req), now: now() });

  app.get(
    '/api/staff/hotels/:hotelId/cancellation-policy',
    {
      preHandler: requireStaff('hotel_manager'),
      schema: { params, response: { 200: staffCancellationPolicyReply } },
    },
    async (req) => ({
      success: true as const,
      data: await service.getHotelPolicy(ctx(req), req.params.hotelId),
    }),
  );

  app.put(
    '/api/staff/hotels/:hotelId/cancellation-policy',
    {
      preHandler: requireStaff('admin'),
      schema: {
        params,
        body: cancellationPolicyBody,
        response: { 200: staffCancellationPolicyReply },
      },
    },
    async (req) => {
      const { policy, replaced } = await service.scheduleHotelPolicy(
        ctx(req),
        req.params.hotelId,
        req.body,
      );
      return {
        success: true as const,
        message: replaced
          ? `The policy from ${req.body.effectiveFrom} was replaced.`
          : `Policy scheduled: in force from ${req.body.effectiveFrom}.`,
        data: policy,
      };
    },
  );
}
