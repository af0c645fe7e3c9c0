CREATE TABLE "booking_stays" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"id_seen" boolean,
	"id_type" text,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"checked_out_at" timestamp with time zone,
	"checked_out_by" integer,
	"no_show_at" timestamp with time zone,
	"no_show_by" integer
);
--> statement-breakpoint
CREATE TABLE "desk_payments" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_payments_method_check" CHECK ("desk_payments"."method" IN ('cash', 'card', 'upi'))
);
--> statement-breakpoint
CREATE TABLE "refund_retries" (
	"failed_refund_id" integer PRIMARY KEY NOT NULL,
	"new_refund_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_handling" (
	"kind" text NOT NULL,
	"request_id" integer NOT NULL,
	"status" text NOT NULL,
	"reply" text,
	"staff_id" integer NOT NULL,
	"previous_check_in" date,
	"previous_check_out" date,
	"price_difference_paise" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_handling_kind_request_id_pk" PRIMARY KEY("kind","request_id"),
	CONSTRAINT "request_handling_kind_check" CHECK ("request_handling"."kind" IN ('advance', 'reschedule')),
	CONSTRAINT "request_handling_status_check" CHECK ("request_handling"."status" IN ('new', 'in_progress', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "booking_stays" ADD CONSTRAINT "booking_stays_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_payments" ADD CONSTRAINT "desk_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_retries" ADD CONSTRAINT "refund_retries_failed_refund_id_refunds_id_fk" FOREIGN KEY ("failed_refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_retries" ADD CONSTRAINT "refund_retries_new_refund_id_refunds_id_fk" FOREIGN KEY ("new_refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" IN ('pending_payment', 'confirmed', 'failed', 'expired', 'partially_cancelled', 'cancelled', 'checked_in', 'checked_out', 'no_show'));