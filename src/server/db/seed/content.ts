import { eq, sql } from 'drizzle-orm';
import { addDays, todayIst } from '../../../shared/dates';
import type { DbOrTx } from '../client';
import {
  advertorials,
  destinations,
  notices,
  officials,
  tenders,
  tours,
  videos,
} from '../schema/index';
import { SEED_DESTINATIONS, SEED_OFFICIALS, SEED_VIDEOS } from './content-destinations';
import { SEED_ADVERTORIALS, SEED_NOTICES, SEED_TENDERS } from './content-notices';
import { SEED_TOURS } from './content-tours';

/**
 * Demo content of the public site (destinations, officials, videos, tours, notices, tenders,
 * advertorials). The PDF of a notice or tender is generated on request by the content module at
 * its pdfUrl (/api/notices/{id}/pdf, /api/tenders/{id}/pdf).
 */
export async function seedContent(db: DbOrTx, today: string = todayIst()): Promise<void> {
  await db.insert(destinations).values(SEED_DESTINATIONS);
  await db.insert(officials).values(SEED_OFFICIALS);
  await db.insert(videos).values(SEED_VIDEOS);

  await db.insert(tours).values(
    SEED_TOURS.map((t, i) => ({
      title: t.title,
      location: t.location,
      category: t.category,
      pricePaise: t.price * 100,
      duration: t.duration,
      guests: t.guests,
      rating: t.rating,
      reviews: t.reviews,
      image: `/media/tours/${i + 1}.svg`,
      imageAlt: t.imageAlt,
      featured: t.featured,
      discount: t.discount,
      description: t.description,
      includes: t.includes,
    })),
  );

  await db.insert(notices).values(
    SEED_NOTICES.map((n) => ({
      date: addDays(today, -n.daysAgo),
      letterNo: n.letterNo,
      headline: n.headline,
      pdfUrl: '',
    })),
  );
  await db
    .update(notices)
    .set({ pdfUrl: sql`'/api/notices/' || ${notices.id} || '/pdf'` })
    .where(eq(notices.pdfUrl, ''));

  await db.insert(tenders).values(
    SEED_TENDERS.map((t) => ({
      tenderNo: t.tenderNo,
      title: t.title,
      closingDate: addDays(today, t.closesInDays),
      openingDate: addDays(today, t.opensInDays),
      pdfUrl: '',
    })),
  );
  await db
    .update(tenders)
    .set({ pdfUrl: sql`'/api/tenders/' || ${tenders.id} || '/pdf'` })
    .where(eq(tenders.pdfUrl, ''));

  await db.insert(advertorials).values(
    SEED_ADVERTORIALS.map((a, i) => ({
      title: a.title,
      summary: a.summary,
      body: a.body,
      image: `/media/advertorials/${i + 1}.svg`,
      imageAlt: a.imageAlt,
      publishedOn: addDays(today, -a.daysAgo),
    })),
  );
}
