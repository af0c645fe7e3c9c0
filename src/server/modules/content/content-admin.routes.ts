import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam } from '../../../shared/contracts/common';
import {
  CONTENT_KIND_INFO,
  CONTENT_MSG,
  MAX_PDF_BYTES,
  contentBody,
  contentItemReply,
  contentKind,
  contentListReply,
  publishBody,
  type ContentKind,
  type ContentValues,
} from '../../../shared/contracts/content-admin';
import { HttpError, badRequest } from '../../http-errors';
import { requireStaff, sessionStaff } from '../../plugins/staff-session';
import type { App, AppDeps } from '../../types';
import * as service from './content-admin.service';

const kindParams = z.object({ kind: contentKind });
const itemParams = z.object({ kind: contentKind, id: idParam });

/** A multipart form's text fields and its one file, within the limits; clear 413/415 messages. */
async function readForm(
  req: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: service.Upload | null }> {
  if (!req.isMultipart()) throw new HttpError(415, CONTENT_MSG.notMultipart);
  const fields: Record<string, string> = {};
  let file: service.Upload | null = null;
  try {
    for await (const part of req.parts({
      limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 30, fieldSize: 25_000, parts: 32 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, CONTENT_MSG.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Upload one file only.');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badRequest('The form has too many fields.');
    }
    throw err;
  }
  return { fields, file };
}

/** The form's text fields as the kind's body: checkboxes, lines and the published switch. */
function formValues(kind: ContentKind, fields: Record<string, string>) {
  const raw: Record<string, unknown> = { ...fields };
  for (const f of CONTENT_KIND_INFO[kind].fields) {
    const v = fields[f.name];
    if (f.type === 'checkbox') raw[f.name] = v === 'true' || v === 'on';
    if (f.type === 'lines') raw[f.name] = (v ?? '').split(/\r?\n/).filter((l) => l.trim());
  }
  raw.published = fields.published === 'true' || fields.published === 'on';
  return parseBody(kind, raw);
}

function parseBody(kind: ContentKind, raw: unknown): ContentValues & { published: boolean } {
  const parsed = contentBody(kind).safeParse(raw);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({
      path: i.path.join('.'),
      message: i.message,
    }));
    throw badRequest(errors[0]?.message ?? 'The form is not valid.', errors);
  }
  return parsed.data as ContentValues & { published: boolean };
}

/**
 * Content management (ADR 164): content editors and admins list, create, edit and publish public
 * content; notices and tenders come as multipart forms with their PDF (`POST /api/staff/notices`:
 * title, date, file).
 */
export async function contentAdminRoutes(app: App, { db, now }: AppDeps): Promise<void> {
  const editor = requireStaff('content_editor');
  const actor = (req: FastifyRequest) => ({ staffId: sessionStaff(req).id, at: now() });

  app.get(
    '/api/staff/content/:kind',
    { onRequest: editor, schema: { params: kindParams, response: { 200: contentListReply } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return { success: true as const, data: await service.list(db, req.params.kind) };
    },
  );

  app.get(
    '/api/staff/content/:kind/:id',
    { onRequest: editor, schema: { params: itemParams, response: { 200: contentItemReply } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await service.getOne(db, req.params.kind, req.params.id),
      };
    },
  );

  // JSON create and edit of the kinds without a PDF
  const noPdf = (kind: ContentKind) => {
    if (CONTENT_KIND_INFO[kind].pdf) {
      throw new HttpError(
        415,
        `Send a ${CONTENT_KIND_INFO[kind].singular} as a multipart form with its PDF.`,
      );
    }
  };
  app.post(
    '/api/staff/content/:kind',
    { onRequest: editor, schema: { params: kindParams, response: { 201: contentItemReply } } },
    async (req, reply) => {
      const { kind } = req.params;
      noPdf(kind);
      const item = await service.create(db, kind, parseBody(kind, req.body), actor(req));
      return reply.status(201).send({ success: true as const, data: item });
    },
  );
  app.put(
    '/api/staff/content/:kind/:id',
    { onRequest: editor, schema: { params: itemParams, response: { 200: contentItemReply } } },
    async (req) => {
      const { kind, id } = req.params;
      noPdf(kind);
      return {
        success: true as const,
        data: await service.update(db, kind, id, parseBody(kind, req.body), actor(req)),
      };
    },
  );

  app.post(
    '/api/staff/content/:kind/:id/publish',
    {
      onRequest: editor,
      schema: { params: itemParams, body: publishBody, response: { 200: contentItemReply } },
    },
    async (req) => ({
      success: true as const,
      data: await service.setPublished(
        db,
        req.params.kind,
        req.params.id,
        req.body.published,
        actor(req),
      ),
    }),
  );

  // notices and tenders: multipart with the PDF, in a scope of their own for the parser
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    for (const kind of ['notices', 'tenders'] as const) {
      scope.post(`/api/staff/${kind}`, { onRequest: editor }, async (req, reply) => {
        const { fields, file } = await readForm(req);
        const item = await service.create(db, kind, formValues(kind, fields), actor(req), file);
        return reply.status(201).send({ success: true as const, data: item });
      });
      scope.put(`/api/staff/${kind}/:id`, { onRequest: editor }, async (req) => {
        const parsed = idParam.safeParse((req.params as { id?: string }).id);
        if (!parsed.success) throw new HttpError(404, CONTENT_MSG.notFound);
        const id = parsed.data;
        const { fields, file } = await readForm(req);
        return {
          success: true as const,
          data: await service.update(db, kind, id, formValues(kind, fields), actor(req), file),
        };
      });
    }
  });
}
