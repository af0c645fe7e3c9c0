CREATE TABLE "tour_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_ref_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"departure_id" integer NOT NULL,
	"pickup_point_id" integer NOT NULL,
	"status" text NOT NULL,
	"customer_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"seats" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"sac" text NOT NULL,
	"gst_rate_from" date NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"invoice_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "tour_bookings_bookingRefNo_unique" UNIQUE("booking_ref_no"),
	CONSTRAINT "tour_bookings_invoiceNo_unique" UNIQUE("invoice_no"),
	CONSTRAINT "tour_bookings_status_check" CHECK ("tour_bookings"."status" IN ('pending_payment', 'confirmed', 'failed', 'expired', 'partially_cancelled', 'cancelled')),
	CONSTRAINT "tour_bookings_seats_check" CHECK ("tour_bookings"."seats" > 0)
);
--> statement-breakpoint
CREATE TABLE "tour_cancellation_bands" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer,
	"deduction_percent" integer NOT NULL,
	CONSTRAINT "tour_cancellation_bands_percent_check" CHECK ("tour_cancellation_bands"."deduction_percent" >= 0 AND "tour_cancellation_bands"."deduction_percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "tour_departures" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"adult_price_paise" integer NOT NULL,
	"child_price_paise" integer NOT NULL,
	"single_supplement_paise" integer,
	"guide_phone" text,
	"status" text DEFAULT 'open' NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_departures_seats_check" CHECK ("tour_departures"."seats_taken" >= 0 AND "tour_departures"."seats_taken" <= "tour_departures"."seats_total"),
	CONSTRAINT "tour_departures_prices_check" CHECK ("tour_departures"."adult_price_paise" >= 0 AND "tour_departures"."child_price_paise" >= 0),
	CONSTRAINT "tour_departures_status_check" CHECK ("tour_departures"."status" IN ('open', 'closed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "tour_gst_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"sac" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"effective_from" date NOT NULL,
	"basis" text NOT NULL,
	CONSTRAINT "tour_gst_rates_rate_check" CHECK ("tour_gst_rates"."rate_bp" >= 0 AND "tour_gst_rates"."rate_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "tour_invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_pickup_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"departure_id" integer NOT NULL,
	"name" text NOT NULL,
	"time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_travellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tour_booking_id" integer NOT NULL,
	"name" text NOT NULL,
	"age" integer NOT NULL,
	"id_type" text NOT NULL,
	"child" boolean NOT NULL,
	"price_paise" integer NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	CONSTRAINT "tour_travellers_status_check" CHECK ("tour_travellers"."status" IN ('booked', 'cancelled')),
	CONSTRAINT "tour_travellers_age_check" CHECK ("tour_travellers"."age" >= 0 AND "tour_travellers"."age" <= 120)
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subject" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tour_booking_id" integer;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_pickup_point_id_tour_pickup_points_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."tour_pickup_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_cancellation_bands" ADD CONSTRAINT "tour_cancellation_bands_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_departures" ADD CONSTRAINT "tour_departures_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_pickup_points" ADD CONSTRAINT "tour_pickup_points_departure_id_tour_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."tour_departures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_travellers" ADD CONSTRAINT "tour_travellers_tour_booking_id_tour_bookings_id_fk" FOREIGN KEY ("tour_booking_id") REFERENCES "public"."tour_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_bookings_customer_idx" ON "tour_bookings" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "tour_bookings_departure_idx" ON "tour_bookings" USING btree ("departure_id");--> statement-breakpoint
CREATE INDEX "tour_bookings_status_hold_idx" ON "tour_bookings" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "tour_cancellation_bands_tour_idx" ON "tour_cancellation_bands" USING btree ("tour_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_departures_tour_date_time_idx" ON "tour_departures" USING btree ("tour_id","date","time");--> statement-breakpoint
CREATE INDEX "tour_departures_date_idx" ON "tour_departures" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_gst_rates_from_idx" ON "tour_gst_rates" USING btree ("effective_from");--> statement-breakpoint
CREATE INDEX "tour_pickup_points_departure_idx" ON "tour_pickup_points" USING btree ("departure_id");--> statement-breakpoint
CREATE INDEX "tour_travellers_booking_idx" ON "tour_travellers" USING btree ("tour_booking_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tour_booking_id_tour_bookings_id_fk" FOREIGN KEY ("tour_booking_id") REFERENCES "public"."tour_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_tour_booking_idx" ON "payments" USING btree ("tour_booking_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subject_check" CHECK ("payments"."subject" IN ('booking', 'tour_booking'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subject_row_check" CHECK (("payments"."subject" = 'booking' AND "payments"."booking_id" IS NOT NULL AND "payments"."tour_booking_id" IS NULL) OR ("payments"."subject" = 'tour_booking' AND "payments"."tour_booking_id" IS NOT NULL AND "payments"."booking_id" IS NULL));--> statement-breakpoint
INSERT INTO "tour_gst_rates" ("sac", "rate_bp", "effective_from", "basis") VALUES
  ('998555', 500, '2017-07-01', 'Notification 11/2017-Central Tax (Rate), S.No. 23(ii): tour operator services at 2.5% CGST + 2.5% SGST, without input tax credit; the invoice states that the amount charged is the gross amount including the accommodation and transport of the tour (ADR 297)');
