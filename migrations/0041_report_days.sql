CREATE TABLE "report_days" (
	"hotel_id" integer NOT NULL,
	"day" date NOT NULL,
	"check_ins" integer DEFAULT 0 NOT NULL,
	"rooms_sold" integer DEFAULT 0 NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	"taxable_paise" bigint DEFAULT 0 NOT NULL,
	"gst_paise" bigint DEFAULT 0 NOT NULL,
	"register_invoices" integer DEFAULT 0 NOT NULL,
	"register_taxable_paise" bigint DEFAULT 0 NOT NULL,
	"register_cgst_paise" bigint DEFAULT 0 NOT NULL,
	"register_sgst_paise" bigint DEFAULT 0 NOT NULL,
	"notes" integer DEFAULT 0 NOT NULL,
	"credited_paise" bigint DEFAULT 0 NOT NULL,
	"register_notes" integer DEFAULT 0 NOT NULL,
	"note_taxable_paise" bigint DEFAULT 0 NOT NULL,
	"note_cgst_paise" bigint DEFAULT 0 NOT NULL,
	"note_sgst_paise" bigint DEFAULT 0 NOT NULL,
	"note_igst_paise" bigint DEFAULT 0 NOT NULL,
	"rooms_cancelled" integer DEFAULT 0 NOT NULL,
	"cancellation_charge_paise" bigint DEFAULT 0 NOT NULL,
	"cancellation_refund_paise" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_days_day_idx" ON "report_days" USING btree ("day","hotel_id");--> statement-breakpoint
CREATE INDEX "room_inventory_night_idx" ON "room_inventory" USING btree ("night","room_type_id","total","closed");--> statement-breakpoint
CREATE INDEX "bookings_hotel_check_in_idx" ON "bookings" USING btree ("hotel_id","check_in","id");--> statement-breakpoint
-- hand-written: the daily summary kept in step with the bookings (ADR 373; the register's tax lines are a room's invoiced ones where a date change kept them, ADR 369). Each change of a
-- booking, a booked room or a room booking's credit note appends, in its own transaction, a row
-- of differences per (hotel, IST day) it moves: what the changed row adds to the reports now less
-- what it added before, given the other tables as they stand. Rows are only ever appended (no
-- lock is waited on); the reports sum them and the reports module folds them (compactReportDays).
CREATE OR REPLACE FUNCTION report_ist_date(t timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT ((t + interval '330 minutes') AT TIME ZONE 'UTC')::date
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_booking_sold(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status NOT IN ('pending_payment', 'failed', 'expired', 'cancelled')
$$;--> statement-breakpoint
-- a booking's terms (s = 1 adds, -1 takes away), its rooms and credit notes read as they stand
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
-- one booked room's terms given its booking as it stands (the invoice count is the trigger's)
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
  IF r.status = 'cancelled' AND r.cancelled_at IS NOT NULL THEN
    INSERT INTO report_days (hotel_id, day, rooms_cancelled, cancellation_charge_paise, cancellation_refund_paise)
      VALUES (b.hotel_id, report_ist_date(r.cancelled_at), s,
              s * coalesce(r.cancellation_charge_paise, 0), s * coalesce(r.refund_paise, 0));
  END IF;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_note_terms(b bookings, n credit_notes, s int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_days (hotel_id, day, notes, credited_paise, register_notes, note_taxable_paise,
                           note_cgst_paise, note_sgst_paise, note_igst_paise)
    SELECT b.hotel_id, n.issue_date, s, s * n.total_paise,
           s * (CASE WHEN count(x) > 0 THEN 1 ELSE 0 END),
           s * coalesce(sum((x->>'taxablePaise')::int), 0), s * coalesce(sum((x->>'cgstPaise')::int), 0),
           s * coalesce(sum((x->>'sgstPaise')::int), 0), s * coalesce(sum((x->>'igstPaise')::int), 0)
      FROM (SELECT 1) one LEFT JOIN LATERAL jsonb_array_elements(n.lines) x ON true;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_days_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- before the row goes (its rooms and notes go after it, and then find no booking)
    PERFORM report_booking_terms(OLD, -1);
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM report_booking_terms(OLD, -1);
  END IF;
  PERFORM report_booking_terms(NEW, 1);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_days_room() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b bookings;
  other boolean;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT * INTO b FROM bookings WHERE id = OLD.booking_id;
    IF FOUND THEN
      PERFORM report_room_terms(b, OLD, -1);
      -- the register counts an invoice that has a tax line: this room no longer gives it one
      IF b.invoice_no IS NOT NULL AND b.confirmed_at IS NOT NULL AND jsonb_array_length(coalesce(OLD.invoiced_tax_lines, OLD.tax_lines)) > 0 THEN
        SELECT EXISTS (SELECT 1 FROM booking_rooms o WHERE o.booking_id = b.id AND o.id <> OLD.id
                          AND jsonb_array_length(coalesce(o.invoiced_tax_lines, o.tax_lines)) > 0) INTO other;
        IF NOT other THEN
          INSERT INTO report_days (hotel_id, day, register_invoices)
            VALUES (b.hotel_id, report_ist_date(b.confirmed_at), -1);
        END IF;
      END IF;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT * INTO b FROM bookings WHERE id = NEW.booking_id;
    IF FOUND THEN
      PERFORM report_room_terms(b, NEW, 1);
      IF b.invoice_no IS NOT NULL AND b.confirmed_at IS NOT NULL AND jsonb_array_length(coalesce(NEW.invoiced_tax_lines, NEW.tax_lines)) > 0 THEN
        SELECT EXISTS (SELECT 1 FROM booking_rooms o WHERE o.booking_id = b.id AND o.id <> NEW.id
                          AND jsonb_array_length(coalesce(o.invoiced_tax_lines, o.tax_lines)) > 0) INTO other;
        IF NOT other THEN
          INSERT INTO report_days (hotel_id, day, register_invoices)
            VALUES (b.hotel_id, report_ist_date(b.confirmed_at), 1);
        END IF;
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_days_note() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b bookings;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.booking_id IS NOT NULL THEN
    SELECT * INTO b FROM bookings WHERE id = OLD.booking_id;
    IF FOUND THEN PERFORM report_note_terms(b, OLD, -1); END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.booking_id IS NOT NULL THEN
    SELECT * INTO b FROM bookings WHERE id = NEW.booking_id;
    IF FOUND THEN PERFORM report_note_terms(b, NEW, 1); END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER bookings_report_days_insert AFTER INSERT ON "bookings" FOR EACH ROW EXECUTE FUNCTION report_days_booking();--> statement-breakpoint
CREATE TRIGGER bookings_report_days_update AFTER UPDATE ON "bookings" FOR EACH ROW
  WHEN ((OLD.status, OLD.hotel_id, OLD.check_in, OLD.check_out, OLD.invoice_no, OLD.confirmed_at)
        IS DISTINCT FROM (NEW.status, NEW.hotel_id, NEW.check_in, NEW.check_out, NEW.invoice_no, NEW.confirmed_at))
  EXECUTE FUNCTION report_days_booking();--> statement-breakpoint
CREATE TRIGGER bookings_report_days_delete BEFORE DELETE ON "bookings" FOR EACH ROW EXECUTE FUNCTION report_days_booking();--> statement-breakpoint
CREATE TRIGGER booking_rooms_report_days_insert AFTER INSERT ON "booking_rooms" FOR EACH ROW EXECUTE FUNCTION report_days_room();--> statement-breakpoint
CREATE TRIGGER booking_rooms_report_days_update AFTER UPDATE ON "booking_rooms" FOR EACH ROW
  WHEN ((OLD.booking_id, OLD.status, OLD.amount_paise, OLD.gst_paise, OLD.tax_lines, OLD.invoiced_tax_lines, OLD.cancelled_at,
         OLD.cancellation_charge_paise, OLD.refund_paise)
        IS DISTINCT FROM (NEW.booking_id, NEW.status, NEW.amount_paise, NEW.gst_paise, NEW.tax_lines, NEW.invoiced_tax_lines,
         NEW.cancelled_at, NEW.cancellation_charge_paise, NEW.refund_paise))
  EXECUTE FUNCTION report_days_room();--> statement-breakpoint
CREATE TRIGGER booking_rooms_report_days_delete AFTER DELETE ON "booking_rooms" FOR EACH ROW EXECUTE FUNCTION report_days_room();--> statement-breakpoint
CREATE TRIGGER credit_notes_report_days_insert AFTER INSERT ON "credit_notes" FOR EACH ROW EXECUTE FUNCTION report_days_note();--> statement-breakpoint
CREATE TRIGGER credit_notes_report_days_update AFTER UPDATE ON "credit_notes" FOR EACH ROW
  WHEN ((OLD.booking_id, OLD.issue_date, OLD.lines, OLD.total_paise)
        IS DISTINCT FROM (NEW.booking_id, NEW.issue_date, NEW.lines, NEW.total_paise))
  EXECUTE FUNCTION report_days_note();--> statement-breakpoint
CREATE TRIGGER credit_notes_report_days_delete AFTER DELETE ON "credit_notes" FOR EACH ROW EXECUTE FUNCTION report_days_note();--> statement-breakpoint
-- the whole summary again from the bookings, one row per (hotel, day): here for the bookings
-- already written, and for data loaded with triggers off (the bench's history)
CREATE OR REPLACE FUNCTION report_days_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_days;
  INSERT INTO report_days
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
END;
$$;--> statement-breakpoint
SELECT report_days_rebuild();
