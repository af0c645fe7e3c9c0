import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  gstSlabSetBody,
  staffGstSlabSetReply,
  staffGstSlabSetsReply,
} from '../../../shared/contracts/bookings';
import { messageReply } from '../../../shared/contracts/common';
import { isoDate } from '../../../shared/contracts/hotels';
import { requireStaff, sessionStaff } from '../../plugins/staff-session';
import type { App, AppDeps } from '../../types';
import * as service from './gst-slabs.service';

/**
 * The back office's GST slab sets (ADR 221): accounts staff and admins list them and schedule a
 * set that takes effect after today; other roles get 403.
 */
export async function gstSlabsRoutes(app: App, deps: AppDeps): Promise<void> {
  const { db, now } = deps;
  const accounts = { preHandler: requireStaff('accounts') };
  const ctx = (req: FastifyRequest) => ({ db, staffId: sessionStaff(req).id, now: now() });

  app.get(
    '/api/staff/gst-slabs',
    { ...accounts, schema: { response: { 200: staffGstSlabSetsReply } } },
    async () => ({ success: true as const, data: await service.listSlabSets(db, now()) }),
  );

  app.post(
    '/api/staff/gst-slabs',
    {
      ...accounts,
      schema: { body: gstSlabSetBody, response: { 201: staffGstSlabSetReply } },
    },
    async (req, reply) => {
      const { set, replaced } = await service.addSlabSet(ctx(req), req.body);
      return reply.status(201).send({
        success: true as const,
        message: replaced
          ? `The slab set from ${set.effectiveFrom} was replaced.`
          : `Slab set added: in force from ${set.effectiveFrom}.`,
        data: set,
      });
    },
  );

  app.delete(
    '/api/staff/gst-slabs/:effectiveFrom',
    {
      ...accounts,
      schema: {
        params: z.object({ effectiveFrom: isoDate('The effective date') }),
        response: { 200: messageReply },
      },
    },
    async (req) => {
      await service.withdrawSlabSet(ctx(req), req.params.effectiveFrom);
      return {
        success: true as const,
        message: `The slab set from ${req.params.effectiveFrom} was withdrawn.`,
      };
    },
  );
}
