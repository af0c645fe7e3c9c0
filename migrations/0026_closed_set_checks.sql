ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" IN ('pending', 'sent', 'dead'));--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_status_check" CHECK ("booking_rooms"."status" IN ('booked', 'cancelled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" IN ('created', 'captured', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" IN ('pending', 'processed', 'failed'));--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_check" CHECK ("staff"."role" IN ('admin', 'hotel_manager', 'content_editor', 'accounts'));--> statement-breakpoint
ALTER TABLE "einvoices" ADD CONSTRAINT "einvoices_status_check" CHECK ("einvoices"."status" IN ('queued', 'registered', 'failed', 'cancelled'));