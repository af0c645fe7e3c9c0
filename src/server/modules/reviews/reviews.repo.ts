import { and, avg, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, hotels, reviews } from '../../db/schema/index';
import type { ReviewStatus } from '../../../shared/statuses';

/** The only writer of reviews (ADR 320). */
export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;

/** Stores a review; null when the booking already has one (the unique index decides, ADR 320). */
export async function insertReview(db: DbOrTx, row: NewReview): Promise<ReviewRow | null> {
  const rows = await db
    .insert(reviews)
    .values(row)
    .onConflictDoNothing({ target: reviews.bookingId })
    .returning();
  return rows[0] ?? null;
}

export async function findReview(db: DbOrTx, id: number): Promise<ReviewRow | null> {
  const rows = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function reviewOfBooking(db: DbOrTx, bookingId: number): Promise<ReviewRow | null> {
  const rows = await db.select().from(reviews).where(eq(reviews.bookingId, bookingId)).limit(1);
  return rows[0] ?? null;
}

export function reviewsOfCustomer(db: DbOrTx, customerId: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.customerId, customerId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export async function updateReview(
  db: DbOrTx,
  id: number,
  set: Partial<NewReview>,
): Promise<ReviewRow | null> {
  const rows = await db.update(reviews).set(set).where(eq(reviews.id, id)).returning();
  return rows[0] ?? null;
}

/** The published reviews of a hotel, newest stay first, at most `limit`. */
export function publishedOf(db: DbOrTx, hotelId: number, limit: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.hotelId, hotelId), eq(reviews.status, 'published')))
    .orderBy(desc(reviews.stayedFrom), desc(reviews.id))
    .limit(limit);
}

/** How many published reviews a hotel has and their mean rating (null when none). */
export async function publishedStats(
  db: DbOrTx,
  hotelId: number,
): Promise<{ count: number; average: number | null }> {
  const [row] = await db
    .select({ n: count(), mean: avg(reviews.rating) })
    .from(reviews)
    .where(and(eq(reviews.hotelId, hotelId), eq(reviews.status, 'published')));
  const n = Number(row?.n ?? 0);
  return { count: n, average: n > 0 && row?.mean != null ? Number(row.mean) : null };
}

export type StaffReviewFilter = {
  id?: number | undefined;
  status?: ReviewStatus | undefined;
  hotelId?: number | undefined;
  /** null: every hotel; else only these (a hotel manager's, ADR 215) */
  hotelIds: number[] | null;
};

/**
 * The back office's list, newest first, with the booking's reference and the hotel's name: a
 * read of the bookings and hotels tables, written by their own modules (as the dashboard's, ADR 135).
 */
export function staffList(db: DbOrTx, f: StaffReviewFilter) {
  const where: SQL[] = [];
  if (f.id !== undefined) where.push(eq(reviews.id, f.id));
  if (f.status) where.push(eq(reviews.status, f.status));
  if (f.hotelId !== undefined) where.push(eq(reviews.hotelId, f.hotelId));
  if (f.hotelIds !== null)
    where.push(f.hotelIds.length > 0 ? inArray(reviews.hotelId, f.hotelIds) : sql`false`);
  return db
    .select({ review: reviews, bookingRef: bookings.bookingRefNo, hotelName: hotels.unitName })
    .from(reviews)
    .innerJoin(hotels, eq(hotels.id, reviews.hotelId))
    .leftJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(500);
}

/** Account deletion (ADR 238): the guest's reviews lose their text and leave the hotel page. */
export async function eraseCustomerReviews(db: DbOrTx, customerId: number): Promise<void> {
  await db
    .update(reviews)
    .set({ text: '', status: 'hidden', hiddenReason: 'The guest deleted their account.' })
    .where(eq(reviews.customerId, customerId));
}
