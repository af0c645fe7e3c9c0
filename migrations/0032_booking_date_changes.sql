CREATE TABLE "booking_date_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"from_check_in" date NOT NULL,
	"from_check_out" date NOT NULL,
	"to_check_in" date NOT NULL,
	"to_check_out" date NOT NULL,
	"old_total_paise" integer NOT NULL,
	"new_room_total_paise" integer NOT NULL,
	"new_gst_paise" integer NOT NULL,
	"new_total_paise" integer NOT NULL,
	"difference_paise" integer NOT NULL,
	"refund_paise" integer DEFAULT 0 NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"gst_slabs_from" date NOT NULL,
	"rooms" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "booking_date_changes_status_check" CHECK ("booking_date_changes"."status" IN ('awaiting_payment', 'applied', 'refused', 'replaced'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "date_change_id" integer;--> statement-breakpoint
ALTER TABLE "booking_date_changes" ADD CONSTRAINT "booking_date_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_date_changes_booking_idx" ON "booking_date_changes" USING btree ("booking_id","id");