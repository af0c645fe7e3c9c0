CREATE TABLE "channel_ari_pending" (
	"room_type_id" integer NOT NULL,
	"night" date NOT NULL,
	"hotel_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_ari_pending_room_type_id_night_pk" PRIMARY KEY("room_type_id","night")
);
--> statement-breakpoint
CREATE TABLE "channel_bookings" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"channel_booking_id" text NOT NULL,
	"hotel_id" integer NOT NULL,
	"ota_name" text NOT NULL,
	"ota_reservation_code" text NOT NULL,
	"payment_collect" text NOT NULL,
	"ota_amount_paise" integer,
	"overbooked" boolean DEFAULT false NOT NULL,
	"sold_out_night" date,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "channel_bookings_channelBookingId_unique" UNIQUE("channel_booking_id"),
	CONSTRAINT "channel_bookings_collect_check" CHECK ("channel_bookings"."payment_collect" IN ('ota', 'property'))
);
--> statement-breakpoint
CREATE TABLE "channel_properties" (
	"hotel_id" integer PRIMARY KEY NOT NULL,
	"property_id" text NOT NULL,
	CONSTRAINT "channel_properties_propertyId_unique" UNIQUE("property_id")
);
--> statement-breakpoint
CREATE TABLE "channel_push_state" (
	"hotel_id" integer PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_push_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"lease_until" timestamp with time zone,
	"lease_token" text
);
--> statement-breakpoint
CREATE TABLE "channel_revisions" (
	"revision_id" text PRIMARY KEY NOT NULL,
	"channel_booking_id" text NOT NULL,
	"hotel_id" integer NOT NULL,
	"status" text NOT NULL,
	"outcome" text NOT NULL,
	"booking_id" integer,
	"received_at" timestamp with time zone NOT NULL,
	"acked_at" timestamp with time zone,
	CONSTRAINT "channel_revisions_status_check" CHECK ("channel_revisions"."status" IN ('new', 'modified', 'cancelled')),
	CONSTRAINT "channel_revisions_outcome_check" CHECK ("channel_revisions"."outcome" IN ('booked', 'overbooked', 'cancelled', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "channel_room_types" (
	"room_type_id" integer PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"channel_room_type_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_ari_pending" ADD CONSTRAINT "channel_ari_pending_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_ari_pending" ADD CONSTRAINT "channel_ari_pending_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_bookings" ADD CONSTRAINT "channel_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_bookings" ADD CONSTRAINT "channel_bookings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_properties" ADD CONSTRAINT "channel_properties_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_push_state" ADD CONSTRAINT "channel_push_state_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_revisions" ADD CONSTRAINT "channel_revisions_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_revisions" ADD CONSTRAINT "channel_revisions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_room_types" ADD CONSTRAINT "channel_room_types_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_room_types" ADD CONSTRAINT "channel_room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_ari_pending_hotel_idx" ON "channel_ari_pending" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "channel_bookings_overbooked_idx" ON "channel_bookings" USING btree ("hotel_id") WHERE "channel_bookings"."overbooked";--> statement-breakpoint
CREATE UNIQUE INDEX "channel_room_types_channel_idx" ON "channel_room_types" USING btree ("hotel_id","channel_room_type_id");