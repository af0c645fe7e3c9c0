CREATE TABLE "einvoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"doc_type" text NOT NULL,
	"credit_note_id" integer,
	"credit_note" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"doc_no" text,
	"cancel_wanted" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"provider" text,
	"irn" text,
	"ack_no" text,
	"ack_date" timestamp with time zone,
	"signed_qr" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "einvoices" ADD CONSTRAINT "einvoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoices" ADD CONSTRAINT "einvoices_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "einvoices_invoice_uq" ON "einvoices" USING btree ("booking_id") WHERE "einvoices"."doc_type" = 'INV';--> statement-breakpoint
CREATE UNIQUE INDEX "einvoices_credit_note_uq" ON "einvoices" USING btree ("credit_note_id");--> statement-breakpoint
CREATE INDEX "einvoices_due_idx" ON "einvoices" USING btree ("status","next_attempt_at");