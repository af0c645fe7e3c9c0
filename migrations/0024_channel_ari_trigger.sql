-- Every change of a mapped room type's free rooms (total - booked - closed) for a night marks that
-- night pending for the channel manager, in the transaction that made the change (ADR 261): a
-- booking, a cancellation, an expired hold, a closure, a no-show, a resize, new nights. The push
-- job sends the nights' free rooms after commit and deletes a row only at the version it pushed.
CREATE OR REPLACE FUNCTION channel_ari_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO channel_ari_pending (room_type_id, night, hotel_id)
    SELECT NEW.room_type_id, NEW.night, m.hotel_id
    FROM channel_room_types m WHERE m.room_type_id = NEW.room_type_id
  ON CONFLICT (room_type_id, night)
    DO UPDATE SET version = channel_ari_pending.version + 1, changed_at = now();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER room_inventory_channel_ari_insert AFTER INSERT ON "room_inventory" FOR EACH ROW EXECUTE FUNCTION channel_ari_changed();--> statement-breakpoint
CREATE TRIGGER room_inventory_channel_ari_update AFTER UPDATE ON "room_inventory" FOR EACH ROW WHEN (OLD.total - OLD.booked - OLD.closed IS DISTINCT FROM NEW.total - NEW.booked - NEW.closed) EXECUTE FUNCTION channel_ari_changed();
