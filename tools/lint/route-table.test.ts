import { describe, expect, it } from 'vitest';
import { pageEntries, pathsOf } from '../../src/shared/routes';
import { isPublicPage, renderUrl } from '../../src/server/plugins/ssr';

/**
 * The server render reads the one route table (src/shared/routes.ts, issue 25): it renders
 * exactly the pages marked `ssr`, in both languages, and keeps only the parameters they declare.
 */
const sample = (p: string) => p.replace(/:[^/]+/g, '7');

describe('the server render reads the route table', () => {
  it.each(
    pageEntries.flatMap(([name, spec]) =>
      pathsOf(spec).map((p): [string, string, boolean] => [name, p, !!spec.ssr]),
    ),
  )('%s (%s) is rendered on the server: %s', (_name, p, ssr) => {
    expect(isPublicPage(sample(p))).toBe(ssr);
    expect(isPublicPage(`/hi${sample(p)}`)).toBe(ssr);
  });

  it('renders no path outside the table (the 404 page is rendered as one address)', () => {
    for (const p of ['/admin', '/admin/bookings', '/no-such-page', '/hotel/1/extra']) {
      expect(isPublicPage(p), p).toBe(false);
    }
    expect(renderUrl('/no-such-page?next=x')).toBe('/404');
  });

  it('keeps the query parameters a page declares and drops the others', () => {
    // a value each declared parameter keeps: a path (`next`), a number (`page`, `category`), a
    // word (the login page's `unlock`)
    const keptValue = (read: (v: string) => string | null) =>
      ['2', '/hotel/1', 'ok'].find((v) => read(v) !== null) ?? 'none';
    for (const [, spec] of pageEntries.filter(([, s]) => s.ssr)) {
      const params = Object.entries(spec.ssrParams ?? {});
      const url = `${sample(spec.path)}?utm=1${params.map(([q, read]) => `&${q}=${encodeURIComponent(keptValue(read))}`).join('')}`;
      const kept = new URLSearchParams(renderUrl(url).split('?')[1] ?? '');
      expect([...kept.keys()], spec.path).toEqual(params.map(([q]) => q));
    }
  });

  it('keeps a list page only as the page reads it: a whole number up to the last page, not 1', () => {
    expect(renderUrl('/notice?page=2&x=1')).toBe('/notice?page=2');
    expect(renderUrl('/hi/tenders?page=999')).toBe('/hi/tenders?page=999');
    expect(renderUrl('/advertorial?page=3')).toBe('/advertorial?page=3');
    for (const junk of ['1', '0', '-2', '02', '2.0', 'abc', '1000', '', '99999999999999999999'])
      expect(renderUrl(`/notice?page=${junk}`), junk).toBe('/notice');
  });

  it("keeps the login page's unlock note only as the page reads it: ok or expired", () => {
    expect(renderUrl('/login?unlock=ok&x=1')).toBe('/login?unlock=ok');
    expect(renderUrl('/hi/login?unlock=expired')).toBe('/hi/login?unlock=expired');
    for (const junk of ['', 'OK', 'yes', 'ok '])
      expect(renderUrl(`/login?unlock=${encodeURIComponent(junk)}`), junk).toBe('/login');
  });

  it('keeps a tours filter only as the page reads it: one of the four categories', () => {
    expect(renderUrl('/tours?category=3&utm_source=footer')).toBe('/tours?category=3');
    expect(renderUrl('/hi/tours?category=1')).toBe('/hi/tours?category=1');
    for (const junk of ['0', '5', '03', 'x', '', '3.0'])
      expect(renderUrl(`/tours?category=${junk}`), junk).toBe('/tours');
  });
});
