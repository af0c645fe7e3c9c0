ALTER TABLE "report_days" ADD COLUMN "sold_invoices" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "sold_rooms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "sold_taxable_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "sold_gst_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "counter_invoices" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "counter_rooms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "counter_taxable_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_days" ADD COLUMN "counter_gst_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written: bookings by source in the daily summary (ADR 397, after ADR 373). A counter booking
-- is one filed under a desk account (ADR 151); the functions below are those of 0041 with the sold
-- invoices and the counter's share added, and the rebuild naming its columns.
CREATE OR REPLACE FUNCTION report_counter_customer(customer_id int) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM customers c WHERE c.id = customer_id AND left(c.user_id, 11) = 'desk_staff_')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_booking_terms(b bookings, s int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_days (hotel_id, day, check_ins) VALUES (b.hotel_id, b.check_in, s);
  IF report_booking_sold(b.status) THEN
    INSERT INTO report_days (hotel_id, day, rooms_sold)
      SELECT b.hotel_id, g.night::date, s * r.rooms
        FROM (SELECT count(*)::int AS rooms FROM booking_rooms br
               WHERE br.booking_id = b.id AND br.status = 'booked') r,
             generate_series(b.check_in, b.check_out - 1, interval '1 day') g(night)
       WHERE r.rooms > 0;
  END IF;
  IF b.invoice_no IS NOT NULL AND b.confirmed_at IS NOT NULL THEN
    INSERT INTO report_days (hotel_id, day, invoices, taxable_paise, gst_paise, register_invoices,
                             register_taxable_paise, register_cgst_paise, register_sgst_paise)
      SELECT b.hotel_id, report_ist_date(b.confirmed_at), s,
             s * coalesce(sum(br.amount_paise), 0), s * coalesce(sum(br.gst_paise), 0),
             s * (CASE WHEN coalesce(sum(l.n), 0) > 0 THEN 1 ELSE 0 END),
             s * coalesce(sum(l.taxable), 0), s * coalesce(sum(l.cgst), 0), s * coalesce(sum(l.sgst), 0)
        FROM (SELECT 1) one
        LEFT JOIN booking_rooms br ON br.booking_id = b.id
        LEFT JOIN LATERAL (
          SELECT count(*) AS n, sum((x->>'taxablePaise')::int) AS taxable,
                 sum(ceil((x->>'gstPaise')::int / 2.0)) AS cgst,
                 sum((x->>'gstPaise')::int - ceil((x->>'gstPaise')::int / 2.0)) AS sgst
            FROM jsonb_array_elements(coalesce(br.invoiced_tax_lines, br.tax_lines)) x) l ON true;
  END IF;
  -- bookings by source (ADR 397): an invoice still sold, its booked rooms, the counter's apart
  IF b.invoice_no IS NOT NULL AND b.confirmed_at IS NOT NULL AND report_booking_sold(b.status) THEN
    INSERT INTO report_days (hotel_id, day, sold_invoices, sold_rooms, sold_taxable_paise, sold_gst_paise, counter_invoices, counter_rooms, counter_taxable_paise, counter_gst_paise)
      SELECT b.hotel_id, report_ist_date(b.confirmed_at), s, s * r.n, s * r.taxable, s * r.gst,
             s * c.k, s * c.k * r.n, s * c.k * r.taxable, s * c.k * r.gst
        FROM (SELECT count(*)::int AS n, coalesce(sum(br.amount_paise), 0) AS taxable,
                     coalesce(sum(br.gst_paise), 0) AS gst
                FROM booking_rooms br WHERE br.booking_id = b.id AND br.status = 'booked') r,
             (SELECT CASE WHEN report_counter_customer(b.customer_id) THEN 1 ELSE 0 END AS k) c;
  END IF;
  INSERT INTO report_days (hotel_id, day, rooms_cancelled, cancellation_charge_paise, cancellation_refund_paise)
    SELECT b.hotel_id, report_ist_date(br.cancelled_at), s * count(*),
           s * coalesce(sum(br.cancellation_charge_paise), 0), s * coalesce(sum(br.refund_paise), 0)
      FROM booking_rooms br
     WHERE br.booking_id = b.id AND br.status = 'cancelled' AND br.cancelled_at IS NOT NULL
     GROUP BY 2;
  INSERT INTO report_days (hotel_id, day, notes, credited_paise, register_notes, note_taxable_paise,
                           note_cgst_paise, note_sgst_paise, note_igst_paise)
    SELECT b.hotel_id, n.issue_date, s * count(*), s * sum(n.total_paise),
           s * count(*) FILTER (WHERE l.n > 0),
           s * coalesce(sum(l.taxable), 0), s * coalesce(sum(l.cgst), 0),
           s * coalesce(sum(l.sgst), 0), s * coalesce(sum(l.igst), 0)
      FROM credit_notes n
     CROSS JOIN LATERAL (
       SELECT count(*) AS n, sum((x->>'taxablePaise')::int) AS taxable, sum((x->>'cgstPaise')::int) AS cgst,
              sum((x->>'sgstPaise')::int) AS sgst, sum((x->>'igstPaise')::int) AS igst
         FROM jsonb_array_elements(n.lines) x) l
     WHERE n.booking_id = b.id
     GROUP BY n.issue_date;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_room_terms(b bookings, r booking_rooms, s int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF report_booking_sold(b.status) AND r.status = 'booked' THEN
    INSERT INTO report_days (hotel_id, day, rooms_sold)
      SELECT b.hotel_id, g.night::date, s FROM generate_series(b.check_in, b.check_out - 1, interval '1 day') g(night);
  END IF;
  IF b.invoice_no IS NOT NULL AND b.confirmed_at IS NOT NULL THEN
    INSERT INTO report_days (hotel_id, day, taxable_paise, gst_paise, register_taxable_paise,
                             register_cgst_paise, register_sgst_paise)
      SELECT b.hotel_id, report_ist_date(b.confirmed_at), s * r.amount_paise, s * r.gst_paise,
             s * coalesce(sum((x->>'taxablePaise')::int), 0),
             s * coalesce(sum(ceil((x->>'gstPaise')::int / 2.0)), 0),
             s * coalesce(sum((x->>'gstPaise')::int - ceil((x->>'gstPaise')::int / 2.0)), 0)
        FROM (SELECT 1) one LEFT JOIN LATERAL jsonb_array_elements(coalesce(r.invoiced_tax_lines, r.tax_lines)) x ON true;
  END IF;
  IF b.invoice_no IS NOT NULL AND b.confirmed_at IS NOT NULL AND report_booking_sold(b.status)
     AND r.status = 'booked' THEN
    INSERT INTO report_days (hotel_id, day, sold_rooms, sold_taxable_paise, sold_gst_paise, counter_rooms,
                             counter_taxable_paise, counter_gst_paise)
      SELECT b.hotel_id, report_ist_date(b.confirmed_at), s, s * r.amount_paise, s * r.gst_paise,
             s * c.k, s * c.k * r.amount_paise, s * c.k * r.gst_paise
        FROM (SELECT CASE WHEN report_counter_customer(b.customer_id) THEN 1 ELSE 0 END AS k) c;
  END IF;
  IF r.status = 'cancelled' AND r.cancelled_at IS NOT NULL THEN
    INSERT INTO report_days (hotel_id, day, rooms_cancelled, cancellation_charge_paise, cancellation_refund_paise)
      VALUES (b.hotel_id, report_ist_date(r.cancelled_at), s,
              s * coalesce(r.cancellation_charge_paise, 0), s * coalesce(r.refund_paise, 0));
  END IF;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_days_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_days;
  INSERT INTO report_days (hotel_id, day, check_ins, rooms_sold, invoices, taxable_paise, gst_paise, register_invoices,
                           register_taxable_paise, register_cgst_paise, register_sgst_paise, notes,
                           credited_paise, register_notes, note_taxable_paise, note_cgst_paise,
                           note_sgst_paise, note_igst_paise, rooms_cancelled, cancellation_charge_paise,
                           cancellation_refund_paise)
    SELECT hotel_id, day, sum(check_ins), sum(rooms_sold), sum(invoices), sum(taxable_paise), sum(gst_paise),
           sum(register_invoices), sum(register_taxable_paise), sum(register_cgst_paise),
           sum(register_sgst_paise), sum(notes), sum(credited_paise), sum(register_notes),
           sum(note_taxable_paise), sum(note_cgst_paise), sum(note_sgst_paise), sum(note_igst_paise),
           sum(rooms_cancelled), sum(cancellation_charge_paise), sum(cancellation_refund_paise)
      FROM (
        -- rooms sold per night
        SELECT b.hotel_id, g.night::date AS day, 0 AS check_ins, count(*)::int AS rooms_sold, 0 AS invoices,
               0::bigint AS taxable_paise, 0::bigint AS gst_paise, 0 AS register_invoices,
               0::bigint AS register_taxable_paise, 0::bigint AS register_cgst_paise,
               0::bigint AS register_sgst_paise, 0 AS notes, 0::bigint AS credited_paise,
               0 AS register_notes, 0::bigint AS note_taxable_paise, 0::bigint AS note_cgst_paise,
               0::bigint AS note_sgst_paise, 0::bigint AS note_igst_paise, 0 AS rooms_cancelled,
               0::bigint AS cancellation_charge_paise, 0::bigint AS cancellation_refund_paise
          FROM bookings b
          JOIN booking_rooms br ON br.booking_id = b.id AND br.status = 'booked'
         CROSS JOIN LATERAL generate_series(b.check_in, b.check_out - 1, interval '1 day') g(night)
         WHERE report_booking_sold(b.status)
         GROUP BY 1, 2
        UNION ALL
        -- bookings by the day their stay starts
        SELECT b.hotel_id, b.check_in, count(*)::int, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
          FROM bookings b GROUP BY 1, 2
        UNION ALL
        -- invoices by the day of confirmation
        SELECT b.hotel_id, report_ist_date(b.confirmed_at), 0, 0, count(*)::int,
               coalesce(sum(r.taxable), 0), coalesce(sum(r.gst), 0),
               (count(*) FILTER (WHERE r.n > 0))::int,
               coalesce(sum(r.ltaxable), 0), coalesce(sum(r.cgst), 0), coalesce(sum(r.sgst), 0),
               0, 0, 0, 0, 0, 0, 0, 0, 0, 0
          FROM bookings b
         CROSS JOIN LATERAL (
           SELECT sum(br.amount_paise) AS taxable, sum(br.gst_paise) AS gst, sum(l.n) AS n,
                  sum(l.taxable) AS ltaxable, sum(l.cgst) AS cgst, sum(l.sgst) AS sgst
             FROM booking_rooms br
            CROSS JOIN LATERAL (
              SELECT count(*) AS n, sum((x->>'taxablePaise')::int) AS taxable,
                     sum(ceil((x->>'gstPaise')::int / 2.0)) AS cgst,
                     sum((x->>'gstPaise')::int - ceil((x->>'gstPaise')::int / 2.0)) AS sgst
                FROM jsonb_array_elements(coalesce(br.invoiced_tax_lines, br.tax_lines)) x) l
            WHERE br.booking_id = b.id) r
         WHERE b.invoice_no IS NOT NULL AND b.confirmed_at IS NOT NULL
         GROUP BY 1, 2
        UNION ALL
        -- rooms cancelled by the day of cancellation
        SELECT b.hotel_id, report_ist_date(br.cancelled_at), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
               count(*)::int, coalesce(sum(br.cancellation_charge_paise), 0), coalesce(sum(br.refund_paise), 0)
          FROM booking_rooms br JOIN bookings b ON b.id = br.booking_id
         WHERE br.status = 'cancelled' AND br.cancelled_at IS NOT NULL
         GROUP BY 1, 2
        UNION ALL
        -- room bookings' credit notes by the day of issue
        SELECT b.hotel_id, n.issue_date, 0, 0, 0, 0, 0, 0, 0, 0, 0,
               count(*)::int, sum(n.total_paise), (count(*) FILTER (WHERE l.n > 0))::int,
               coalesce(sum(l.taxable), 0), coalesce(sum(l.cgst), 0), coalesce(sum(l.sgst), 0),
               coalesce(sum(l.igst), 0), 0, 0, 0
          FROM credit_notes n JOIN bookings b ON b.id = n.booking_id
         CROSS JOIN LATERAL (
           SELECT count(*) AS n, sum((x->>'taxablePaise')::int) AS taxable, sum((x->>'cgstPaise')::int) AS cgst,
                  sum((x->>'sgstPaise')::int) AS sgst, sum((x->>'igstPaise')::int) AS igst
             FROM jsonb_array_elements(n.lines) x) l
         GROUP BY 1, 2) t
     GROUP BY hotel_id, day;
  -- bookings by source (ADR 397)
  INSERT INTO report_days (hotel_id, day, sold_invoices, sold_rooms, sold_taxable_paise, sold_gst_paise, counter_invoices, counter_rooms, counter_taxable_paise, counter_gst_paise)
        SELECT b.hotel_id, report_ist_date(b.confirmed_at), count(*)::int, coalesce(sum(r.n), 0)::int,
               coalesce(sum(r.taxable), 0), coalesce(sum(r.gst), 0),
               (count(*) FILTER (WHERE report_counter_customer(b.customer_id)))::int,
               coalesce(sum(r.n) FILTER (WHERE report_counter_customer(b.customer_id)), 0)::int,
               coalesce(sum(r.taxable) FILTER (WHERE report_counter_customer(b.customer_id)), 0),
               coalesce(sum(r.gst) FILTER (WHERE report_counter_customer(b.customer_id)), 0)
          FROM bookings b
         CROSS JOIN LATERAL (
           SELECT count(*) AS n, sum(br.amount_paise) AS taxable, sum(br.gst_paise) AS gst
             FROM booking_rooms br WHERE br.booking_id = b.id AND br.status = 'booked') r
         WHERE b.invoice_no IS NOT NULL AND b.confirmed_at IS NOT NULL AND report_booking_sold(b.status)
         GROUP BY 1, 2;
END;
$$;--> statement-breakpoint
-- the summary again from the bookings, now with their sources
SELECT report_days_rebuild();
