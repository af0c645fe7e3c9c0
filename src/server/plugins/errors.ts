import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http-errors';
import { isDatabaseUnavailable, sqlState } from '../db/errors';

function pathOf(instancePath: string, params: unknown): string {
  const p = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (p) return p;
  const issue = (params as { issue?: { path?: unknown[] } } | undefined)?.issue;
  return Array.isArray(issue?.path) ? issue.path.join('.') : '';
}

/** zod's own wording ("Invalid input: expected string, received undefined"), meant for developers. */
const LIBRARY_WORDING = /^(Invalid input|Invalid option|Too big|Too small|Unrecognized key)/;

/** A validation message a person can act on: the contract's own text, or one made from zod's. */
export function readableMessage(path: string, message: string): string {
  if (!LIBRARY_WORDING.test(message)) return message;
  const field = path ? `'${path.split('.').pop() ?? path}'` : 'The request body';
  if (/^Invalid input: expected .*received undefined$/.test(message))
    return `${field} is required.`;
  if (/^Invalid input: expected/.test(message)) return `${field} has the wrong type.`;
  if (/^Too big/.test(message)) return `${field} is too long or too large.`;
  if (/^Too small/.test(message)) return `${field} is too short or too small.`;
  if (/^Unrecognized key/.test(message)) return `${field} has a field that is not allowed.`;
  return `${field} is not valid.`;
}

/** Database errors caused by the input, not by us: a value PostgreSQL cannot store. */
const INPUT_SQLSTATES = new Set(['22021', '22P05', '22003', '22001']);

/**
 * One error handler: every failure is `{success:false, message, errors?}`; 5xx details stay in
 * the log, never in the reply.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
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
        return { path, message: readableMessage(path, v.message ?? 'Invalid value.') };
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
