import { appPaths } from '../../../shared/routes';
import { hindiPath, SITE_PAGE_GROUPS } from '../../../shared/site-pages';
import { todayIst } from '../../../shared/dates';
import type { DbOrTx } from '../../db/client';
import * as content from '../content/content.service';
import * as hotels from '../hotels/hotels.service';

const xmlEscape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const withId = (pattern: string, id: number) => pattern.replace(/:[A-Za-z_]+/, String(id));

type Entry = { path: string; lastmod?: string | undefined; bilingual: boolean };

/**
 * GET /sitemap.xml: every public page at its English and its Hindi address, each naming the other
 * with xhtml:link hreflang alternates, then the hotels, destinations, tours and advertorials of the
 * database the same way, and the notices' and tenders' PDFs (one language). Absolute URLs from
 * PUBLIC_URL; lastmod where the data has a date.
 */
export async function sitemapXml(db: DbOrTx, publicUrl: string): Promise<string> {
  const entries: Entry[] = SITE_PAGE_GROUPS.flatMap((g) =>
    g.pages.map((p) => ({ path: p.path, bilingual: true })),
  );
  for (const h of await hotels.hotelStamps(db)) {
    entries.push({
      path: withId(appPaths.hotel, h.id),
      lastmod: todayIst(h.createdAt),
      bilingual: true,
    });
  }
  const rows = await content.sitemapRows(db);
  for (const d of rows.destinations)
    entries.push({ path: withId(appPaths.destination, d.id), bilingual: true });
  for (const t of rows.tours)
    entries.push({ path: withId(appPaths.tourDetails, t.id), bilingual: true });
  for (const a of rows.advertorials)
    entries.push({
      path: withId(appPaths.advertorial, a.id),
      lastmod: a.publishedOn,
      bilingual: true,
    });
  // a file elsewhere (a full URL) is that site's to list
  for (const n of rows.notices)
    if (n.pdfUrl.startsWith('/'))
      entries.push({ path: n.pdfUrl, lastmod: n.date, bilingual: false });
  for (const t of rows.tenders)
    if (t.pdfUrl.startsWith('/')) entries.push({ path: t.pdfUrl, bilingual: false });

  const abs = (path: string) => xmlEscape(`${publicUrl}${path}`);
  const urls: string[] = [];
  for (const e of entries) {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : '';
    if (!e.bilingual) {
      urls.push(`<url><loc>${abs(e.path)}</loc>${lastmod}</url>`);
      continue;
    }
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${abs(e.path)}"/>`,
      `<xhtml:link rel="alternate" hreflang="hi" href="${abs(hindiPath(e.path))}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${abs(e.path)}"/>`,
    ].join('');
    for (const path of [e.path, hindiPath(e.path)])
      urls.push(`<url><loc>${abs(path)}</loc>${lastmod}${alternates}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * GET /robots.txt: crawlers may read the public pages (both languages) and the notices' and
 * tenders' PDFs, and the sign-in and sign-up pages (a guest searching for the site's login finds
 * it, ADR 201); not the API, the back office, the development pages, nor the account and booking
 * pages (they are per person and behind a login).
 */
export function robotsTxt(publicUrl: string): string {
  const privatePaths = [
    '/api/',
    '/admin',
    '/dev/',
    '/forgot-password',
    '/availibilty/book-hotel/',
    '/booking-success/',
    '/booking-failed',
    '/booking-payment/',
    '/booking-view/',
    '/booking-Invoice/',
    '/booking-history',
    '/cancel-booking/',
  ];
  const disallow = [...privatePaths, ...privatePaths.filter((p) => p !== '/api/').map(hindiPath)];
  return [
    'User-agent: *',
    // the longest matching rule wins: these files stay readable under the closed /api/
    'Allow: /api/notices/',
    'Allow: /api/tenders/',
    ...disallow.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
