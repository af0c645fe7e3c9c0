ALTER TABLE "outbox" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "params" jsonb;