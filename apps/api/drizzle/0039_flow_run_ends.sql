-- A ticket leaving the bot (an attendant accepts it, it gets an attendant, or it closes) ends its
-- running flow run (and the automation state's step `flow`), whichever path makes the change
-- (docs/flows.md "Runs").
CREATE FUNCTION end_ticket_flow_runs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.status <> 'pending' AND OLD.status = 'pending') OR (NEW.user_id IS NOT NULL AND OLD.user_id IS NULL) THEN
    UPDATE flow_runs
      SET status = 'ended',
          end_reason = CASE WHEN NEW.status = 'closed' THEN 'closed' ELSE 'attended' END,
          ended_at = now(), waiting = NULL, wake_at = NULL, updated_at = now()
      WHERE company_id = NEW.company_id AND ticket_id = NEW.id AND status = 'running';
    UPDATE ticket_automation SET step = 'idle', updated_at = now()
      WHERE company_id = NEW.company_id AND ticket_id = NEW.id AND step = 'flow';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tickets_end_flow_runs AFTER UPDATE OF status, user_id ON tickets
  FOR EACH ROW EXECUTE FUNCTION end_ticket_flow_runs();
