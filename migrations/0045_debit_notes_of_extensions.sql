ALTER TABLE "debit_notes" ALTER COLUMN "date_change_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD COLUMN "kind" text DEFAULT 'date_change' NOT NULL;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD COLUMN "extended_from" date;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD COLUMN "extended_to" date;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_kind_check" CHECK ("debit_notes"."kind" IN ('date_change', 'extension'));--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_reference_check" CHECK (CASE "debit_notes"."kind" WHEN 'date_change' THEN "debit_notes"."date_change_id" IS NOT NULL AND "debit_notes"."extended_from" IS NULL
          ELSE "debit_notes"."date_change_id" IS NULL AND "debit_notes"."extended_from" IS NOT NULL AND "debit_notes"."extended_to" > "debit_notes"."extended_from" END);