import { asc } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
import type { DbOrTx } from '../client';
import { tourDepartures, tourPickupPoints, tours } from '../schema/index';

/** Pickup points of the demo departures, by the tour's location. */
const PICKUPS = [
  { name: 'Ranchi Railway Station (main gate)', time: '06:00' },
  { name: 'Birsa Munda Airport, Ranchi', time: '06:30' },
];

/**
 * Demo departures (ADR 295): every Saturday of the next twelve weeks for each tour, 20 seats,
 * the adult price the tour's list price (less its discount) and children at half.
 */
export async function seedTourDepartures(db: DbOrTx, today: string): Promise<void> {
  const all = await db.select().from(tours).orderBy(asc(tours.id));
  const first = addDays(
    today,
    1 + ((6 - new Date(`${addDays(today, 1)}T00:00:00Z`).getUTCDay() + 7) % 7),
  );
  for (const t of all) {
    const adult = Math.round((t.pricePaise * (100 - (t.discount ?? 0))) / 100 / 100) * 100;
    const rows = await db
      .insert(tourDepartures)
      .values(
        Array.from({ length: 12 }, (_, w) => ({
          tourId: t.id,
          date: addDays(first, 7 * w),
          time: '06:00',
          seatsTotal: 20,
          adultPricePaise: adult,
          childPricePaise: Math.round(adult / 2 / 100) * 100,
          guidePhone: '9431100100',
        })),
      )
      .returning({ id: tourDepartures.id });
    await db
      .insert(tourPickupPoints)
      .values(rows.flatMap((r) => PICKUPS.map((p) => ({ departureId: r.id, ...p }))));
  }
}
