ALTER TABLE "night_audits" ADD COLUMN "rooms_in_house" integer;--> statement-breakpoint
ALTER TABLE "night_audits" ADD COLUMN "arrivals" integer;--> statement-breakpoint
ALTER TABLE "night_audits" ADD COLUMN "departures" integer;--> statement-breakpoint
ALTER TABLE "night_audits" ADD COLUMN "received_online_paise" integer;--> statement-breakpoint
ALTER TABLE "night_audits" ADD COLUMN "received_cash_paise" integer;--> statement-breakpoint
ALTER TABLE "night_audits" ADD COLUMN "received_card_paise" integer;--> statement-breakpoint
ALTER TABLE "night_audits" ADD COLUMN "received_upi_paise" integer;--> statement-breakpoint
ALTER TABLE "night_audits" ADD COLUMN "billed_company_paise" integer;