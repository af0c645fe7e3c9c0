CREATE TABLE "room_nights" (
	"room_id" integer NOT NULL,
	"night" date NOT NULL,
	"booking_room_id" integer NOT NULL,
	CONSTRAINT "room_nights_room_id_night_pk" PRIMARY KEY("room_id","night")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"number" text NOT NULL,
	"floor" integer NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "no_show_cutoff_hours" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_booking_room_id_booking_rooms_id_fk" FOREIGN KEY ("booking_room_id") REFERENCES "public"."booking_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_nights_booking_room_night_idx" ON "room_nights" USING btree ("booking_room_id","night");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_hotel_number_idx" ON "rooms" USING btree ("hotel_id",lower("number")) WHERE "rooms"."retired_at" IS NULL;--> statement-breakpoint
CREATE INDEX "rooms_room_type_idx" ON "rooms" USING btree ("room_type_id");--> statement-breakpoint
-- the rooms of the room types already on sale (issue 27): a hotel's room types, in the order they
-- were made, take floors 1, 2, 3…; a floor's rooms are numbered from 01 (101–112 for 12 rooms)
INSERT INTO "rooms" ("hotel_id", "room_type_id", "number", "floor")
SELECT f."hotel_id", f."id", f."floor"::text || lpad(n::text, greatest(2, length(f."total_rooms"::text)), '0'), f."floor"
FROM (
	SELECT "id", "hotel_id", "total_rooms", (row_number() OVER (PARTITION BY "hotel_id" ORDER BY "id"))::int AS "floor"
	FROM "room_types"
) f, generate_series(1, f."total_rooms") AS n;
