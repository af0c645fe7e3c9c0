// The scale step's data (ADR 242): years of a corporation's bookings, generated in PostgreSQL
// with generate_series on top of the demo seed, so that every row is one the application could
// have written:
//  - each room type has ROOM_SCALE times the demo's rooms (the demo's 223 rooms cannot hold a
//    million bookings), and inventory rows for every past night;
//  - customers (about five bookings each on average);
//  - bookings that hold rooms are laid on "slots": each physical room's timeline is cut into
//    three-night periods and a period holds at most one stay of one or two nights, so no night
//    is ever oversold; past stays are checked out (some no-shows), stays under way checked in,
//    today's and later ones confirmed; a share of the paid bookings was cancelled, with its
//    refund and GST credit note; the room inventory's `booked` counts the rest;
//  - the other bookings are unpaid holds that expired or failed payments, as on a live site;
//  - every paid booking has a captured payment, an invoice and receipt number in its financial
//    year's series (the counters continue after them), and a front-desk stay record when the
//    guest came.
// Random but repeatable: setseed and no parallel workers.

/** The demo seed's rooms per room type are multiplied by this. */
export const ROOM_SCALE = 5;

const q = (s) => `'${String(s).replace(/'/g, "''")}'`;

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Ayaan',
  'Krishna',
  'Ishaan',
  'Ananya',
  'Diya',
  'Priya',
  'Saanvi',
  'Aadhya',
  'Kavya',
  'Anika',
  'Meera',
  'Pooja',
  'Sunita',
  'Ravi',
  'Sanjay',
  'Amit',
  'Rahul',
  'Neha',
  'Rekha',
  'Suresh',
  'Manoj',
  'Geeta',
  'Lakshmi',
];
const LAST = [
  'Sharma',
  'Verma',
  'Singh',
  'Kumar',
  'Gupta',
  'Mahato',
  'Oraon',
  'Munda',
  'Soren',
  'Hembrom',
  'Tirkey',
  'Ekka',
  'Prasad',
  'Sahu',
  'Mishra',
  'Pandey',
  'Jha',
  'Das',
  'Roy',
  'Sinha',
];
const arr = (xs) => `ARRAY[${xs.map(q).join(',')}]`;

/**
 * Loads the history into the database `client` is connected to (a pg Client, demo-seeded and
 * migrated, no bookings yet). `today` is the IST date; `bookings` the number of bookings wanted.
 * Returns the number of rows written per table and the seconds each statement took.
 */
