CREATE TABLE "form_c_reports" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" integer,
	"reference" text,
	"overdue_mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "guest_mails" (
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_mails_booking_id_kind_pk" PRIMARY KEY("booking_id","kind"),
	CONSTRAINT "guest_mails_kind_check" CHECK ("guest_mails"."kind" IN ('pre_arrival', 'after_stay'))
);
--> statement-breakpoint
CREATE TABLE "stay_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"nationality" text NOT NULL,
	"sex" text,
	"date_of_birth" date,
	"id_type" text NOT NULL,
	"id_number" text,
	"home_address" text,
	"passport_no" text,
	"passport_place_of_issue" text,
	"passport_issued_on" date,
	"passport_expires_on" date,
	"visa_no" text,
	"visa_type" text,
	"visa_place_of_issue" text,
	"visa_issued_on" date,
	"visa_expires_on" date,
	"arrived_in_india_on" date,
	"arrived_from" text,
	"next_destination" text,
	"purpose" text,
	"erased_at" timestamp with time zone,
	"registered_by" integer NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_guests_sex_check" CHECK ("stay_guests"."sex" IS NULL OR "stay_guests"."sex" IN ('M', 'F', 'X'))
);
--> statement-breakpoint
ALTER TABLE "form_c_reports" ADD CONSTRAINT "form_c_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_mails" ADD CONSTRAINT "guest_mails_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_guests" ADD CONSTRAINT "stay_guests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_guests_booking_idx" ON "stay_guests" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "stay_guests_foreign_idx" ON "stay_guests" USING btree ("hotel_id") WHERE "stay_guests"."nationality" <> 'IN';