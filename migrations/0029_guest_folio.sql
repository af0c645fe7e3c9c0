CREATE TABLE "folio_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"invoice_no" text NOT NULL,
	"issue_date" date NOT NULL,
	"billed_to_name" text NOT NULL,
	"billed_to_gstin" text,
	"lines" jsonb NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folio_invoices_bookingId_unique" UNIQUE("booking_id"),
	CONSTRAINT "folio_invoices_invoiceNo_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
CREATE TABLE "folio_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reference" text,
	"company_name" text,
	"company_gstin" text,
	"advance" boolean DEFAULT false NOT NULL,
	"payment_id" integer,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folio_payments_method_check" CHECK ("folio_payments"."method" IN ('cash', 'card', 'upi', 'company')),
	CONSTRAINT "folio_payments_amount_check" CHECK ("folio_payments"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "folio_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sac" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_paise" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"reverses_id" integer,
	"reason" text,
	"staff_id" integer NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folio_postings_kind_check" CHECK ("folio_postings"."kind" IN ('food', 'laundry', 'extra_bed', 'damages', 'other'))
);
--> statement-breakpoint
CREATE TABLE "folio_refunds" (
	"refund_id" integer PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"method" text NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "folio_refunds_method_check" CHECK ("folio_refunds"."method" IN ('cash', 'card', 'upi', 'company'))
);
--> statement-breakpoint
CREATE TABLE "folio_tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sac" text NOT NULL,
	"description" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"hotel_id" integer,
	"effective_from" date NOT NULL,
	CONSTRAINT "folio_tax_rates_kind_check" CHECK ("folio_tax_rates"."kind" IN ('food', 'laundry', 'extra_bed', 'damages', 'other')),
	CONSTRAINT "folio_tax_rates_rate_check" CHECK ("folio_tax_rates"."rate_bp" >= 0 AND "folio_tax_rates"."rate_bp" <= 10000)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "folio_invoices" ADD CONSTRAINT "folio_invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_payments" ADD CONSTRAINT "folio_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_payments" ADD CONSTRAINT "folio_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_postings" ADD CONSTRAINT "folio_postings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_refunds" ADD CONSTRAINT "folio_refunds_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_refunds" ADD CONSTRAINT "folio_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_tax_rates" ADD CONSTRAINT "folio_tax_rates_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folio_payments_booking_idx" ON "folio_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "folio_payments_created_idx" ON "folio_payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "folio_postings_booking_idx" ON "folio_postings" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "folio_postings_reverses_idx" ON "folio_postings" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "folio_refunds_booking_idx" ON "folio_refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "folio_refunds_created_idx" ON "folio_refunds" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "folio_tax_rates_key_idx" ON "folio_tax_rates" USING btree ("kind","sac",coalesce("hotel_id", 0),"effective_from");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" IN ('booking', 'folio'));--> statement-breakpoint
INSERT INTO "folio_tax_rates" ("kind", "sac", "description", "rate_bp", "hotel_id", "effective_from") VALUES
	('food', '996331', 'Restaurant service (food and beverages)', 500, NULL, '2017-07-01'),
	('laundry', '999712', 'Laundry services', 1800, NULL, '2017-07-01'),
	('extra_bed', '996311', 'Accommodation service (extra bed)', 1800, NULL, '2017-07-01'),
	('damages', '999799', 'Other services (damages recovered)', 1800, NULL, '2017-07-01'),
	('other', '999799', 'Other services n.e.c.', 1800, NULL, '2017-07-01');
