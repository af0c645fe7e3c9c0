import type {
  Advertorial,
  AdvertorialSummary,
  Destination,
  Notice,
  Official,
  PageInfo,
  PageQuery,
  Tender,
  Tour,
  Video,
} from '../../../shared/contracts/content';
import { paiseToRupees, percentOf } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http-errors';
import * as repo from './content.repo';
import { noticePdf, tenderPdf, type Letterhead } from './content.pdf';

export type Paged<T> = { data: T[]; pagination: PageInfo };

function paged<R, T>(
  q: PageQuery,
  result: { rows: R[]; total: number },
  map: (r: R) => T,
): Paged<T> {
  return {
    data: result.rows.map(map),
    pagination: {
      page: q.page,
      pageSize: q.pageSize,
      total: result.total,
      totalPages: Math.max(1, Math.ceil(result.total / q.pageSize)),
    },
  };
}

const pageOf = (q: PageQuery): repo.Page => ({
  limit: q.pageSize,
  offset: (q.page - 1) * q.pageSize,
});

const destinationOf = (d: repo.DestinationRow): Destination => ({
  id: d.id,
  title: d.title,
  image: d.image,
  imageAlt: d.imageAlt,
  desc1: d.desc1,
  desc2: d.desc2,
  data: d.data,
  titleHi: d.titleHi,
  imageAltHi: d.imageAltHi,
  desc1Hi: d.desc1Hi,
  desc2Hi: d.desc2Hi,
});

export async function listDestinations(db: DbOrTx): Promise<Destination[]> {
  return (await repo.listDestinations(db)).map(destinationOf);
}

export async function getDestination(db: DbOrTx, id: number): Promise<Destination> {
  const d = await repo.findDestination(db, id);
  if (!d) throw notFound('Destination not found.');
  return destinationOf(d);
}

export async function listOfficials(db: DbOrTx): Promise<Official[]> {
  return (await repo.listOfficials(db)).map((o) => ({
    id: o.id,
    name: o.name,
    title: o.title,
    department: o.department,
    photo: o.photo,
  }));
}

export async function listVideos(db: DbOrTx): Promise<Video[]> {
  return (await repo.listVideos(db)).map((v) => ({
    id: v.id,
    title: v.title,
    url: v.url,
    poster: v.poster,
  }));
}

/** The price charged is the list price less the discount (a percentage), in whole paise. */
export function tourOf(t: repo.TourRow): Tour {
  const discounted = t.discount
    ? t.pricePaise - percentOf(t.pricePaise, t.discount * 100)
    : t.pricePaise;
  return {
    id: t.id,
    title: t.title,
    location: t.location,
    category: t.category,
    price: paiseToRupees(discounted),
    originalPrice: t.discount ? paiseToRupees(t.pricePaise) : null,
    duration: t.duration,
    guests: t.guests,
    rating: Number(t.rating),
    reviews: t.reviews,
    image: t.image,
    imageAlt: t.imageAlt,
    featured: t.featured,
    discount: t.discount ?? null,
    description: t.description,
    includes: t.includes,
    titleHi: t.titleHi,
    locationHi: t.locationHi,
    durationHi: t.durationHi,
    descriptionHi: t.descriptionHi,
    includesHi: t.includesHi,
  };
}

/**
 * Tours, optionally of one category: a destination category id ("2", as the footer links send)
 * or its title ("Eco Tourism"). An unknown category lists nothing.
 */
export async function listTours(db: DbOrTx, category?: string): Promise<Tour[]> {
  let name = category?.trim() || undefined;
  if (name && /^\d{1,9}$/.test(name)) {
    const d = await repo.findDestination(db, Number(name));
    if (!d) return [];
    name = d.title;
  }
  return (await repo.listTours(db, name)).map(tourOf);
}

export async function getTour(db: DbOrTx, id: number): Promise<Tour> {
  const t = await repo.findTour(db, id);
  if (!t) throw notFound('Tour not found.');
  return tourOf(t);
}

/** A published tour's title, or null when there is none with that id (a port of requests). */
export async function tourTitle(db: DbOrTx, id: number): Promise<string | null> {
  const t = await repo.findTour(db, id);
  return t ? tourOf(t).title : null;
}

/** Every tour, drafts too: id, title, published (the back office's tour departures page). */
export function tourTitlesForStaff(
  db: DbOrTx,
): Promise<{ id: number; title: string; published: boolean }[]> {
  return repo.listTourTitles(db);
}

/** A tour, draft or published: its departures, bookings and vouchers live on (ADR 295). */
export async function getTourForStaff(db: DbOrTx, id: number): Promise<Tour> {
  const t = await repo.findAnyTour(db, id);
  if (!t) throw notFound('Tour not found.');
  return tourOf(t);
}

const noticeOf = (n: repo.NoticeRow): Notice => ({
  id: n.id,
  date: n.date,
  letterNo: n.letterNo,
  headline: n.headline,
  headlineHi: n.headlineHi,
  pdfUrl: n.pdfUrl,
});

