-- Trigram indexes for the staff booking search (issue 23, ADR 281): a part of a mobile number,
-- a guest's name or a booking reference anywhere in it (ILIKE '%q%') is found through the index,
-- not by reading every booking. pg_trgm ships with PostgreSQL (contrib) and is a trusted
-- extension: the database's owner may create it. PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "bookings_mobile_trgm_idx" ON "bookings" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_name_trgm_idx" ON "bookings" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_ref_trgm_idx" ON "bookings" USING gin ("booking_ref_no" gin_trgm_ops);
