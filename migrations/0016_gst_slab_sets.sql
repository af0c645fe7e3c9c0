-- Each booked room keeps its nights grouped by GST rate, as invoiced (ADR 220). Rooms booked before
-- this migration were taxed at one rate: one line, the rate their invoice showed.
ALTER TABLE "booking_rooms" ADD COLUMN "tax_lines" jsonb;--> statement-breakpoint
UPDATE "booking_rooms" AS r SET "tax_lines" = jsonb_build_array(jsonb_build_object(
  'rateBp', CASE WHEN r."amount_paise" > 0 THEN round(r."gst_paise" * 10000.0 / r."amount_paise")::int ELSE b."gst_rate_bp" END,
  'nights', b."nights",
  'taxablePaise', r."amount_paise",
  'gstPaise', r."gst_paise"
)) FROM "bookings" AS b WHERE b."id" = r."booking_id";--> statement-breakpoint
ALTER TABLE "booking_rooms" ALTER COLUMN "tax_lines" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "gst_slabs_from" date;--> statement-breakpoint
CREATE UNIQUE INDEX "gst_slabs_from_min_idx" ON "gst_slabs" USING btree ("effective_from","min_tariff_paise");--> statement-breakpoint
ALTER TABLE "gst_slabs" ADD CONSTRAINT "gst_slabs_rate_check" CHECK ("gst_slabs"."rate_bp" >= 0 AND "gst_slabs"."rate_bp" <= 10000);--> statement-breakpoint
ALTER TABLE "gst_slabs" ADD CONSTRAINT "gst_slabs_min_check" CHECK ("gst_slabs"."min_tariff_paise" >= 0);--> statement-breakpoint
-- The law as it has been since hotel accommodation of any value became taxable (ADR 220): from
-- 18 July 2022 (the exemption up to Rs 1,000 withdrawn), 12% for a unit of accommodation valued up
-- to Rs 7,500 a day and 18% above; from 22 September 2025 (notification 15/2025-Central Tax (Rate)),
-- 5% up to Rs 7,500 and 18% above. "Up to Rs 7,500" includes 7,500.00: the upper row starts at
-- 750001 paise.
INSERT INTO "gst_slabs" ("min_tariff_paise", "rate_bp", "effective_from") VALUES
  (0, 1200, '2022-07-18'),
  (750001, 1800, '2022-07-18'),
  (0, 500, '2025-09-22'),
  (750001, 1800, '2025-09-22')
ON CONFLICT ("effective_from", "min_tariff_paise") DO NOTHING;
