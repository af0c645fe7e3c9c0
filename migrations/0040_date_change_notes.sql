CREATE TABLE "debit_note_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"debit_note_no" text NOT NULL,
	"booking_id" integer NOT NULL,
	"date_change_id" integer NOT NULL,
	"payment_id" integer,
	"invoice_no" text NOT NULL,
	"invoice_date" date NOT NULL,
	"issue_date" date NOT NULL,
	"guest_name" text NOT NULL,
	"guest_gstin" text,
	"reason" text NOT NULL,
	"lines" jsonb NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debit_notes_debitNoteNo_unique" UNIQUE("debit_note_no")
);
--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD COLUMN "invoiced_tax_lines" jsonb;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_date_change_id_booking_date_changes_id_fk" FOREIGN KEY ("date_change_id") REFERENCES "public"."booking_date_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debit_notes_booking_idx" ON "debit_notes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "debit_notes_issue_idx" ON "debit_notes" USING btree ("issue_date");--> statement-breakpoint
CREATE UNIQUE INDEX "debit_notes_date_change_idx" ON "debit_notes" USING btree ("date_change_id");