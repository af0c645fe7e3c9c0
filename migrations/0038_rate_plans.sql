CREATE TABLE "rate_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_hi" text,
	"meal_plan" text NOT NULL,
	"meal_adult_paise" integer DEFAULT 0 NOT NULL,
	"meal_child_paise" integer DEFAULT 0 NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"refundable" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_plans_meal_plan_check" CHECK ("rate_plans"."meal_plan" IN ('ep', 'cp', 'map')),
	CONSTRAINT "rate_plans_amounts_check" CHECK ("rate_plans"."meal_adult_paise" >= 0 AND "rate_plans"."meal_child_paise" >= 0 AND "rate_plans"."discount_bp" BETWEEN 0 AND 9000)
);
--> statement-breakpoint
CREATE TABLE "rate_restrictions" (
	"room_type_id" integer NOT NULL,
	"night" date NOT NULL,
	"min_stay" integer,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"closed_to_departure" boolean DEFAULT false NOT NULL,
	"stop_sell" boolean DEFAULT false NOT NULL,
	CONSTRAINT "rate_restrictions_room_type_id_night_pk" PRIMARY KEY("room_type_id","night"),
	CONSTRAINT "rate_restrictions_min_stay_check" CHECK ("rate_restrictions"."min_stay" IS NULL OR "rate_restrictions"."min_stay" BETWEEN 1 AND 30)
);
--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD COLUMN "rate_plan_id" integer;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD COLUMN "rate_plan_name" text DEFAULT 'Standard rate' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD COLUMN "meal_plan" text DEFAULT 'ep' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD COLUMN "refundable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_restrictions" ADD CONSTRAINT "rate_restrictions_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_plans_room_type_idx" ON "rate_plans" USING btree ("room_type_id");--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_meal_plan_check" CHECK ("booking_rooms"."meal_plan" IN ('ep', 'cp', 'map'));