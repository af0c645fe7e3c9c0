import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { idParam, okReply } from '../../../shared/contracts/common';
import {
  advertorial,
  advertorialSummary,
  destination,
  notice,
  official,
  pagedReply,
  pageQuery,
  tender,
  tour,
  video,
} from '../../../shared/contracts/content';
import type { App, AppDeps } from '../../types';
import type { Letterhead } from './content.pdf';
import * as service from './content.service';

const byId = z.object({ id: idParam });

function sendPdf(reply: FastifyReply, file: service.PdfFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'public, max-age=3600')
    .send(file.body);
}

/** Routes of the content module: destinations, tours, notices, tenders, advertorials, officials, videos. */
export async function contentRoutes(app: App, { db, config }: AppDeps): Promise<void> {
  const letterhead: Letterhead = {
    name: config.CORP_NAME,
    address: config.CORP_ADDRESS,
    phone: config.CORP_PHONE,
    email: config.CORP_EMAIL,
  };

  app.get(
    '/api/destinations',
    { config: { etag: true }, schema: { response: { 200: okReply(z.array(destination)) } } },
    async () => ({ success: true as const, data: await service.listDestinations(db) }),
  );

  app.get(
    '/api/destinations/:id',
    { config: { etag: true }, schema: { params: byId, response: { 200: okReply(destination) } } },
    async (req) => ({
      success: true as const,
      data: await service.getDestination(db, req.params.id),
    }),
  );

  app.get(
    '/api/officials',
    { config: { etag: true }, schema: { response: { 200: okReply(z.array(official)) } } },
    async () => ({ success: true as const, data: await service.listOfficials(db) }),
  );

  app.get(
    '/api/videos',
    { config: { etag: true }, schema: { response: { 200: okReply(z.array(video)) } } },
    async () => ({
      success: true as const,
      data: await service.listVideos(db),
    }),
  );

  app.get(
    '/api/tours',
    {
      config: { etag: true },
      schema: {
        querystring: z.object({
          category: z.string().max(100, 'The category is too long.').optional(),
        }),
        response: { 200: okReply(z.array(tour)) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await service.listTours(db, req.query.category),
    }),
  );

  app.get(
    '/api/tours/:id',
    { config: { etag: true }, schema: { params: byId, response: { 200: okReply(tour) } } },
    async (req) => ({ success: true as const, data: await service.getTour(db, req.params.id) }),
  );

  app.get(
    '/api/notices',
    {
      config: { etag: true },
      schema: { querystring: pageQuery, response: { 200: pagedReply(notice) } },
    },
    async (req) => ({
      success: true as const,
      ...(await service.listNotices(db, req.query, letterhead)),
    }),
  );

  app.get(
    '/api/notices/:id/pdf',
    { config: { etag: true }, schema: { params: byId } },
    async (req, reply) =>
      sendPdf(reply, await service.noticePdfFile(db, req.params.id, letterhead)),
  );

  app.get(
    '/api/tenders',
    {
      config: { etag: true },
      schema: { querystring: pageQuery, response: { 200: pagedReply(tender) } },
    },
    async (req) => ({
      success: true as const,
      ...(await service.listTenders(db, req.query, letterhead)),
    }),
  );

  app.get(
    '/api/tenders/:id/pdf',
    { config: { etag: true }, schema: { params: byId } },
    async (req, reply) =>
      sendPdf(reply, await service.tenderPdfFile(db, req.params.id, letterhead)),
  );

  app.get(
    '/api/advertorials',
    {
      config: { etag: true },
      schema: { querystring: pageQuery, response: { 200: pagedReply(advertorialSummary) } },
    },
    async (req) => ({ success: true as const, ...(await service.listAdvertorials(db, req.query)) }),
  );

  app.get(
    '/api/advertorials/:id',
    { config: { etag: true }, schema: { params: byId, response: { 200: okReply(advertorial) } } },
    async (req) => ({
      success: true as const,
      data: await service.getAdvertorial(db, req.params.id),
    }),
  );
}
