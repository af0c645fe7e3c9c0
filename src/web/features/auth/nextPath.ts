/**
 * Where to go after login: the `next` query parameter when it is a path on this site (starting with
 * one '/', not '//' or '/\', and not the login page itself), otherwise '/'. Never another host.
 */
export function nextPath(search: string, origin: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin || url.pathname === '/login') return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}
