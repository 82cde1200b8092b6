-- Every committed change to what a ticket list answer is made of notifies `company_changes` with
-- the row's company id (platform/db/company-changes.ts): caches of list pages, in every process,
-- drop what they computed before. NOTIFY is sent only on commit, once per company and transaction
-- whatever the number of rows. The transaction also notes the ids in `app.changed_companies`
-- (',4,9,'), read with its COMMIT (database.ts): the process that wrote moves its own caches on
-- before it answers, without waiting for the notification.
CREATE FUNCTION note_company_change(company integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(nullif(current_setting('app.changed_companies', true), ''), ',');
BEGIN
  IF strpos(noted, ',' || company || ',') = 0 THEN
    PERFORM pg_notify('company_changes', company::text);
    PERFORM set_config('app.changed_companies', noted || company || ',', true);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION notify_company_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM note_company_change(OLD.company_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM note_company_change(NEW.company_id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER company_settings_notify_change AFTER INSERT OR UPDATE OR DELETE ON company_settings
  FOR EACH ROW EXECUTE FUNCTION notify_company_change();--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_company_change();--> statement-breakpoint
CREATE TRIGGER user_queues_notify_change AFTER INSERT OR UPDATE OR DELETE ON user_queues
  FOR EACH ROW EXECUTE FUNCTION notify_company_change();--> statement-breakpoint
CREATE TRIGGER queues_notify_change AFTER INSERT OR UPDATE OR DELETE ON queues
  FOR EACH ROW EXECUTE FUNCTION notify_company_change();--> statement-breakpoint
CREATE TRIGGER whatsapps_notify_change AFTER INSERT OR UPDATE OR DELETE ON whatsapps
  FOR EACH ROW EXECUTE FUNCTION notify_company_change();--> statement-breakpoint
CREATE TRIGGER contacts_notify_change AFTER INSERT OR UPDATE OR DELETE ON contacts
  FOR EACH ROW EXECUTE FUNCTION notify_company_change();--> statement-breakpoint
CREATE TRIGGER contact_tags_notify_change AFTER INSERT OR UPDATE OR DELETE ON contact_tags
  FOR EACH ROW EXECUTE FUNCTION notify_company_change();--> statement-breakpoint
CREATE TRIGGER tags_notify_change AFTER INSERT OR UPDATE OR DELETE ON tags
  FOR EACH ROW EXECUTE FUNCTION notify_company_change();--> statement-breakpoint
CREATE TRIGGER tickets_notify_change AFTER INSERT OR UPDATE OR DELETE ON tickets
  FOR EACH ROW EXECUTE FUNCTION notify_company_change();--> statement-breakpoint
CREATE TRIGGER ticket_tags_notify_change AFTER INSERT OR UPDATE OR DELETE ON ticket_tags
  FOR EACH ROW EXECUTE FUNCTION notify_company_change();--> statement-breakpoint
CREATE TRIGGER user_ratings_notify_change AFTER INSERT OR UPDATE OR DELETE ON user_ratings
  FOR EACH ROW EXECUTE FUNCTION notify_company_change();
