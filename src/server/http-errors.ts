/** An error whose message is safe to show a person. Anything else becomes a generic 500. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: { path: string; message: string }[],
    public readonly extra?: Record<string, unknown>,
    /** Reply headers (Retry-After of a 429). */
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: { path: string; message: string }[]) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, message, undefined, extra);
/** 422: well-formed, but it contradicts what the server already holds (an Idempotency-Key reused). */
export const unprocessable = (message: string) => new HttpError(422, message);
export const tooMany = (message = 'Too many attempts. Please wait a moment and try again.') =>
  new HttpError(429, message);

/** 429 with a `Retry-After` of `seconds` (also in the body as `retryAfter`). */
export const tooManyFor = (message: string, seconds: number) => {
  const s = Math.max(1, Math.ceil(seconds));
  return new HttpError(429, message, undefined, { retryAfter: s }, { 'retry-after': String(s) });
};
