ALTER TABLE "otp_codes" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "advance_booking_requests" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "reschedule_requests" ADD COLUMN "customer_id" integer;