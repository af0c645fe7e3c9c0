CREATE TABLE "channel_commissions" (
	"ota_name" text PRIMARY KEY NOT NULL,
	"commission_bp" integer NOT NULL,
	CONSTRAINT "channel_commissions_bp_check" CHECK ("channel_commissions"."commission_bp" >= 0 AND "channel_commissions"."commission_bp" <= 10000)
);
--> statement-breakpoint
ALTER TABLE "channel_properties" ADD COLUMN "last_full_sync_at" timestamp with time zone;