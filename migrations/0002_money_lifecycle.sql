ALTER TABLE "refunds" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
UPDATE "refunds" SET "sent_at" = "updated_at" WHERE "gateway_refund_id" IS NULL AND "status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_hold_idx" ON "bookings" USING btree ("customer_id") WHERE "bookings"."status" = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_payment_idx" ON "refunds" USING btree ("gateway_payment_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" IN ('pending_payment', 'confirmed', 'failed', 'expired', 'partially_cancelled', 'cancelled'));