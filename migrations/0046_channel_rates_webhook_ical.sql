CREATE TABLE "channel_feed_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_pull_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "channel_feed_state_one_row" CHECK ("channel_feed_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "channel_ical_feeds" (
	"room_type_id" integer PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "channel_ical_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "channel_rate_pending" (
	"room_type_id" integer NOT NULL,
	"night" date NOT NULL,
	"hotel_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_rate_pending_room_type_id_night_pk" PRIMARY KEY("room_type_id","night")
);
--> statement-breakpoint
CREATE TABLE "channel_rate_plans" (
	"rate_plan_id" integer PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"channel_rate_plan_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_push_state" ADD COLUMN "kind" text DEFAULT 'availability' NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_push_state" DROP CONSTRAINT "channel_push_state_pkey";--> statement-breakpoint
ALTER TABLE "channel_push_state" ADD CONSTRAINT "channel_push_state_hotel_id_kind_pk" PRIMARY KEY("hotel_id","kind");--> statement-breakpoint
ALTER TABLE "channel_room_types" ADD COLUMN "channel_rate_plan_id" text;--> statement-breakpoint
ALTER TABLE "channel_ical_feeds" ADD CONSTRAINT "channel_ical_feeds_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_ical_feeds" ADD CONSTRAINT "channel_ical_feeds_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_rate_pending" ADD CONSTRAINT "channel_rate_pending_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_rate_pending" ADD CONSTRAINT "channel_rate_pending_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_rate_plans" ADD CONSTRAINT "channel_rate_plans_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_rate_plans" ADD CONSTRAINT "channel_rate_plans_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_rate_pending_hotel_idx" ON "channel_rate_pending" USING btree ("hotel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_rate_plans_channel_idx" ON "channel_rate_plans" USING btree ("hotel_id","channel_rate_plan_id");--> statement-breakpoint
ALTER TABLE "channel_push_state" ADD CONSTRAINT "channel_push_state_kind_check" CHECK ("channel_push_state"."kind" IN ('availability', 'rates'));--> statement-breakpoint
-- hand-written
-- Every change of a mapped room type's price or restrictions for a night marks that night pending
-- for the channel manager's rates and restrictions push, in the transaction that made the change
-- (ADR 384, as channel_ari_pending for free rooms, ADR 261): a nightly price set or removed, a
-- restriction set or cleared. A change of a plan's discount, meals or offer, or of the room type's
-- base price, marks the year ahead of the room type.
CREATE OR REPLACE FUNCTION channel_rate_night_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rt integer;
  n date;
BEGIN
  IF TG_OP = 'DELETE' THEN rt := OLD.room_type_id; n := OLD.night;
  ELSE rt := NEW.room_type_id; n := NEW.night; END IF;
  INSERT INTO channel_rate_pending (room_type_id, night, hotel_id)
    SELECT rt, n, m.hotel_id FROM channel_room_types m WHERE m.room_type_id = rt
  ON CONFLICT (room_type_id, night)
    DO UPDATE SET version = channel_rate_pending.version + 1, changed_at = now();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION channel_rate_type_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rt integer;
  today date := (now() AT TIME ZONE 'Asia/Kolkata')::date;
BEGIN
  IF TG_TABLE_NAME = 'room_types' THEN rt := NEW.id; ELSE rt := NEW.room_type_id; END IF;
  INSERT INTO channel_rate_pending (room_type_id, night, hotel_id)
    SELECT rt, (today + d)::date, m.hotel_id
    FROM channel_room_types m, generate_series(0, 364) AS d WHERE m.room_type_id = rt
  ON CONFLICT (room_type_id, night)
    DO UPDATE SET version = channel_rate_pending.version + 1, changed_at = now();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER room_rates_channel_rate_insert AFTER INSERT OR DELETE ON "room_rates" FOR EACH ROW EXECUTE FUNCTION channel_rate_night_changed();--> statement-breakpoint
CREATE TRIGGER room_rates_channel_rate_update AFTER UPDATE ON "room_rates" FOR EACH ROW WHEN (OLD.price_paise IS DISTINCT FROM NEW.price_paise) EXECUTE FUNCTION channel_rate_night_changed();--> statement-breakpoint
CREATE TRIGGER rate_restrictions_channel_rate_insert AFTER INSERT OR DELETE ON "rate_restrictions" FOR EACH ROW EXECUTE FUNCTION channel_rate_night_changed();--> statement-breakpoint
CREATE TRIGGER rate_restrictions_channel_rate_update AFTER UPDATE ON "rate_restrictions" FOR EACH ROW WHEN ((OLD.min_stay, OLD.closed_to_arrival, OLD.closed_to_departure, OLD.stop_sell) IS DISTINCT FROM (NEW.min_stay, NEW.closed_to_arrival, NEW.closed_to_departure, NEW.stop_sell)) EXECUTE FUNCTION channel_rate_night_changed();--> statement-breakpoint
CREATE TRIGGER rate_plans_channel_rate_update AFTER UPDATE ON "rate_plans" FOR EACH ROW WHEN ((OLD.discount_bp, OLD.meal_adult_paise, OLD.active) IS DISTINCT FROM (NEW.discount_bp, NEW.meal_adult_paise, NEW.active)) EXECUTE FUNCTION channel_rate_type_changed();--> statement-breakpoint
CREATE TRIGGER room_types_channel_rate_update AFTER UPDATE ON "room_types" FOR EACH ROW WHEN (OLD.base_price_paise IS DISTINCT FROM NEW.base_price_paise) EXECUTE FUNCTION channel_rate_type_changed();
