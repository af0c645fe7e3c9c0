import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http-errors';
import { isDatabaseUnavailable, sqlState } from '../db/errors';

function pathOf(instancePath: string, params: unknown): string {
  const p = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (p) return p;
  const issue = (params as { issue?: { path?: unknown[] } } | undefined)?.issue;
  return Array.isArray(issue?.path) ? issue.path.join('.') : '';
}

/**
 * zod's error map: the message of an issue whose schema names none, in words a person can act on
 * instead of zod's English for developers ("Invalid input: expected string, received
 * undefined"). A contract's own message (`z.string().min(1, 'Full name is required.')`) wins over
 * it, as zod gives a schema's message precedence over the configured map.
 */
export const personMessage: z.core.$ZodErrorMap = (issue) => {
  const last = issue.path?.at(-1);
  const field = last === undefined ? 'The request body' : `'${String(last)}'`;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `${field} is required.` : `${field} has the wrong type.`;
    case 'too_big':
      return `${field} is too long or too large.`;
    case 'too_small':
      return `${field} is too short or too small.`;
    case 'unrecognized_keys':
      return `${field} has a field that is not allowed.`;
    default:
      return `${field} is not valid.`;
  }
};

/** Database errors caused by the input, not by us: a value PostgreSQL cannot store. */
const INPUT_SQLSTATES = new Set(['22021', '22P05', '22003', '22001']);

/**
 * One error handler: every failure is `{success:false, message, errors?}`; 5xx details stay in
 * the log, never in the reply.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  z.config({ customError: personMessage });
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      if (err.headers) void reply.headers(err.headers);
      return reply.status(err.statusCode).send({
        success: false,
        message: err.message,
        ...(err.errors ? { errors: err.errors } : {}),
        ...(err.extra ?? {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => {
        const path = pathOf(v.instancePath, v.params);
        return { path, message: v.message || 'The request is not valid.' };
      });
      const first = errors[0];
      return reply.status(400).send({
        success: false,
        message: first ? first.message : 'The request is not valid.',
        errors,
      });
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      const known: Record<string, string> = {
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON.',
        FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
        FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
      };
      const message =
        known[err.code] ??
        (err.code === 'FST_ERR_BAD_STATUS_CODE' || !err.message
          ? 'The request is not valid.'
          : status === 429
            ? 'Too many requests. Please wait a moment and try again.'
            : /JSON/i.test(err.message)
              ? 'The request body is not valid JSON.'
              : 'The request is not valid.');
      return reply.status(status).send({ success: false, message });
    }
    const state = sqlState(err);
    if (state && INPUT_SQLSTATES.has(state)) {
      req.log.warn({ err }, 'input the database cannot store');
      return reply
        .status(400)
        .send({ success: false, message: 'The request holds a value that cannot be stored.' });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn(
        { err },
        'a connection failed (the database, or a service it needed); answered 503',
      );
      return reply.status(503).header('retry-after', '1').send({
        success: false,
        message: 'The service is briefly unavailable. Please try again in a moment.',
      });
    }
    req.log.error({ err }, 'request failed');
    return reply
      .status(500)
      .send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });
}

/** Errors Fastify raises before routing (an unreadable path): the reply shape of every failure. */
export function frameworkErrors(
  err: FastifyError,
  _req: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply.status(400).send({
    success: false,
    message:
      err.code === 'FST_ERR_BAD_URL' ? 'The address is not valid.' : 'The request is not valid.',
  });
}
