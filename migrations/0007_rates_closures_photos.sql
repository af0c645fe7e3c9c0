CREATE TABLE "room_type_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_type_id" integer NOT NULL,
	"alt" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"upload_id" text NOT NULL,
	"widths" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_photos" ADD COLUMN "upload_id" text;--> statement-breakpoint
ALTER TABLE "hotel_photos" ADD COLUMN "widths" integer[];--> statement-breakpoint
ALTER TABLE "room_inventory" ADD COLUMN "closed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_rates" ADD COLUMN "extra_person_rate_paise" integer;--> statement-breakpoint
ALTER TABLE "room_type_photos" ADD CONSTRAINT "room_type_photos_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD CONSTRAINT "room_inventory_closed_ge_0" CHECK ("room_inventory"."closed" >= 0);--> statement-breakpoint
ALTER TABLE "room_inventory" ADD CONSTRAINT "room_inventory_booked_closed_le_total" CHECK ("room_inventory"."booked" + "room_inventory"."closed" <= "room_inventory"."total");