ALTER TABLE "hotels" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "size_sqm" integer;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "bed_type" text;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "bed_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "amenities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_bed_type_check" CHECK ("room_types"."bed_type" IN ('single', 'double', 'queen', 'king', 'twin'));--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_size_check" CHECK ("room_types"."size_sqm" IS NULL OR "room_types"."size_sqm" > 0);--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_bed_count_check" CHECK ("room_types"."bed_count" BETWEEN 1 AND 10);--> statement-breakpoint
-- a room type's photos are now part of the availability answers (ADR 335): their writes drop the
-- answers other processes keep, as writes to room_types do (ADR 206)
CREATE TRIGGER room_type_photos_availability_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_type_photos" FOR EACH STATEMENT EXECUTE FUNCTION availability_changed();
