import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

/**
 * Migration 0015 (ADR 215) on a database that already holds requests: each request gets the id of
 * its hotel (a reschedule request its booking's, otherwise the one hotel carrying its name), and
 * hotels sharing a name are told apart before names become unique.
 */

const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
) as { entries: { idx: number; tag: string }[] };

async function apply(db: PGlite, tag: string) {
  const text = readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.exec(statement);
}

let db: PGlite;
const TAG = '0015_request_hotel_ids';

beforeAll(async () => {
  db = new PGlite();
  for (const e of journal.entries) {
    if (e.tag === TAG) break;
    await apply(db, e.tag);
  }
  const hotel = (id: number, name: string) =>
    db.query(
      `INSERT INTO hotels (id, unit_name, location_name, photo, photo_alt, total_rooms, mobile_no,
         email, description, address, location)
       VALUES ($1, $2, 'x', 'x', 'x', 1, '1', 'x@x.in', 'x', 'x', 'x')`,
      [id, name],
    );
  await hotel(1, 'Patratu Lake Resort');
  await hotel(2, 'Birsa Vihar');
  // a manager renamed hotel 3 to hotel 2's name before names were unique
  await hotel(3, 'birsa vihar');
  await db.exec(`
    INSERT INTO customers (id, user_id, email, mobile, name, password_hash)
      VALUES (1, 'u1', 'a@b.in', '9876543210', 'Asha', 'x');
    INSERT INTO bookings (booking_ref_no, customer_id, hotel_id, check_in, check_out, nights,
      status, customer_name, email, mobile, address, identity_type, identity_no,
      room_total_paise, gst_paise, total_paise, gst_rate_bp, hold_expires_at)
      VALUES ('JTDC-3', 1, 3, '2030-01-01', '2030-01-02', 1, 'confirmed', 'Asha', 'a@b.in',
        '9876543210', 'x', 'Aadhaar Card', '1234', 100, 12, 112, 1200, now());
    INSERT INTO reschedule_requests (ref, booking_ref_no, name, email, phone, hotel_name,
      new_check_in, new_check_out, reason) VALUES
      ('R-BOOKING', 'JTDC-3', 'Asha', 'a@b.in', '1', 'Birsa Vihar', '2030-02-01', '2030-02-02', 'x'),
      ('R-NAME', 'JTDC-GONE', 'Asha', 'a@b.in', '1', 'patratu lake resort', '2030-02-01', '2030-02-02', 'x');
    INSERT INTO advance_booking_requests (ref, name, mobile, purpose, hotel_name, tour_name) VALUES
      ('A-NAME', 'Asha', '1', 'Marriage', ' Patratu Lake Resort ', NULL),
      ('A-SHARED', 'Asha', '1', 'Marriage', 'Birsa Vihar', NULL),
      ('A-TOUR', 'Asha', '1', 'Tour', NULL, 'Netarhat tour');
  `);
  await apply(db, TAG);
});
afterAll(() => db.close());

const hotelOf = async (table: string, ref: string) =>
  (
    await db.query<{ hotel_id: number | null }>(`SELECT hotel_id FROM ${table} WHERE ref = $1`, [
      ref,
    ])
  ).rows[0]!.hotel_id;

describe('migration 0015 on existing requests', () => {
  it("gives a reschedule request its booking's hotel, whatever name it carries", async () => {
    expect(await hotelOf('reschedule_requests', 'R-BOOKING')).toBe(3);
  });

  it('gives a request the hotel of its name when exactly one hotel has that name', async () => {
    expect(await hotelOf('reschedule_requests', 'R-NAME')).toBe(1);
    expect(await hotelOf('advance_booking_requests', 'A-NAME')).toBe(1);
  });

  it('leaves a request without a hotel when its name is shared or it is a tour enquiry', async () => {
    expect(await hotelOf('advance_booking_requests', 'A-SHARED')).toBeNull();
    expect(await hotelOf('advance_booking_requests', 'A-TOUR')).toBeNull();
  });

  it('keeps the oldest hotel’s name and appends the id to a later one with the same name', async () => {
    const names = await db.query<{ id: number; unit_name: string }>(
      'SELECT id, unit_name FROM hotels ORDER BY id',
    );
    expect(names.rows.map((h) => h.unit_name)).toEqual([
      'Patratu Lake Resort',
      'Birsa Vihar',
      'birsa vihar (3)',
    ]);
  });

  it('then refuses a second hotel with a name already used, whatever the case', async () => {
    await expect(
      db.query(`UPDATE hotels SET unit_name = 'PATRATU LAKE RESORT' WHERE id = 2`),
    ).rejects.toThrow(/hotels_unit_name_idx/);
  });
});
