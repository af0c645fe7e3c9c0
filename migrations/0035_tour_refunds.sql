ALTER TABLE "refunds" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "subject" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tour_booking_id" integer;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "tour_booking_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tour_booking_id_tour_bookings_id_fk" FOREIGN KEY ("tour_booking_id") REFERENCES "public"."tour_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_tour_booking_id_tour_bookings_id_fk" FOREIGN KEY ("tour_booking_id") REFERENCES "public"."tour_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_tour_booking_idx" ON "refunds" USING btree ("tour_booking_id");--> statement-breakpoint
CREATE INDEX "credit_notes_tour_booking_idx" ON "credit_notes" USING btree ("tour_booking_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_subject_check" CHECK ("refunds"."subject" IN ('booking', 'tour_booking'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_subject_row_check" CHECK (("refunds"."subject" = 'booking' AND "refunds"."booking_id" IS NOT NULL AND "refunds"."tour_booking_id" IS NULL) OR ("refunds"."subject" = 'tour_booking' AND "refunds"."tour_booking_id" IS NOT NULL AND "refunds"."booking_id" IS NULL));--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_subject_row_check" CHECK (("credit_notes"."booking_id" IS NULL) <> ("credit_notes"."tour_booking_id" IS NULL));