export async function loadHistory(client, { today, years = 5, bookings = 1_000_000, log }) {
  const steps = [];
  const run = async (name, text) => {
    const t = Date.now();
    const r = await client.query(text);
    const s = (Date.now() - t) / 1000;
    steps.push({ step: name, rows: r.rowCount ?? 0, seconds: s });
    log?.(`  ${name}: ${r.rowCount ?? 0} rows, ${s.toFixed(1)} s`);
    return r;
  };
  const T = `${q(today)}::date`;
  const START = `(${T} - interval '${years} years')::date`;
  // confirmed bookings reach this far ahead (inside the demo's 365 nights of inventory)
  const AHEAD = 90;
  const IST = `'Asia/Kolkata'`;
  const FY = (d) =>
    `(CASE WHEN extract(month FROM ${d}) >= 4 THEN extract(year FROM ${d})::int ELSE extract(year FROM ${d})::int - 1 END)`;
  const fyText = (d) => `(${FY(d)}::text || '-' || lpad(((${FY(d)} + 1) % 100)::text, 2, '0'))`;

  await client.query(`SET max_parallel_workers_per_gather = 0`);
  await client.query(`SET synchronous_commit = off`);
  await client.query(`SET work_mem = '64MB'`);
  // the rows are consistent by construction: their foreign keys are not checked one by one (as
  // pg_restore --disable-triggers; needs a superuser). The session's setting ends with it.
  await client.query(`SET session_replication_role = replica`);
  await client.query(`SELECT setseed(0.242)`);
  const customers = Math.round(bookings / 5);

  await run('room types scaled', `UPDATE room_types SET total_rooms = total_rooms * ${ROOM_SCALE}`);
  await run(
    'hotels scaled',
    `UPDATE hotels h SET total_rooms = (SELECT sum(total_rooms) FROM room_types WHERE hotel_id = h.id)`,
  );
  await run(
    'inventory scaled',
    `UPDATE room_inventory ri SET total = rt.total_rooms FROM room_types rt WHERE rt.id = ri.room_type_id`,
  );
  await run(
    'past inventory',
    `INSERT INTO room_inventory (room_type_id, night, total, booked)
     SELECT rt.id, d::date, rt.total_rooms, 0
       FROM room_types rt, generate_series(${START}, ${T} - 1, interval '1 day') d
     ON CONFLICT DO NOTHING`,
  );
  await run(
    'customers',
    `INSERT INTO customers (user_id, email, mobile, name, password_hash, created_at)
     SELECT 'guest' || i, 'guest' || i || '@example.com',
            -- unique and scattered like real mobiles (6–9, then i times a unit mod 10^9): numbers
            -- counted up from 6000000001 share most of their trigrams and mislead the search's index
            (6 + i % 4)::text || lpad(((i::bigint * 387420489 + 12345) % 1000000000)::text, 9, '0'),
            (${arr(FIRST)})[1 + i % ${FIRST.length}] || ' ' || (${arr(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}],
            'not-a-hash',
            ${START}::timestamp AT TIME ZONE ${IST} + (i::float8 / ${customers}) * (${T} - ${START}) * interval '1 day'
       FROM generate_series(1, ${customers}) i`,
  );
  const c0 = (await client.query(`SELECT id FROM customers WHERE user_id = 'guest1'`)).rows[0].id;
  const admin = (await client.query(`SELECT min(id) AS id FROM staff WHERE role = 'admin'`)).rows[0]
    .id;

  // the stays that hold rooms, one per occupied slot
  await run(
    'stays (slots)',
    `CREATE TEMP TABLE stay AS
     SELECT rt, hotel_id, price, max_adults, check_in, nights,
            CASE WHEN r4 < 0.07 THEN 'cancelled'
                 WHEN check_in + nights <= ${T} THEN CASE WHEN r4 < 0.09 THEN 'no_show' ELSE 'checked_out' END
                 WHEN check_in < ${T} THEN 'checked_in'
                 ELSE 'confirmed' END AS status,
            r5
       FROM (SELECT rt, hotel_id, price, max_adults, nights, r4, r5,
                    ${START} + p * 3 + floor(r3 * (4 - nights))::int AS check_in
               FROM (SELECT rt.id AS rt, rt.hotel_id, rt.base_price_paise AS price, rt.max_adults, p,
                            1 + (random() < 0.3)::int AS nights, random() AS r1, random() AS r3,
                            random() AS r4, random() AS r5
                       FROM room_types rt, generate_series(1, rt.total_rooms) u,
                            generate_series(0, ((${T} + ${AHEAD}) - ${START}) / 3 - 1) p) s
              WHERE r1 < 0.6) x`,
  );
  const held = Number((await client.query(`SELECT count(*) AS n FROM stay`)).rows[0].n);
  const unpaid = Math.max(0, bookings - held);
  await run(
    'unpaid holds',
    `INSERT INTO stay (rt, hotel_id, price, max_adults, check_in, nights, status, r5)
     SELECT rt.id, rt.hotel_id, rt.base_price_paise, rt.max_adults,
            ${START} + floor(random() * ((${T} + ${AHEAD}) - ${START}))::int,
            1 + (random() < 0.3)::int,
            CASE WHEN random() < 0.12 THEN 'failed' ELSE 'expired' END, random()
       FROM generate_series(1, ${unpaid}) i
       JOIN room_types rt ON rt.id = (SELECT min(id) FROM room_types) + (i::bigint * 7919) % (SELECT count(*) FROM room_types)`,
  );
  // when each was made (up to 60 days ahead, never after now), its id in that order, its customer
  await run(
    'bookings planned',
    `CREATE TEMP TABLE g AS
     SELECT row_number() OVER (ORDER BY created_at, check_in, rt) + coalesce((SELECT max(id) FROM bookings), 0) AS id,
            s.*, round(room_total * rate_bp / 10000.0)::int AS gst,
            created_at + interval '3 minutes' AS confirmed_at
       FROM (SELECT s0.*, slab.effective_from AS slabs_from,
                    -- before the first set in the table (18 July 2022): 12% up to Rs 7,500, 18% above
                    coalesce(slab.rate_bp, CASE WHEN s0.price <= 750000 THEN 1200 ELSE 1800 END) AS rate_bp
               FROM (SELECT stay.*,
                            ${c0} + floor(random() * ${customers})::int AS customer_id,
                            1 + floor(random() * max_adults)::int AS adults,
                            price * nights AS room_total,
                            least(now() - interval '1 hour',
                                  (check_in - floor(power(r5, 2) * 60)::int)::timestamp AT TIME ZONE ${IST}
                                    + interval '9 hours' + floor(random() * 720) * interval '1 minute') AS created_at
                       FROM stay) s0
                    -- the slab in force on the day of payment (the time of supply, ADR 220)
                    LEFT JOIN LATERAL (SELECT gs.effective_from, gs.rate_bp FROM gst_slabs gs
                              WHERE gs.effective_from <= (s0.created_at AT TIME ZONE ${IST})::date
                                AND gs.min_tariff_paise <= s0.price
                              ORDER BY gs.effective_from DESC, gs.min_tariff_paise DESC LIMIT 1) slab ON true) s`,
  );
  await client.query(`ALTER TABLE g ADD PRIMARY KEY (id)`);
  await run(
    'invoice numbers',
    `CREATE TEMP TABLE inv AS
     SELECT id, fy, row_number() OVER (PARTITION BY fy ORDER BY confirmed_at, id) AS serial
       FROM (SELECT id, confirmed_at, ${fyText(`(confirmed_at AT TIME ZONE ${IST})::date`)} AS fy
               FROM g WHERE status NOT IN ('expired', 'failed')) x`,
  );
  await client.query(`ALTER TABLE inv ADD PRIMARY KEY (id)`);
  await run(
    'bookings',
    `INSERT INTO bookings (id, booking_ref_no, customer_id, hotel_id, check_in, check_out, nights, status,
                           customer_name, customer_type, email, mobile, address, identity_type, identity_no,
                           room_total_paise, gst_paise, total_paise, gst_rate_bp, gst_slabs_from, hold_expires_at,
                           invoice_no, mr_number, created_at, confirmed_at)
     SELECT g.id, 'JTDC' || to_char(g.created_at AT TIME ZONE ${IST}, 'YYMMDD') || lpad(g.id::text, greatest(5, length(g.id::text)), '0'),
            g.customer_id, g.hotel_id, g.check_in, g.check_in + g.nights, g.nights, g.status,
            c.name, 'Individual', c.email, c.mobile, 'Main Road, Ranchi, Jharkhand 834001', 'Aadhaar Card', '1234',
            g.room_total, g.gst, g.room_total + g.gst, g.rate_bp, g.slabs_from, g.created_at + interval '15 minutes',
            'JTDC/' || inv.fy || '/' || lpad(inv.serial::text, 6, '0'),
            'MR/' || inv.fy || '/' || lpad(inv.serial::text, 6, '0'),
            g.created_at, CASE WHEN inv.id IS NULL THEN NULL ELSE g.confirmed_at END
       FROM g JOIN customers c ON c.id = g.customer_id LEFT JOIN inv ON inv.id = g.id`,
  );
  // cancelled between payment and arrival: 20% kept, the rest refunded
  await run(
    'booking rooms',
    `INSERT INTO booking_rooms (booking_id, room_type_id, adults, children, extra_persons,
                                price_per_day_paise, extra_person_rate_paise, amount_paise,
                                extra_amount_paise, gst_paise, tax_lines, status, cancelled_at,
                                cancellation_charge_paise, refund_paise)
     SELECT id, rt, adults, 0, 0, price, 0, room_total, 0, gst,
            jsonb_build_array(jsonb_build_object('rateBp', rate_bp, 'nights', nights,
              'taxablePaise', room_total, 'gstPaise', gst)),
            CASE WHEN status = 'cancelled' THEN 'cancelled' ELSE 'booked' END,
            CASE WHEN status = 'cancelled' THEN least(now() - interval '1 minute',
              confirmed_at + (check_in::timestamp AT TIME ZONE ${IST} - confirmed_at) / 2) END,
            CASE WHEN status = 'cancelled' THEN round((room_total + gst) * 0.2)::int END,
            CASE WHEN status = 'cancelled' THEN (room_total + gst) - round((room_total + gst) * 0.2)::int END
       FROM g ORDER BY id`,
  );
  await run(
    'payments',
    `INSERT INTO payments (booking_id, gateway, order_id, payment_id, amount_paise, status, method, created_at, captured_at)
     SELECT id, 'razorpay', 'order_G' || id,
            CASE WHEN status = 'expired' THEN NULL ELSE 'pay_G' || id END,
            room_total + gst,
            CASE status WHEN 'expired' THEN 'created' WHEN 'failed' THEN 'failed' ELSE 'captured' END,
            CASE WHEN status = 'expired' THEN NULL WHEN id % 3 = 0 THEN 'card' ELSE 'upi' END,
            created_at,
            CASE WHEN status IN ('expired', 'failed') THEN NULL ELSE confirmed_at END
       FROM g ORDER BY id`,
  );
  await run(
    'refunds',
    `INSERT INTO refunds (booking_id, payment_id, booking_room_id, amount_paise, status, gateway_refund_id,
                          reason, sent_at, created_at, updated_at)
     SELECT br.booking_id, p.id, br.id, br.refund_paise, 'processed', 'rfnd_G' || br.booking_id,
            'cancellation of the booking', br.cancelled_at, br.cancelled_at, br.cancelled_at
       FROM booking_rooms br JOIN payments p ON p.booking_id = br.booking_id
      WHERE br.status = 'cancelled' ORDER BY br.cancelled_at`,
  );
  await run(
    'credit notes',
    `INSERT INTO credit_notes (credit_note_no, booking_id, refund_id, invoice_no, invoice_date, issue_date,
                               guest_name, reason, lines, taxable_paise, cgst_paise, sgst_paise, igst_paise,
                               total_paise, created_at)
     SELECT 'CN/' || fy || '/' || lpad(row_number() OVER (PARTITION BY fy ORDER BY r.created_at, r.id)::text, 6, '0'),
            b.id, r.id, b.invoice_no, (b.confirmed_at AT TIME ZONE ${IST})::date, issue, b.customer_name,
            r.reason,
            jsonb_build_array(jsonb_build_object('bookingRoomId', br.id, 'description', rt.name, 'rateBp', b.gst_rate_bp,
              'taxablePaise', tx, 'cgstPaise', (r.amount_paise - tx) / 2,
              'sgstPaise', (r.amount_paise - tx) - (r.amount_paise - tx) / 2, 'igstPaise', 0)),
            tx, (r.amount_paise - tx) / 2, (r.amount_paise - tx) - (r.amount_paise - tx) / 2, 0,
            r.amount_paise, r.created_at
       FROM refunds r
       JOIN bookings b ON b.id = r.booking_id
       JOIN booking_rooms br ON br.id = r.booking_room_id
       JOIN room_types rt ON rt.id = br.room_type_id,
            LATERAL (SELECT (r.created_at AT TIME ZONE ${IST})::date AS issue) i,
            LATERAL (SELECT ${fyText('i.issue')} AS fy,
                            round(r.amount_paise::numeric * b.room_total_paise / b.total_paise)::int AS tx) f
      WHERE r.gateway_refund_id LIKE 'rfnd_G%'`,
  );
  await run(
    'front-desk stays',
    `INSERT INTO booking_stays (booking_id, id_seen, id_type, checked_in_at, checked_in_by,
                                checked_out_at, checked_out_by, no_show_at, no_show_by)
     SELECT id,
            status <> 'no_show', CASE WHEN status <> 'no_show' THEN 'Aadhaar Card' END,
            CASE WHEN status <> 'no_show' THEN check_in::timestamp AT TIME ZONE ${IST} + interval '14 hours' END,
            CASE WHEN status <> 'no_show' THEN ${admin} END,
            CASE WHEN status = 'checked_out' THEN (check_in + nights)::timestamp AT TIME ZONE ${IST} + interval '11 hours' END,
            CASE WHEN status = 'checked_out' THEN ${admin} END,
            CASE WHEN status = 'no_show' THEN (check_in + 1)::timestamp AT TIME ZONE ${IST} END,
            CASE WHEN status = 'no_show' THEN ${admin} END
       FROM g WHERE status IN ('checked_in', 'checked_out', 'no_show') ORDER BY id`,
  );
  await run(
    'inventory booked',
    `UPDATE room_inventory ri SET booked = x.n
       FROM (SELECT rt, d::date AS night, count(*)::int AS n
               FROM g, generate_series(check_in, check_in + nights - 1, interval '1 day') d
              WHERE status IN ('confirmed', 'checked_in', 'checked_out', 'no_show')
              GROUP BY 1, 2) x
      WHERE ri.room_type_id = x.rt AND ri.night = x.night`,
  );
  await run(
    'invoice counters',
    `INSERT INTO invoice_counters (financial_year, last_no)
     SELECT fy, max(serial) FROM inv GROUP BY fy
     ON CONFLICT (financial_year) DO UPDATE SET last_no = greatest(invoice_counters.last_no, excluded.last_no)`,
  );
  await run(
    'credit note counters',
    `INSERT INTO credit_note_counters (financial_year, last_no)
     SELECT split_part(credit_note_no, '/', 2), max(split_part(credit_note_no, '/', 3)::int)
       FROM credit_notes GROUP BY 1
     ON CONFLICT (financial_year) DO UPDATE SET last_no = greatest(credit_note_counters.last_no, excluded.last_no)`,
  );
  for (const t of ['bookings', 'booking_rooms', 'payments', 'refunds', 'credit_notes'])
    await client.query(
      `SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT max(id) FROM ${t}))`,
    );
  await client.query(`DROP TABLE stay, g, inv`);
  await client.query(`SET session_replication_role = DEFAULT`);
  // the reports' daily summary (ADR 373): its triggers did not fire for rows written as above
  await run('report summary', `SELECT report_days_rebuild()`);
  await run('vacuum analyze', `VACUUM ANALYZE`);
  return steps;
}
