import { HOTEL_PLACES, ROOM_CONTENT } from './room-content';
import { sql } from 'drizzle-orm';
import { CANCELLATION_POLICY } from '../../../shared/constants';
import { addDays } from '../../../shared/dates';
import { FACILITIES } from '../../../shared/contracts/staff-hotels';
import type { Db, DbOrTx } from '../client';
import {
  cancellationPolicies,
  cancellationPolicyVersions,
  hotelFacilities,
  hotelPhotos,
  hotels,
  roomTypes,
} from '../schema/index';
import { INVENTORY_DAYS, topUpInventory } from '../../modules/availability/availability.service';
import { SEED_HOTELS } from './hotels-data';
import { seedContent } from './content';
import { seedContentHindi } from './content-hindi';
import { seedTourDepartures } from './tour-departures';
import { seedStaff } from './staff';

const rupees = (n: number) => n * 100;
const fmt = (n: number) => `₹${n}.00`;
/** The demo policies are in force since before any booking (like migration 0017's, ADR 222). */
const POLICIES_SINCE = '2000-01-01';

/**
 * Numbers the rooms of every room type that has none (as migration 0021 does for the room types
 * of an existing database): a hotel's room types take floors 1, 2, 3… in the order they were made,
 * and a floor's rooms are numbered from 01 (101–112 for 12 rooms).
 */
export async function ensureRooms(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    INSERT INTO rooms (hotel_id, room_type_id, number, floor)
    SELECT f.hotel_id, f.id, f.floor::text || lpad(n::text, greatest(2, length(f.total_rooms::text)), '0'), f.floor
    FROM (
      SELECT id, hotel_id, total_rooms,
        (row_number() OVER (PARTITION BY hotel_id ORDER BY id))::int AS floor
      FROM room_types
    ) f, generate_series(1, f.total_rooms) AS n
    WHERE NOT EXISTS (SELECT 1 FROM rooms r WHERE r.room_type_id = f.id)`);
}

/** Seasonal prices: Christmas to New Year and the Durga Puja fortnight cost 20% more. */
async function seedSeasons(db: DbOrTx, today: string): Promise<void> {
  const last = addDays(today, INVENTORY_DAYS - 1);
  await db.execute(sql`
    INSERT INTO room_rates (room_type_id, night, price_paise)
    SELECT rt.id, d::date, (round(rt.base_price_paise * 1.2 / 100) * 100)::int
    FROM room_types rt, generate_series(${today}::date, ${last}::date, interval '1 day') AS d
    WHERE (extract(month from d) = 12 AND extract(day from d) >= 20)
       OR (extract(month from d) = 1 AND extract(day from d) <= 5)
       OR (extract(month from d) = 10 AND extract(day from d) BETWEEN 10 AND 24)
    ON CONFLICT DO NOTHING`);
}

export async function isSeeded(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: hotels.id }).from(hotels).limit(1);
  return rows.length > 0;
}

/** Key of the advisory lock the start-up seed runs under (migrations use 727001). */
const SEED_LOCK = 727002;

/**
 * Seeds demo content into an empty database, once, even when several server processes start
 * together on it: the emptiness check and the seed run in one transaction holding an advisory
 * lock, so a second process waits and then finds the content there. True when this call seeded.
 */
export async function seedDemoIfEmpty(
  db: Db,
  today: string,
  staffPassword?: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await isSeeded(tx)) return false;
    await seedDemo(tx, today, staffPassword);
    return true;
  });
}

/**
 * Demo content for a fresh database. Runs in one transaction. The demo staff accounts get
 * `staffPassword` (default: the development password); null adds none (production without
 * DEMO_STAFF_PASSWORD).
 */
export async function seedDemo(
  db: DbOrTx,
  today: string,
  staffPassword?: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    let firstHotelId = 0;
    for (const [i, h] of SEED_HOTELS.entries()) {
      const n = i + 1;
      const prices = h.roomTypes.map((r) => r.price);
      const [row] = await tx
        .insert(hotels)
        .values({
          unitName: h.unitName,
          locationName: h.locationName,
          photo: `/media/hotels/${n}/1.svg`,
          photoAlt: `${h.scenes[0]}, ${h.unitName}`,
          totalRooms: h.roomTypes.reduce((s, r) => s + r.rooms, 0),
          mobileNo: h.mobileNo,
          email: h.email,
          priceRange: `${fmt(Math.min(...prices))} - ${fmt(Math.max(...prices))}`,
          description: h.description,
          address: h.address,
          location: h.location,
          ...HOTEL_PLACES[h.unitName],
          sortOrder: n,
        })
        .returning({ id: hotels.id });
      const hotelId = row!.id;
      if (n === 1) firstHotelId = hotelId;
      await tx
        .insert(hotelFacilities)
        .values(h.facilities.map((name) => ({ hotelId, name, icon: FACILITIES[name] })));
      await tx.insert(hotelPhotos).values(
        h.scenes.map((alt, k) => ({
          hotelId,
          url: `/media/hotels/${n}/${k + 1}.svg`,
          alt,
          sortOrder: k,
        })),
      );
      if (h.cancellationPolicy) {
        const [version] = await tx
          .insert(cancellationPolicyVersions)
          .values({ hotelId, effectiveFrom: POLICIES_SINCE })
          .returning({ id: cancellationPolicyVersions.id });
        await tx
          .insert(cancellationPolicies)
          .values(h.cancellationPolicy.map((p) => ({ versionId: version!.id, ...p })));
      }
      await tx.insert(roomTypes).values(
        h.roomTypes.map((r) => ({
          hotelId,
          name: r.name,
          category: r.category,
          maxAdults: r.maxAdults,
          maxChildren: r.maxChildren,
          allowedExtraPerson: r.allowedExtraPerson,
          extraPersonRatePaise: rupees(r.extraPersonRate),
          basePricePaise: rupees(r.price),
          totalRooms: r.rooms,
          ...ROOM_CONTENT[r.name],
        })),
      );
    }
    await topUpInventory(tx, today);
    await ensureRooms(tx);
    await seedSeasons(tx, today);
    const [standard] = await tx
      .insert(cancellationPolicyVersions)
      .values({ hotelId: null, effectiveFrom: POLICIES_SINCE })
      .returning({ id: cancellationPolicyVersions.id });
    await tx.insert(cancellationPolicies).values(
      CANCELLATION_POLICY.map((p) => ({
        versionId: standard!.id,
        minDays: p.minDays,
        maxDays: p.maxDays,
        deductionPercent: p.deductionPercent,
      })),
    );
    await seedContent(tx);
    await seedContentHindi(tx);
    await seedTourDepartures(tx, today);
    if (staffPassword !== null) await seedStaff(tx, firstHotelId, staffPassword);
  });
}
