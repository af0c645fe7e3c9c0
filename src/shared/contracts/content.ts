import { z } from 'zod';

/**
 * Content of the public site. Every reply is `{success, data}`. A text a person reads has a `…Hi`
 * sibling: its Hindi, or null where the content has none (the Hindi page then shows the English,
 * marked lang="en"; ADR 180).
 */

/** The Hindi sibling of a text field: null when the content has no Hindi. */
export const hindi = z.string().nullable().default(null);

export const contentImage = z.object({ url: z.string(), alt: z.string() });
export type ContentImage = z.infer<typeof contentImage>;

/** One place of a destination category: a bullet list and an image gallery. */
export const destinationLocation = z.object({
  title: z.string(),
  items: z.array(z.string()),
  images: z.array(contentImage),
});
export type DestinationLocation = z.infer<typeof destinationLocation>;

export const destination = z.object({
  id: z.number(),
  title: z.string(),
  image: z.string(),
  imageAlt: z.string(),
  desc1: z.string(),
  desc2: z.string(),
  data: z.array(destinationLocation),
  titleHi: hindi,
  imageAltHi: hindi,
  desc1Hi: hindi,
  desc2Hi: hindi,
});
export type Destination = z.infer<typeof destination>;

export const official = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  department: z.string(),
  photo: z.string(),
});
export type Official = z.infer<typeof official>;

export const video = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string(),
  poster: z.string(),
});
export type Video = z.infer<typeof video>;

/**
 * A tour package of the corporation. `price` is the rupee price charged now; with a discount,
 * `originalPrice` is the price before it (shown struck through).
 */
export const tour = z.object({
  id: z.number(),
  title: z.string(),
  location: z.string(),
  category: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  duration: z.string(),
  guests: z.string(),
  rating: z.number(),
  reviews: z.number(),
  image: z.string(),
  imageAlt: z.string(),
  featured: z.boolean(),
  discount: z.number().nullable(),
  description: z.string(),
  includes: z.array(z.string()),
  titleHi: hindi,
  locationHi: hindi,
  durationHi: hindi,
  descriptionHi: hindi,
  /** the includes in Hindi, line for line (null: none) */
  includesHi: z.array(z.string()).nullable().default(null),
});
export type Tour = z.infer<typeof tour>;

/** Page query of the paginated lists (notices, tenders, advertorials). */
export const pageQuery = z.object({
  page: z.coerce
    .number({ message: 'The page must be a number.' })
    .int('The page must be a whole number.')
    .min(1, 'The page must be 1 or more.')
    .max(100_000, 'The page is too large.')
    .default(1),
  pageSize: z.coerce
    .number({ message: 'The page size must be a number.' })
    .int('The page size must be a whole number.')
    .min(1, 'The page size must be 1 or more.')
    .max(50, 'The page size can be at most 50.')
    .default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageInfo = z.object({
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type PageInfo = z.infer<typeof pageInfo>;

/** `{success, data, pagination}` of a paginated list. */
export function pagedReply<T extends z.ZodTypeAny>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: pageInfo });
}

export const notice = z.object({
  id: z.number(),
  date: z.string(),
  letterNo: z.string(),
  headline: z.string(),
  headlineHi: hindi,
  /** the PDF, served by GET /api/notices/{id}/pdf */
  pdfUrl: z.string(),
  /** the PDF's size in bytes, when known (links say "PDF, 240 KB") */
  pdfBytes: z.number().int().nonnegative().optional(),
});
export type Notice = z.infer<typeof notice>;

export const tender = z.object({
  id: z.number(),
  tenderNo: z.string(),
  title: z.string(),
  titleHi: hindi,
  closingDate: z.string(),
  openingDate: z.string(),
  /** the tender document, served by GET /api/tenders/{id}/pdf */
  pdfUrl: z.string(),
  /** the document's size in bytes, when known (links say "PDF, 240 KB") */
  pdfBytes: z.number().int().nonnegative().optional(),
});
export type Tender = z.infer<typeof tender>;

export const advertorialSummary = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  imageAlt: z.string(),
  publishedOn: z.string(),
  titleHi: hindi,
  summaryHi: hindi,
});
export type AdvertorialSummary = z.infer<typeof advertorialSummary>;

/** The body is plain text; paragraphs are separated by a blank line. */
export const advertorial = advertorialSummary.extend({ body: z.string(), bodyHi: hindi });
export type Advertorial = z.infer<typeof advertorial>;
