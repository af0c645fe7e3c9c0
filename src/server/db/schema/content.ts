import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { contentFiles } from './content-admin';
import { hotels } from './hotels';

export type DestinationLocation = {
  title: string;
  items: string[];
  images: { url: string; alt: string }[];
};

export const destinations = pgTable('destinations', {
  id: integer().primaryKey(),
  title: text().notNull(),
  image: text().notNull(),
  imageAlt: text().notNull(),
  desc1: text().notNull(),
  desc2: text().notNull(),
  /** Hindi of the visible texts (ADR 180); null: the page shows the English, marked lang="en" */
  titleHi: text(),
  imageAltHi: text(),
  desc1Hi: text(),
  desc2Hi: text(),
  data: jsonb().$type<DestinationLocation[]>().notNull(),
  /** drafts (false) are invisible on the public pages (ADR 164) */
  published: boolean().notNull().default(true),
});

export const tours = pgTable('tours', {
  id: serial().primaryKey(),
  title: text().notNull(),
  location: text().notNull(),
  category: text().notNull(),
  pricePaise: integer().notNull(),
  duration: text().notNull(),
  guests: text().notNull(),
  rating: numeric({ precision: 2, scale: 1 }).notNull(),
  reviews: integer().notNull(),
  image: text().notNull(),
  imageAlt: text().notNull(),
  featured: boolean().notNull().default(false),
  discount: integer(),
  description: text().notNull(),
  includes: jsonb().$type<string[]>().notNull(),
  /** Hindi of the visible texts (ADR 180); null: the English shows, marked lang="en" */
  titleHi: text(),
  locationHi: text(),
  durationHi: text(),
  descriptionHi: text(),
  includesHi: jsonb().$type<string[]>(),
  /** drafts (false) are invisible on the public pages (ADR 164) */
  published: boolean().notNull().default(true),
});

export const notices = pgTable('notices', {
  id: serial().primaryKey(),
  date: date({ mode: 'string' }).notNull(),
  letterNo: text().notNull(),
  headline: text().notNull(),
  /** the headline in Hindi (ADR 180); null: the English shows, marked lang="en" */
  headlineHi: text(),
  pdfUrl: text().notNull(),
  /** an uploaded PDF (content_files); null: the PDF is drawn from the row */
  pdfFileId: integer().references(() => contentFiles.id),
  /** drafts (false) are invisible on the public pages (ADR 164) */
  published: boolean().notNull().default(true),
});

export const tenders = pgTable('tenders', {
  id: serial().primaryKey(),
  tenderNo: text().notNull(),
  title: text().notNull(),
  /** the title in Hindi (ADR 180); null: the English shows, marked lang="en" */
  titleHi: text(),
  closingDate: date({ mode: 'string' }).notNull(),
  openingDate: date({ mode: 'string' }).notNull(),
  pdfUrl: text().notNull(),
  pdfFileId: integer().references(() => contentFiles.id),
  /** shown on the public page from this IST date (null: at once) */
  publishDate: date({ mode: 'string' }),
  /** drafts (false) are invisible on the public pages (ADR 164) */
  published: boolean().notNull().default(true),
});

export const advertorials = pgTable('advertorials', {
  id: serial().primaryKey(),
  title: text().notNull(),
  summary: text().notNull(),
  body: text().notNull(),
  /** Hindi of the visible texts (ADR 180); null: the English shows, marked lang="en" */
  titleHi: text(),
  summaryHi: text(),
  bodyHi: text(),
  image: text().notNull(),
  imageAlt: text().notNull(),
  publishedOn: date({ mode: 'string' }).notNull(),
  /** drafts (false) are invisible on the public pages (ADR 164) */
  published: boolean().notNull().default(true),
});

export const officials = pgTable('officials', {
  id: serial().primaryKey(),
  name: text().notNull(),
  title: text().notNull(),
  department: text().notNull(),
  photo: text().notNull(),
  sortOrder: integer().notNull().default(0),
  /** drafts (false) are invisible on the public pages (ADR 164) */
  published: boolean().notNull().default(true),
});

export const videos = pgTable('videos', {
  id: serial().primaryKey(),
  title: text().notNull(),
  url: text().notNull(),
  poster: text().notNull(),
  sortOrder: integer().notNull().default(0),
  /** drafts (false) are invisible on the public pages (ADR 164) */
  published: boolean().notNull().default(true),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial().primaryKey(),
  email: text().notNull().unique(),
  unsubscribeToken: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp({ withTimezone: true }),
});

export const advanceBookingRequests = pgTable(
  'advance_booking_requests',
  {
    id: serial().primaryKey(),
    ref: text().notNull().unique(),
    name: text().notNull(),
    mobile: text().notNull(),
    email: text(),
    purpose: text().notNull(),
    /** null only on a tour enquiry that left the dates open */
    fromDate: date({ mode: 'string' }),
    toDate: date({ mode: 'string' }),
    /** null on a tour package enquiry (tourName set) */
    hotelName: text(),
    /**
     * The hotel asked about, set when the request is filed (ADR 215): staff reach is checked on
     * this id, never on the name. Null on a tour enquiry.
     */
    hotelId: integer().references(() => hotels.id, { onDelete: 'set null' }),
    tourName: text(),
    /** how many travellers a tour enquiry (a custom group) is for; null when not given (issue 29) */
    travellers: integer(),
    remarks: text(),
    /** The customer logged in when it was filed (ADR 072): only they see it in their list. */
    customerId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('advance_booking_requests_hotel_idx').on(t.hotelId, t.createdAt)],
);

export const rescheduleRequests = pgTable(
  'reschedule_requests',
  {
    id: serial().primaryKey(),
    ref: text().notNull().unique(),
    bookingRefNo: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    hotelName: text().notNull(),
    /** The booking's hotel, set when the request is filed (ADR 215): staff reach is checked on it. */
    hotelId: integer().references(() => hotels.id, { onDelete: 'set null' }),
    newCheckIn: date({ mode: 'string' }).notNull(),
    newCheckOut: date({ mode: 'string' }).notNull(),
    reason: text().notNull(),
    /** The customer logged in when it was filed (ADR 072): only they see it in their list. */
    customerId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reschedule_requests_hotel_idx').on(t.hotelId, t.createdAt)],
);
