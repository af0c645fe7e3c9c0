ALTER TABLE "form_c_reports" ADD COLUMN "departure_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_c_reports" ADD COLUMN "departure_submitted_by" integer;--> statement-breakpoint
ALTER TABLE "form_c_reports" ADD COLUMN "departure_reference" text;--> statement-breakpoint
ALTER TABLE "form_c_reports" ADD COLUMN "departure_overdue_mailed_at" timestamp with time zone;