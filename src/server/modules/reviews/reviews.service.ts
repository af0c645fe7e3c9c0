import {
  REVIEW_MSG,
  type HotelReviews,
  type MyReview,
  type ReviewableStay,
  type ReviewParsed,
  type StaffReview,
} from '../../../shared/contracts/reviews';
import type { ReviewStatus } from '../../../shared/statuses';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../http-errors';
import { assertHotelReach, hotelScope, type StaffMember } from '../../plugins/staff-session';
import * as audit from '../audit/audit.service';
import * as bookings from '../bookings/bookings.service';
import * as hotels from '../hotels/hotels.service';
import * as repo from './reviews.repo';

/** The hotel page shows at most this many reviews (the newest stays); the average counts all. */
export const PUBLIC_REVIEWS_SHOWN = 20;

/** A stay is complete, and may be reviewed, once the desk has checked the guest out (ADR 320). */
const COMPLETED: readonly string[] = ['checked_out'];

const mine = (r: repo.ReviewRow): MyReview => ({
  id: r.id,
  subject: r.subject,
  bookingId: r.bookingId ?? 0,
  hotelId: r.hotelId,
  rating: r.rating,
  text: r.text,
  status: r.status,
  reply: r.reply,
  createdAt: r.createdAt.toISOString(),
});

/**
 * GET /api/reviews/booking/{id}: the customer's stay, whether it may be reviewed now and the review
 * already written. Another customer's booking, or one never paid, is the same 404 as a missing one.
 */
export async function reviewableStay(
  db: DbOrTx,
  customerId: number,
  bookingId: number,
): Promise<ReviewableStay> {
  const full = await bookings.getCustomerBooking(db, customerId, bookingId);
  if (!full) throw notFound(REVIEW_MSG.notFound);
  const b = full.booking;
  const review = await repo.reviewOfBooking(db, b.id);
  const hotel = await hotels.requireHotel(db, b.hotelId);
  return {
    bookingId: b.id,
    bookingRef: b.bookingRefNo,
    hotelId: b.hotelId,
    hotelName: hotel.unitName,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    canReview: review === null && COMPLETED.includes(b.status),
    review: review ? mine(review) : null,
  };
}

/**
 * POST /api/reviews: the guest of a checked-out booking rates the stay, once (409 the second
 * time, decided by the unique index so two tabs cannot both succeed). It waits for moderation.
 */
export async function submitReview(
  db: Db,
  customerId: number,
  body: ReviewParsed,
  now: Date,
): Promise<MyReview> {
  const full = await bookings.getCustomerBooking(db, customerId, body.bookingId);
  if (!full) throw notFound(REVIEW_MSG.notFound);
  const b = full.booking;
  if (!COMPLETED.includes(b.status)) throw conflict(REVIEW_MSG.notCompleted);
  const saved = await repo.insertReview(db, {
    subject: 'hotel_stay',
    bookingId: b.id,
    hotelId: b.hotelId,
    customerId,
    rating: body.rating,
    text: body.text,
    stayedFrom: b.checkIn,
    createdAt: now,
  });
  if (!saved) throw conflict(REVIEW_MSG.alreadyReviewed);
  return mine(saved);
}

/** GET /api/reviews/mine: the customer's reviews with their status and the hotel's reply. */
export async function myReviews(db: DbOrTx, customerId: number): Promise<MyReview[]> {
  return (await repo.reviewsOfCustomer(db, customerId)).map(mine);
}

/** GET /api/hotels/{id}/reviews: published reviews only; no average where there is no review. */
export async function hotelReviews(db: DbOrTx, hotelId: number): Promise<HotelReviews> {
  await hotels.requireHotel(db, hotelId);
  const stats = await repo.publishedStats(db, hotelId);
  const rows = stats.count > 0 ? await repo.publishedOf(db, hotelId, PUBLIC_REVIEWS_SHOWN) : [];
  return {
    hotelId,
    count: stats.count,
    average: stats.average === null ? null : Math.round(stats.average * 10) / 10,
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      text: r.text,
      stayMonth: r.stayedFrom.slice(0, 7),
      reply: r.reply,
    })),
  };
}

