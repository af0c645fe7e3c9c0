-- Staff reach over requests is checked on the hotel's id, never on its name (ADR 215).
ALTER TABLE "advance_booking_requests" ADD COLUMN "hotel_id" integer;--> statement-breakpoint
ALTER TABLE "reschedule_requests" ADD COLUMN "hotel_id" integer;--> statement-breakpoint
ALTER TABLE "advance_booking_requests" ADD CONSTRAINT "advance_booking_requests_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedule_requests" ADD CONSTRAINT "reschedule_requests_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Backfill: a reschedule request belongs to its booking's hotel; otherwise a request belongs to
-- the hotel whose name it carries, only when exactly one hotel has that name. A request left
-- without a hotel is seen by admins only.
UPDATE "reschedule_requests" r SET "hotel_id" = b."hotel_id"
  FROM "bookings" b WHERE b."booking_ref_no" = r."booking_ref_no";--> statement-breakpoint
UPDATE "reschedule_requests" r SET "hotel_id" = h."id"
  FROM "hotels" h
  WHERE r."hotel_id" IS NULL AND lower(h."unit_name") = lower(trim(r."hotel_name"))
    AND (SELECT count(*) FROM "hotels" o WHERE lower(o."unit_name") = lower(h."unit_name")) = 1;--> statement-breakpoint
UPDATE "advance_booking_requests" r SET "hotel_id" = h."id"
  FROM "hotels" h
  WHERE r."hotel_name" IS NOT NULL AND lower(h."unit_name") = lower(trim(r."hotel_name"))
    AND (SELECT count(*) FROM "hotels" o WHERE lower(o."unit_name") = lower(h."unit_name")) = 1;--> statement-breakpoint
-- Hotels that share a name (whatever the case) before the unique index: the oldest keeps it,
-- each other one gets its id appended, for an admin to rename.
UPDATE "hotels" h SET "unit_name" = h."unit_name" || ' (' || h."id" || ')'
  WHERE EXISTS (
    SELECT 1 FROM "hotels" o WHERE lower(o."unit_name") = lower(h."unit_name") AND o."id" < h."id"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "hotels_unit_name_idx" ON "hotels" USING btree (lower("unit_name"));--> statement-breakpoint
CREATE INDEX "advance_booking_requests_hotel_idx" ON "advance_booking_requests" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "reschedule_requests_hotel_idx" ON "reschedule_requests" USING btree ("hotel_id","created_at");