/**
 * Sizes of the PDFs this server draws (GET /api/notices/{id}/pdf, /api/tenders/{id}/pdf), so a
 * link can say "PDF, 240 KB". Drawn once per row content and letterhead and remembered; a file
 * elsewhere (another pdfUrl) has no known size.
 */
const pdfSizes = new Map<string, number>();
async function pdfSize(key: string, draw: () => Promise<Buffer>): Promise<number> {
  const known = pdfSizes.get(key);
  if (known !== undefined) return known;
  const bytes = (await draw()).length;
  if (pdfSizes.size >= 2000) pdfSizes.clear();
  pdfSizes.set(key, bytes);
  return bytes;
}

const drawnHere = (url: string, kind: 'notices' | 'tenders', id: number) =>
  url === `/api/${kind}/${id}/pdf`;

export async function listNotices(
  db: DbOrTx,
  q: PageQuery,
  lh: Letterhead,
): Promise<Paged<Notice>> {
  const page = paged(q, await repo.pageOfNotices(db, pageOf(q)), (n) => n);
  const data: Notice[] = [];
  for (const n of page.data) {
    const pdfBytes = drawnHere(n.pdfUrl, 'notices', n.id)
      ? await pdfSize(JSON.stringify(['n', n, lh]), () => noticePdf(n, lh))
      : undefined;
    data.push({ ...noticeOf(n), ...(pdfBytes !== undefined ? { pdfBytes } : {}) });
  }
  return { data, pagination: page.pagination };
}

const tenderOf = (t: repo.TenderRow): Tender => ({
  id: t.id,
  tenderNo: t.tenderNo,
  title: t.title,
  titleHi: t.titleHi,
  closingDate: t.closingDate,
  openingDate: t.openingDate,
  pdfUrl: t.pdfUrl,
});

export async function listTenders(
  db: DbOrTx,
  q: PageQuery,
  lh: Letterhead,
): Promise<Paged<Tender>> {
  const page = paged(q, await repo.pageOfTenders(db, pageOf(q)), (t) => t);
  const data: Tender[] = [];
  for (const t of page.data) {
    const pdfBytes = drawnHere(t.pdfUrl, 'tenders', t.id)
      ? await pdfSize(JSON.stringify(['t', t, lh]), () => tenderPdf(t, lh))
      : undefined;
    data.push({ ...tenderOf(t), ...(pdfBytes !== undefined ? { pdfBytes } : {}) });
  }
  return { data, pagination: page.pagination };
}

const advertorialSummaryOf = (a: repo.AdvertorialRow): AdvertorialSummary => ({
  id: a.id,
  title: a.title,
  summary: a.summary,
  image: a.image,
  imageAlt: a.imageAlt,
  publishedOn: a.publishedOn,
  titleHi: a.titleHi,
  summaryHi: a.summaryHi,
});

export async function listAdvertorials(
  db: DbOrTx,
  q: PageQuery,
): Promise<Paged<AdvertorialSummary>> {
  return paged(q, await repo.pageOfAdvertorials(db, pageOf(q)), advertorialSummaryOf);
}

export async function getAdvertorial(db: DbOrTx, id: number): Promise<Advertorial> {
  const a = await repo.findAdvertorial(db, id);
  if (!a) throw notFound('Advertorial not found.');
  return { ...advertorialSummaryOf(a), body: a.body, bodyHi: a.bodyHi };
}

/** A file name safe in a Content-Disposition header: "JTDC/TND/2026/14" -> "JTDC-TND-2026-14". */
const fileName = (s: string) =>
  s.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'document';

export type PdfFile = { fileName: string; body: Buffer };

/** The uploaded PDF's bytes, or null when the row has none (its PDF is drawn). */
async function uploaded(db: DbOrTx, fileId: number | null): Promise<Buffer | null> {
  if (fileId === null) return null;
  return (await repo.findFile(db, fileId))?.data ?? null;
}

/** A published notice's PDF: the one uploaded by staff (ADR 163), else drawn from the row. */
export async function noticePdfFile(db: DbOrTx, id: number, lh: Letterhead): Promise<PdfFile> {
  const n = await repo.findNotice(db, id);
  if (!n) throw notFound('Notice not found.');
  const body = (await uploaded(db, n.pdfFileId)) ?? (await noticePdf(n, lh));
  return { fileName: `notice-${fileName(n.letterNo)}.pdf`, body };
}

export async function tenderPdfFile(db: DbOrTx, id: number, lh: Letterhead): Promise<PdfFile> {
  const t = await repo.findTender(db, id);
  if (!t) throw notFound('Tender not found.');
  const body = (await uploaded(db, t.pdfFileId)) ?? (await tenderPdf(t, lh));
  return { fileName: `tender-${fileName(t.tenderNo)}.pdf`, body };
}

/** Content with its own page or file, for /sitemap.xml. */
export const sitemapRows = (db: DbOrTx) => repo.sitemapRows(db);

/** The latest notice or advertorial dated up to `today` ('YYYY-MM-DD'), or null. */
export const latestContentDate = (db: DbOrTx, today: string) => repo.latestContentDate(db, today);
