import { ApiError, serverMessage } from '../../lib/api';

/** The server's message when it sent one (spec: "server message preferred"), else the spec's fallback. */
export function failureMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return serverMessage(err.body) ?? fallback;
  return fallback;
}
