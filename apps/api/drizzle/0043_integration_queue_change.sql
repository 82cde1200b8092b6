-- A waiting ticket moved to another queue leaves the engine of the queue it was in, unless the same
-- change names the engine that answers it now (docs/integrations.md "Entering and leaving"): an
-- attendant's transfer hands the ticket to the new queue's people, never to the old queue's bot.
CREATE OR REPLACE FUNCTION end_ticket_integration() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.use_integration AND ((NEW.status <> 'pending' AND OLD.status = 'pending')
      OR (NEW.user_id IS NOT NULL AND OLD.user_id IS NULL)
      OR (NEW.queue_id IS DISTINCT FROM OLD.queue_id
          AND NEW.integration_id IS NOT DISTINCT FROM OLD.integration_id
          AND NEW.prompt_id IS NOT DISTINCT FROM OLD.prompt_id)) THEN
    NEW.use_integration := false;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER tickets_end_integration ON tickets;--> statement-breakpoint
CREATE TRIGGER tickets_end_integration BEFORE UPDATE OF status, user_id, queue_id ON tickets
  FOR EACH ROW EXECUTE FUNCTION end_ticket_integration();
