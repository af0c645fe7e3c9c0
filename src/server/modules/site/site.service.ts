import type { DbOrTx } from '../../db/client';
import { todayIst } from '../../../shared/dates';
import * as content from '../content/content.service';
import * as hotels from '../hotels/hotels.service';

/**
 * The date the footer shows as "Last updated": the latest dated public content (a hotel added, a
 * notice, an advertorial) or the date the site itself was built, whichever is later; IST.
 */
export async function lastUpdated(
  db: DbOrTx,
  builtAt: Date | null,
  now: Date,
): Promise<string | null> {
  const today = todayIst(now);
  const dates: string[] = [];
  const contentDate = await content.latestContentDate(db, today);
  if (contentDate) dates.push(contentDate);
  const stamps = await hotels.hotelStamps(db);
  for (const h of stamps) dates.push(todayIst(h.createdAt));
  if (builtAt) dates.push(todayIst(builtAt));
  // a notice dated ahead is not a change made in the future
  const past = dates.filter((d) => d <= today).sort();
  return past.at(-1) ?? null;
}
