// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { destinations, hotels, notices } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/app';

const BASE = 'https://tourism.example.gov.in';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { PUBLIC_URL: BASE } });
});
afterAll(() => ctx.close());

/** Parses XML as a browser would (jsdom's DOMParser); throws on a document that is not well-formed. */
function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`);
  return doc;
}

const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

describe('GET /sitemap.xml', () => {
  it('is well-formed XML of the sitemap namespace, served as XML', async () => {
    const res = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const doc = parseXml(res.body);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe(SM);
  });

  it("lists every database hotel in English and Hindi, each naming the other's address", async () => {
    const doc = parseXml((await ctx.app.inject({ url: '/sitemap.xml' })).body);
    const urls = [...doc.getElementsByTagNameNS(SM, 'url')];
    const locs = urls.map((u) => u.getElementsByTagNameNS(SM, 'loc')[0]?.textContent);
    const ids = (await ctx.deps.db.select({ id: hotels.id }).from(hotels)).map((h) => h.id);
    expect(ids.length).toBeGreaterThan(5);
    for (const id of ids) {
      expect(locs).toContain(`${BASE}/hotel/${id}`);
      expect(locs).toContain(`${BASE}/hi/hotel/${id}`);
    }
    const hindi = urls.find(
      (u) => u.getElementsByTagNameNS(SM, 'loc')[0]?.textContent === `${BASE}/hi/hotel/${ids[0]}`,
    )!;
    const alternates = [...hindi.getElementsByTagNameNS(XHTML, 'link')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `${BASE}/hotel/${ids[0]}`],
      ['hi', `${BASE}/hi/hotel/${ids[0]}`],
      ['x-default', `${BASE}/hotel/${ids[0]}`],
    ]);
    expect(hindi.getElementsByTagNameNS(SM, 'lastmod')[0]?.textContent).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });

  it('lists the public pages in both languages, the content pages and the notice PDFs', async () => {
    const body = (await ctx.app.inject({ url: '/sitemap.xml' })).body;
    for (const path of ['', '/privacy-policy', '/feedback', '/destination/1', '/tour-details/1'])
      expect(body).toContain(`<loc>${BASE}${path || '/'}</loc>`);
    for (const path of ['/', '/privacy-policy', '/screen-reader-access', '/destination/1'])
      expect(body).toContain(`<loc>${BASE}/hi${path}</loc>`);
    const [n] = await ctx.deps.db.select().from(notices).limit(1);
    expect(body).toContain(
      `<loc>${BASE}/api/notices/${n!.id}/pdf</loc><lastmod>${n!.date}</lastmod>`,
    );
    expect(body).toMatch(/<loc>https:\/\/tourism\.example\.gov\.in\/api\/tenders\/\d+\/pdf<\/loc>/);
    // nothing personal or behind a login
    expect(body).not.toMatch(/booking-history|login|dev\/outbox|cancel-booking/);
  });
});

describe('GET /sitemap.xml and drafts', () => {
  it('leaves out a draft (unpublished) destination until it is published', async () => {
    const [d] = await ctx.deps.db.select().from(destinations).limit(1);
    const loc = `<loc>${BASE}/destination/${d!.id}</loc>`;
    const draft = (published: boolean) =>
      ctx.deps.db.update(destinations).set({ published }).where(eq(destinations.id, d!.id));
    await draft(false);
    expect((await ctx.app.inject({ url: '/sitemap.xml' })).body).not.toContain(loc);
    await draft(true);
    expect((await ctx.app.inject({ url: '/sitemap.xml' })).body).toContain(loc);
  });
});

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps crawlers off the API, admin, dev and account pages, and names the sitemap', async () => {
    const res = await ctx.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const p of [
      '/api/',
      '/admin',
      '/dev/',
      '/booking-history',
      '/hi/booking-history',
      '/cancel-booking/',
    ])
      expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Allow: /api/notices/');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(res.body).not.toMatch(/Disallow: \/privacy|Disallow: \/hotel/);
    // the sign-in and sign-up pages may be found by a search for the site's login
    expect(res.body).not.toMatch(/Disallow: (\/hi)?\/(login|signup)\b/);
  });
});
