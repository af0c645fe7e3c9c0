import { and, asc, count, desc, eq, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  advertorials,
  contentFiles,
  destinations,
  notices,
  officials,
  tenders,
  tours,
  videos,
} from '../../db/schema/index';

export type DestinationRow = typeof destinations.$inferSelect;
export type OfficialRow = typeof officials.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type TourRow = typeof tours.$inferSelect;
export type NoticeRow = typeof notices.$inferSelect;
export type TenderRow = typeof tenders.$inferSelect;
export type AdvertorialRow = typeof advertorials.$inferSelect;

export type Page = { limit: number; offset: number };

/** Today's IST date in SQL, whatever the server's time zone (a notice dated later waits for it). */
const todayIstSql = sql`((now() at time zone 'UTC') + interval '330 minutes')::date`;

// the public pages show published rows only (ADR 164); a draft is "not found"
const liveNotice = and(eq(notices.published, true), lte(notices.date, todayIstSql));
const liveTender = and(
  eq(tenders.published, true),
  or(isNull(tenders.publishDate), lte(tenders.publishDate, todayIstSql)),
);

export function listDestinations(db: DbOrTx): Promise<DestinationRow[]> {
  return db
    .select()
    .from(destinations)
    .where(eq(destinations.published, true))
    .orderBy(asc(destinations.id));
}

export async function findDestination(db: DbOrTx, id: number): Promise<DestinationRow | null> {
  const rows = await db
    .select()
    .from(destinations)
    .where(and(eq(destinations.id, id), eq(destinations.published, true)))
    .limit(1);
  return rows[0] ?? null;
}

export function listOfficials(db: DbOrTx): Promise<OfficialRow[]> {
  return db
    .select()
    .from(officials)
    .where(eq(officials.published, true))
    .orderBy(asc(officials.sortOrder), asc(officials.id));
}

export function listVideos(db: DbOrTx): Promise<VideoRow[]> {
  return db
    .select()
    .from(videos)
    .where(eq(videos.published, true))
    .orderBy(asc(videos.sortOrder), asc(videos.id));
}

/** Featured tours first, then in the order they were added; optionally one category only. */
export function listTours(db: DbOrTx, category?: string): Promise<TourRow[]> {
  return db
    .select()
    .from(tours)
    .where(
      category
        ? and(eq(tours.published, true), eq(tours.category, category))
        : eq(tours.published, true),
    )
    .orderBy(desc(tours.featured), asc(tours.id));
}

/** Every tour's id, title and whether it is published, drafts too (the back office's tour picker). */
export function listTourTitles(
  db: DbOrTx,
): Promise<{ id: number; title: string; published: boolean }[]> {
  return db
    .select({ id: tours.id, title: tours.title, published: tours.published })
    .from(tours)
    .orderBy(asc(tours.title), asc(tours.id));
}

/** A tour whether published or a draft (the tours module's departures and documents). */
export async function findAnyTour(db: DbOrTx, id: number): Promise<TourRow | null> {
  const rows = await db.select().from(tours).where(eq(tours.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findTour(db: DbOrTx, id: number): Promise<TourRow | null> {
  const rows = await db
    .select()
    .from(tours)
    .where(and(eq(tours.id, id), eq(tours.published, true)))
    .limit(1);
  return rows[0] ?? null;
}

export async function pageOfNotices(
  db: DbOrTx,
  page: Page,
): Promise<{ rows: NoticeRow[]; total: number }> {
  const rows = await db
    .select()
    .from(notices)
    .where(liveNotice)
    .orderBy(desc(notices.date), desc(notices.id))
    .limit(page.limit)
    .offset(page.offset);
  const [c] = await db.select({ n: count() }).from(notices).where(liveNotice);
  return { rows, total: c?.n ?? 0 };
}

export async function findNotice(db: DbOrTx, id: number): Promise<NoticeRow | null> {
  const rows = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), liveNotice))
    .limit(1);
  return rows[0] ?? null;
}

export async function pageOfTenders(
  db: DbOrTx,
  page: Page,
): Promise<{ rows: TenderRow[]; total: number }> {
  const rows = await db
    .select()
    .from(tenders)
    .where(liveTender)
    .orderBy(desc(tenders.closingDate), desc(tenders.id))
    .limit(page.limit)
    .offset(page.offset);
  const [c] = await db.select({ n: count() }).from(tenders).where(liveTender);
  return { rows, total: c?.n ?? 0 };
}

export async function findTender(db: DbOrTx, id: number): Promise<TenderRow | null> {
  const rows = await db
    .select()
    .from(tenders)
    .where(and(eq(tenders.id, id), liveTender))
    .limit(1);
  return rows[0] ?? null;
}

export async function pageOfAdvertorials(
  db: DbOrTx,
  page: Page,
): Promise<{ rows: AdvertorialRow[]; total: number }> {
  const rows = await db
    .select()
    .from(advertorials)
    .where(eq(advertorials.published, true))
    .orderBy(desc(advertorials.publishedOn), desc(advertorials.id))
    .limit(page.limit)
    .offset(page.offset);
  const [c] = await db
    .select({ n: count() })
    .from(advertorials)
    .where(eq(advertorials.published, true));
  return { rows, total: c?.n ?? 0 };
}

export async function findAdvertorial(db: DbOrTx, id: number): Promise<AdvertorialRow | null> {
  const rows = await db
    .select()
    .from(advertorials)
    .where(and(eq(advertorials.id, id), eq(advertorials.published, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** An uploaded file's bytes (a notice's or tender's PDF). */
export async function findFile(db: DbOrTx, id: number) {
  const rows = await db.select().from(contentFiles).where(eq(contentFiles.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Every id (and dated field) of the published content that has its own page or file, for
 * /sitemap.xml: drafts and notices or tenders not yet due stay out, as on the public pages.
 */
export async function sitemapRows(db: DbOrTx) {
  const d = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(eq(destinations.published, true))
    .orderBy(asc(destinations.id));
  const t = await db
    .select({ id: tours.id })
    .from(tours)
    .where(eq(tours.published, true))
    .orderBy(asc(tours.id));
  const n = await db
    .select({ id: notices.id, date: notices.date, pdfUrl: notices.pdfUrl })
    .from(notices)
    .where(liveNotice)
    .orderBy(desc(notices.date), desc(notices.id));
  const tn = await db
    .select({ id: tenders.id, pdfUrl: tenders.pdfUrl })
    .from(tenders)
    .where(liveTender)
    .orderBy(desc(tenders.id));
  const a = await db
    .select({ id: advertorials.id, publishedOn: advertorials.publishedOn })
    .from(advertorials)
    .where(eq(advertorials.published, true))
    .orderBy(desc(advertorials.publishedOn), desc(advertorials.id));
  return { destinations: d, tours: t, notices: n, tenders: tn, advertorials: a };
}

/** The latest published notice or advertorial dated up to `today`, 'YYYY-MM-DD', or null. */
export async function latestContentDate(db: DbOrTx, today: string): Promise<string | null> {
  const [n] = await db
    .select({ v: max(notices.date) })
    .from(notices)
    .where(and(eq(notices.published, true), lte(notices.date, today)));
  const [a] = await db
    .select({ v: max(advertorials.publishedOn) })
    .from(advertorials)
    .where(and(eq(advertorials.published, true), lte(advertorials.publishedOn, today)));
  const dates = [n?.v, a?.v].filter((v): v is string => typeof v === 'string');
  return dates.length ? dates.sort().at(-1)! : null;
}
