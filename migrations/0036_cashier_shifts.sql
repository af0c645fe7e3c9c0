CREATE TABLE "cashier_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"opening_float_paise" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"counted_cash_paise" integer,
	"expected_cash_paise" integer,
	"note" text,
	CONSTRAINT "cashier_shifts_float_check" CHECK ("cashier_shifts"."opening_float_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "folio_payments" ADD COLUMN "shift_id" integer;--> statement-breakpoint
ALTER TABLE "folio_refunds" ADD COLUMN "shift_id" integer;--> statement-breakpoint
ALTER TABLE "cashier_shifts" ADD CONSTRAINT "cashier_shifts_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashier_shifts_hotel_idx" ON "cashier_shifts" USING btree ("hotel_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_shifts_one_open_idx" ON "cashier_shifts" USING btree ("staff_id","hotel_id") WHERE "cashier_shifts"."closed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "folio_payments" ADD CONSTRAINT "folio_payments_shift_id_cashier_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."cashier_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_refunds" ADD CONSTRAINT "folio_refunds_shift_id_cashier_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."cashier_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folio_payments_shift_idx" ON "folio_payments" USING btree ("shift_id");