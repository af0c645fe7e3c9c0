CREATE TABLE "desk_idempotency" (
	"staff_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"claim" text NOT NULL,
	"booking_id" integer,
	"reply" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_idempotency_staff_id_key_pk" PRIMARY KEY("staff_id","key")
);
--> statement-breakpoint
ALTER TABLE "desk_idempotency" ADD CONSTRAINT "desk_idempotency_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;