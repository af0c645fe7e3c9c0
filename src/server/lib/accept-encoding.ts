/**
 * The encoding to send from those available, by the request's Accept-Encoding: brotli before
 * gzip, a coding with `q=0` refused; null means send the file as it is.
 */
export function preferredEncoding(
  header: string | undefined,
  available: { br: boolean; gzip: boolean },
): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  const any = accepted.has('*');
  if (available.br && (accepted.has('br') || any)) return 'br';
  if (available.gzip && (accepted.has('gzip') || any)) return 'gzip';
  return null;
}
