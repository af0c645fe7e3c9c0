ALTER TABLE "advance_booking_requests" ALTER COLUMN "from_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "advance_booking_requests" ALTER COLUMN "to_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "advance_booking_requests" ALTER COLUMN "hotel_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "advance_booking_requests" ADD COLUMN "tour_name" text;