ALTER TABLE "promo_redemptions" ADD COLUMN "guest_mobile" text;--> statement-breakpoint
CREATE INDEX "promo_redemptions_walk_in_idx" ON "promo_redemptions" USING btree ("promo_code_id","guest_mobile") WHERE "promo_redemptions"."released_at" IS NULL AND "promo_redemptions"."guest_mobile" IS NOT NULL;--> statement-breakpoint
UPDATE "promo_redemptions" r SET "guest_mobile" = b."mobile"
  FROM "bookings" b JOIN "customers" c ON c."id" = b."customer_id"
 WHERE b."id" = r."booking_id" AND left(c."user_id", 11) = 'desk_staff_';
