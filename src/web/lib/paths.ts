import { appPaths } from '../../shared/routes';

/** Every route of the spec, typed (the table lives in src/shared/routes.ts); href() fills parameters. */
export const paths = appPaths;

export type PathName = keyof typeof paths;

export function href(
  name: PathName,
  params: Record<string, string | number> = {},
  query?: Record<string, string | number | undefined>,
): string {
  let p: string = paths[name];
  for (const [k, v] of Object.entries(params))
    p = p.replace(`:${k}`, encodeURIComponent(String(v)));
  if (query) {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(query))
      if (v !== undefined && v !== '') q.set(k, String(v));
    const s = q.toString();
    if (s) p += `?${s}`;
  }
  return p;
}

/**
 * Whether `next` may be followed after logging in or signing up: a path on this site (one leading
 * '/', not '//' or '/\'), never another host, never the auth pages themselves. The check holds
 * for the path as the URL parser normalises it too, which is the one returned and followed: dot
 * segments and backslashes (`/.//evil.example/`, `/%2e//x`, `/./\x`) must not leave a '//' that a
 * browser would read as another host.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return null;
  // control characters (a tab or newline inside '/\t/evil.example') never belong in a path
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  try {
    const base = 'http://site.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return null;
    const auth = [paths.login, paths.signup, paths.forgotPassword].map((p) => p.toLowerCase());
    if (auth.includes(url.pathname.toLowerCase().replace(/\/$/, '') || '/')) return null;
    const path = url.pathname + url.search + url.hash;
    return path.startsWith('//') || path.startsWith('/\\') ? null : path;
  } catch {
    return null;
  }
}

/** /login, remembering the page to come back to (none for the home page or an auth page). */
export function loginHref(next?: string): string {
  const n = safeNext(next);
  return n && n !== '/' ? href('login', {}, { next: n }) : paths.login;
}

/** /signup, carrying the page to come back to once the account exists. */
export function signupHref(next?: string): string {
  const n = safeNext(next);
  return n && n !== '/' ? href('signup', {}, { next: n }) : paths.signup;
}
