CREATE TABLE "night_audits" (
	"hotel_id" integer NOT NULL,
	"date" date NOT NULL,
	"rooms_available" integer NOT NULL,
	"rooms_sold" integer NOT NULL,
	"occupancy_bp" integer NOT NULL,
	"adr_paise" integer NOT NULL,
	"revpar_paise" integer NOT NULL,
	"room_revenue_paise" integer NOT NULL,
	"tax_paise" integer NOT NULL,
	"no_shows" integer NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "night_audits_hotel_id_date_pk" PRIMARY KEY("hotel_id","date")
);
--> statement-breakpoint
CREATE TABLE "room_out_of_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"reason" text NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_out_of_order_range" CHECK ("room_out_of_order"."from" < "room_out_of_order"."to")
);
--> statement-breakpoint
ALTER TABLE "staff" DROP CONSTRAINT "staff_role_check";--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "housekeeping" text DEFAULT 'clean' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "housekeeping_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "housekeeping_by" integer;--> statement-breakpoint
ALTER TABLE "night_audits" ADD CONSTRAINT "night_audits_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_out_of_order" ADD CONSTRAINT "room_out_of_order_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_out_of_order_room_idx" ON "room_out_of_order" USING btree ("room_id","to");--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_check" CHECK ("staff"."role" IN ('admin', 'hotel_manager', 'content_editor', 'accounts', 'front_desk', 'housekeeping'));--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_housekeeping_check" CHECK ("rooms"."housekeeping" IN ('clean', 'dirty', 'inspected'));--> statement-breakpoint
-- A closed day's figures are frozen (ADR 311): no UPDATE of a night audit row, whoever asks.
CREATE OR REPLACE FUNCTION night_audits_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'night audit of hotel % on % is closed: its figures cannot change', OLD.hotel_id, OLD.date
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER night_audits_no_update BEFORE UPDATE ON "night_audits" FOR EACH ROW EXECUTE FUNCTION night_audits_frozen();