// ---- the back office -------------------------------------------------------------------------

type StaffRow = Awaited<ReturnType<typeof repo.staffList>>[number];

const staffDto = ({ review: r, bookingRef, hotelName }: StaffRow): StaffReview => ({
  id: r.id,
  subject: r.subject,
  bookingId: r.bookingId ?? 0,
  bookingRef: bookingRef ?? '',
  hotelId: r.hotelId,
  hotelName,
  rating: r.rating,
  text: r.text,
  stayMonth: r.stayedFrom.slice(0, 7),
  status: r.status,
  hiddenReason: r.hiddenReason,
  reply: r.reply,
  createdAt: r.createdAt.toISOString(),
  moderatedAt: r.moderatedAt?.toISOString() ?? null,
});

/** GET /api/staff/reviews: a hotel manager sees only their hotels' reviews. */
export async function staffReviews(
  db: DbOrTx,
  staff: StaffMember,
  q: { status?: ReviewStatus | undefined; hotelId?: number | undefined },
): Promise<StaffReview[]> {
  if (q.hotelId !== undefined) assertHotelReach(staff, q.hotelId);
  const rows = await repo.staffList(db, { ...q, hotelIds: hotelScope(staff) });
  return rows.map(staffDto);
}

/** A review the staff member may reach: another hotel's is "not found" (ADR 215). */
async function reachable(db: DbOrTx, staff: StaffMember, id: number): Promise<repo.ReviewRow> {
  const r = await repo.findReview(db, id);
  if (!r) throw notFound(REVIEW_MSG.reviewNotFound);
  try {
    assertHotelReach(staff, r.hotelId);
  } catch {
    throw notFound(REVIEW_MSG.reviewNotFound);
  }
  return r;
}

async function staffOne(db: DbOrTx, staff: StaffMember, id: number): Promise<StaffReview> {
  const [row] = await repo.staffList(db, { id, hotelIds: hotelScope(staff) });
  if (!row) throw notFound(REVIEW_MSG.reviewNotFound);
  return staffDto(row);
}

export type ModerationAction =
  { kind: 'publish' } | { kind: 'hide'; reason: string } | { kind: 'reply'; reply: string };

/**
 * Publishes, hides (with a reason) or answers a review, with its audit entry, in one transaction
 * that tells every process the hotel's public data changed (its page shows the reviews, ADR 246).
 */
export async function moderate(
  db: Db,
  staff: StaffMember,
  id: number,
  action: ModerationAction,
  now: Date,
): Promise<StaffReview> {
  const before = await reachable(db, staff, id);
  await hotels.changeHotel(db, before.hotelId, async (tx) => {
    const set: Partial<repo.NewReview> =
      action.kind === 'publish'
        ? { status: 'published', hiddenReason: null, moderatedBy: staff.id, moderatedAt: now }
        : action.kind === 'hide'
          ? {
              status: 'hidden',
              hiddenReason: action.reason,
              moderatedBy: staff.id,
              moderatedAt: now,
            }
          : { reply: action.reply, repliedBy: staff.id, repliedAt: now };
    const after = await repo.updateReview(tx, id, set);
    await audit.recordAudit(tx, {
      staffId: staff.id,
      action: action.kind === 'reply' ? 'reply' : action.kind,
      entity: 'review',
      entityId: id,
      before: { status: before.status, hiddenReason: before.hiddenReason, reply: before.reply },
      after: after && {
        status: after.status,
        hiddenReason: after.hiddenReason,
        reply: after.reply,
      },
      at: now,
    });
  });
  return staffOne(db, staff, id);
}

/** Account deletion (ADR 238): in the caller's transaction, the guest's reviews lose their text. */
export const eraseCustomerReviews = (tx: DbOrTx, customerId: number) =>
  repo.eraseCustomerReviews(tx, customerId);
