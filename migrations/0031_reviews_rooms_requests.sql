CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"booking_id" integer,
	"hotel_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"stayed_from" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hidden_reason" text,
	"moderated_by" integer,
	"moderated_at" timestamp with time zone,
	"reply" text,
	"replied_by" integer,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_subject_check" CHECK ("reviews"."subject" IN ('hotel_stay')),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" IN ('pending', 'published', 'hidden')),
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_subject_row_check" CHECK ("reviews"."subject" <> 'hotel_stay' OR "reviews"."booking_id" IS NOT NULL),
	CONSTRAINT "reviews_hidden_reason_check" CHECK ("reviews"."status" <> 'hidden' OR "reviews"."hidden_reason" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "request_handling" DROP CONSTRAINT "request_handling_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "special_requests" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_uq" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reviews_hotel_status_idx" ON "reviews" USING btree ("hotel_id","status");--> statement-breakpoint
CREATE INDEX "reviews_customer_idx" ON "reviews" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "request_handling" ADD CONSTRAINT "request_handling_kind_check" CHECK ("request_handling"."kind" IN ('advance', 'reschedule', 'special'));