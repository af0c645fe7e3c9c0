CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"hotel_id" integer,
	"kind" text NOT NULL,
	"discount_bp" integer,
	"discount_paise" integer,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"min_nights" integer DEFAULT 1 NOT NULL,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_kind_check" CHECK ("promo_codes"."kind" IN ('percent', 'amount')),
	CONSTRAINT "promo_codes_discount_check" CHECK (("promo_codes"."kind" = 'percent' AND "promo_codes"."discount_bp" BETWEEN 1 AND 10000 AND "promo_codes"."discount_paise" IS NULL) OR ("promo_codes"."kind" = 'amount' AND "promo_codes"."discount_paise" > 0 AND "promo_codes"."discount_bp" IS NULL)),
	CONSTRAINT "promo_codes_uses_check" CHECK ("promo_codes"."uses" >= 0 AND ("promo_codes"."usage_limit" IS NULL OR "promo_codes"."uses" <= "promo_codes"."usage_limit")),
	CONSTRAINT "promo_codes_dates_check" CHECK ("promo_codes"."valid_to" >= "promo_codes"."valid_from" AND "promo_codes"."min_nights" >= 1)
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"discount_paise" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "promo_redemptions_bookingId_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD COLUMN "government_id" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "government_id" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_redemptions_customer_idx" ON "promo_redemptions" USING btree ("promo_code_id","customer_id") WHERE "promo_redemptions"."released_at" IS NULL;