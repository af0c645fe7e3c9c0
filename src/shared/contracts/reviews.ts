import { z } from 'zod';
import { REVIEW_STATUSES, REVIEW_SUBJECTS } from '../statuses';
import { okReply } from './common';

/**
 * Reviews of completed stays (ADR 320), shared by the forms and the server. Messages are English;
 * the web shows its own Hindi texts for the same rules.
 */
export const REVIEW_LIMITS = { text: 2000, reason: 300, reply: 1000 } as const;

export const REVIEW_MSG = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
  badCharacters: (label: string) => `${label} contains characters that are not allowed.`,
  reasonRequired: 'Please write why the review is hidden.',
  replyRequired: 'Please write the reply.',
  notFound: 'Booking not found.',
  reviewNotFound: 'Review not found.',
  notCompleted:
    'A stay can be reviewed after check-out. This booking has not been checked out yet.',
  alreadyReviewed: 'You have already reviewed this stay.',
  received:
    'Thank you for your review. It will appear on the hotel page once our staff have checked it.',
  published: 'The review is published on the hotel page.',
  hidden: 'The review is hidden.',
  replied: 'The reply is saved.',
} as const;

// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, REVIEW_MSG.tooLong(label, max))
    .regex(NO_CONTROL_CHARS, REVIEW_MSG.badCharacters(label));

export const reviewSubject = z.enum(REVIEW_SUBJECTS);
export const reviewStatus = z.enum(REVIEW_STATUSES);

/** POST /api/reviews: a rating of a completed stay and an optional text. */
export const reviewBody = z.object({
  bookingId: z.coerce.number().int().positive().max(2_147_483_647),
  rating: z.coerce
    .number({ error: REVIEW_MSG.ratingRequired })
    .int(REVIEW_MSG.ratingRequired)
    .min(1, REVIEW_MSG.ratingRequired)
    .max(5, REVIEW_MSG.ratingRequired),
  text: text('The review', REVIEW_LIMITS.text).optional().default(''),
});
export type ReviewBody = z.input<typeof reviewBody>;
export type ReviewParsed = z.output<typeof reviewBody>;

/** A review as the public hotel page shows it: no name, the month of the stay. */
export const publicReview = z.object({
  id: z.number(),
  rating: z.number(),
  text: z.string(),
  /** the month the stay began, YYYY-MM */
  stayMonth: z.string(),
  reply: z.string().nullable(),
});
export type PublicReview = z.infer<typeof publicReview>;

/** GET /api/hotels/{id}/reviews: the published reviews and their average; null when none. */
export const hotelReviews = z.object({
  hotelId: z.number(),
  count: z.number(),
  /** the mean rating to one decimal, or null: no rating shows where none exists */
  average: z.number().nullable(),
  reviews: z.array(publicReview),
});
export type HotelReviews = z.infer<typeof hotelReviews>;
export const hotelReviewsReply = okReply(hotelReviews);

/** The guest's own review, with its moderation status and the hotel's reply. */
export const myReview = z.object({
  id: z.number(),
  subject: reviewSubject,
  bookingId: z.number(),
  hotelId: z.number(),
  rating: z.number(),
  text: z.string(),
  status: reviewStatus,
  reply: z.string().nullable(),
  createdAt: z.string(),
});
export type MyReview = z.infer<typeof myReview>;

/** GET /api/reviews/booking/{bookingId}: may this stay be reviewed, and the review if written. */
export const reviewableStay = z.object({
  bookingId: z.number(),
  bookingRef: z.string(),
  hotelId: z.number(),
  hotelName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  canReview: z.boolean(),
  review: myReview.nullable(),
});
export type ReviewableStay = z.infer<typeof reviewableStay>;
export const reviewableStayReply = okReply(reviewableStay);
export const myReviewReply = okReply(myReview);
export const myReviewsReply = okReply(z.array(myReview));

/** A review in the back office's moderation list. */
export const staffReview = z.object({
  id: z.number(),
  subject: reviewSubject,
  bookingId: z.number(),
  bookingRef: z.string(),
  hotelId: z.number(),
  hotelName: z.string(),
  rating: z.number(),
  text: z.string(),
  stayMonth: z.string(),
  status: reviewStatus,
  hiddenReason: z.string().nullable(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  moderatedAt: z.string().nullable(),
});
export type StaffReview = z.infer<typeof staffReview>;
export const staffReviewReply = okReply(staffReview);
export const staffReviewsReply = okReply(z.array(staffReview));

export const staffReviewsQuery = z.object({
  status: reviewStatus.optional(),
  hotelId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const hideReviewBody = z.object({
  reason: text('The reason', REVIEW_LIMITS.reason).min(1, REVIEW_MSG.reasonRequired),
});
export const replyReviewBody = z.object({
  reply: text('The reply', REVIEW_LIMITS.reply).min(1, REVIEW_MSG.replyRequired),
});
