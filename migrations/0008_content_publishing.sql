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
ALTER TABLE "notices" ADD CONSTRAINT "notices_pdf_file_id_content_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."content_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_pdf_file_id_content_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."content_files"("id") ON DELETE no action ON UPDATE no action;