CREATE TABLE "credit_note_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"credit_note_no" text NOT NULL,
	"booking_id" integer NOT NULL,
	"refund_id" integer NOT NULL,
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
	CONSTRAINT "credit_notes_creditNoteNo_unique" UNIQUE("credit_note_no"),
	CONSTRAINT "credit_notes_refundId_unique" UNIQUE("refund_id")
);
--> statement-breakpoint
CREATE TABLE "content_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_files_storedName_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
ALTER TABLE "advertorials" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "destinations" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "pdf_file_id" integer;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "officials" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "pdf_file_id" integer;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "publish_date" date;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_booking_idx" ON "credit_notes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issue_idx" ON "credit_notes" USING btree ("issue_date");--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_pdf_file_id_content_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."content_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_pdf_file_id_content_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."content_files"("id") ON DELETE no action ON UPDATE no action;