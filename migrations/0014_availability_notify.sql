-- A write to a table that availability answers are read from tells every listening server
-- process, after its commit (ADR 206): they drop the answers they keep.
CREATE OR REPLACE FUNCTION availability_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('availability_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER room_inventory_availability_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_inventory" FOR EACH STATEMENT EXECUTE FUNCTION availability_changed();--> statement-breakpoint
CREATE TRIGGER room_rates_availability_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_rates" FOR EACH STATEMENT EXECUTE FUNCTION availability_changed();--> statement-breakpoint
CREATE TRIGGER room_types_availability_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_types" FOR EACH STATEMENT EXECUTE FUNCTION availability_changed();--> statement-breakpoint
CREATE TRIGGER hotels_availability_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotels" FOR EACH STATEMENT EXECUTE FUNCTION availability_changed();
