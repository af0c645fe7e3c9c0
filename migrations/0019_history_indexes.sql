CREATE INDEX "booking_rooms_cancelled_idx" ON "booking_rooms" USING btree ("cancelled_at") WHERE "booking_rooms"."status" = 'cancelled';--> statement-breakpoint
CREATE INDEX "bookings_check_in_idx" ON "bookings" USING btree ("check_in","id");--> statement-breakpoint
CREATE INDEX "bookings_check_out_idx" ON "bookings" USING btree ("check_out");--> statement-breakpoint
CREATE INDEX "bookings_invoiced_idx" ON "bookings" USING btree ("confirmed_at") WHERE "bookings"."invoice_no" IS NOT NULL;