CREATE TABLE "staff_tours" (
	"staff_id" integer NOT NULL,
	"tour_id" integer NOT NULL,
	CONSTRAINT "staff_tours_staff_id_tour_id_pk" PRIMARY KEY("staff_id","tour_id")
);
--> statement-breakpoint
ALTER TABLE "staff" DROP CONSTRAINT "staff_role_check";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "subject" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tour_booking_id" integer;--> statement-breakpoint
ALTER TABLE "advance_booking_requests" ADD COLUMN "travellers" integer;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "tour_booking_id" integer;--> statement-breakpoint
ALTER TABLE "staff_tours" ADD CONSTRAINT "staff_tours_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tours" ADD CONSTRAINT "staff_tours_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_tours_tour_idx" ON "staff_tours" USING btree ("tour_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tour_booking_id_tour_bookings_id_fk" FOREIGN KEY ("tour_booking_id") REFERENCES "public"."tour_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_tour_booking_id_tour_bookings_id_fk" FOREIGN KEY ("tour_booking_id") REFERENCES "public"."tour_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_tour_booking_idx" ON "refunds" USING btree ("tour_booking_id");--> statement-breakpoint
CREATE INDEX "credit_notes_tour_booking_idx" ON "credit_notes" USING btree ("tour_booking_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_subject_check" CHECK ("refunds"."subject" IN ('booking', 'tour_booking'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_subject_row_check" CHECK (("refunds"."subject" = 'booking' AND "refunds"."booking_id" IS NOT NULL AND "refunds"."tour_booking_id" IS NULL) OR ("refunds"."subject" = 'tour_booking' AND "refunds"."tour_booking_id" IS NOT NULL AND "refunds"."booking_id" IS NULL));--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_subject_row_check" CHECK (("credit_notes"."booking_id" IS NULL) <> ("credit_notes"."tour_booking_id" IS NULL));--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_check" CHECK ("staff"."role" IN ('admin', 'hotel_manager', 'content_editor', 'accounts', 'front_desk', 'housekeeping', 'tour_operator'));