import { safeNext } from '../../lib/paths';

/**
 * Where to go after login or sign-up: the `next` query parameter when it is a path on this site
 * (see safeNext: one leading '/', never another host, never an auth page), otherwise '/'.
 */
export function nextPath(search: string): string {
  return safeNext(new URLSearchParams(search).get('next')) ?? '/';
}

/** The raw `next` of a query string, for links that carry it on (login ↔ sign-up). */
export const nextParam = (search: string): string | undefined =>
  safeNext(new URLSearchParams(search).get('next')) ?? undefined;
