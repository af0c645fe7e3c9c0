-- Cancellation policies become versions with an effective date; a booking keeps the version it was
-- sold under (ADR 222). The policies there were become versions in force since 2000-01-01 (before
-- any booking), and every booking points at the version its hotel had.
CREATE TABLE "cancellation_policy_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cancellation_policy_versions" ADD CONSTRAINT "cancellation_policy_versions_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancellation_policy_versions_hotel_from_idx" ON "cancellation_policy_versions" USING btree (coalesce("hotel_id", 0),"effective_from");--> statement-breakpoint
INSERT INTO "cancellation_policy_versions" ("hotel_id", "effective_from")
  SELECT DISTINCT "hotel_id", DATE '2000-01-01' FROM "cancellation_policies";--> statement-breakpoint
ALTER TABLE "cancellation_policies" ADD COLUMN "version_id" integer;--> statement-breakpoint
UPDATE "cancellation_policies" AS p SET "version_id" = v."id"
  FROM "cancellation_policy_versions" AS v WHERE v."hotel_id" IS NOT DISTINCT FROM p."hotel_id";--> statement-breakpoint
ALTER TABLE "cancellation_policies" ALTER COLUMN "version_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cancellation_policies" ADD CONSTRAINT "cancellation_policies_version_id_cancellation_policy_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."cancellation_policy_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_policies" DROP CONSTRAINT "cancellation_policies_hotel_id_hotels_id_fk";--> statement-breakpoint
ALTER TABLE "cancellation_policies" DROP COLUMN "hotel_id";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_policy_version_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancellation_policy_version_id_cancellation_policy_versions_id_fk" FOREIGN KEY ("cancellation_policy_version_id") REFERENCES "public"."cancellation_policy_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "bookings" AS b SET "cancellation_policy_version_id" = coalesce(
  (SELECT v."id" FROM "cancellation_policy_versions" AS v WHERE v."hotel_id" = b."hotel_id"),
  (SELECT v."id" FROM "cancellation_policy_versions" AS v WHERE v."hotel_id" IS NULL)
);
