DROP INDEX "booking_rooms_booking_idx";--> statement-breakpoint
DROP INDEX "bookings_invoiced_idx";--> statement-breakpoint
CREATE INDEX "bookings_sold_stay_idx" ON "bookings" USING btree ("check_out","check_in","hotel_id","id") WHERE "bookings"."status" NOT IN ('pending_payment', 'failed', 'expired', 'cancelled');--> statement-breakpoint
CREATE INDEX "booking_rooms_booking_idx" ON "booking_rooms" USING btree ("booking_id","status","room_type_id","amount_paise","gst_paise");--> statement-breakpoint
CREATE INDEX "bookings_invoiced_idx" ON "bookings" USING btree ("confirmed_at","id","hotel_id") WHERE "bookings"."invoice_no" IS NOT NULL;