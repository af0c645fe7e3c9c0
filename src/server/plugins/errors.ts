import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http-errors';

function pathOf(instancePath: string, params: unknown): string {
  const p = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (p) return p;
  const issue = (params as { issue?: { path?: unknown[] } } | undefined)?.issue;
  return Array.isArray(issue?.path) ? issue.path.join('.') : '';
}

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
      const errors = err.validation.map((v) => ({
        path: pathOf(v.instancePath, v.params),
        message: v.message ?? 'Invalid value.',
      }));
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
    req.log.error({ err }, 'request failed');
    return reply
      .status(500)
      .send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });
}
