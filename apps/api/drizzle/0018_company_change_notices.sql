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
DO $$
DECLARE
  changed text;
BEGIN
  FOREACH changed IN ARRAY ARRAY['company_settings', 'users', 'user_queues', 'queues', 'whatsapps', 'contacts', 'contact_tags', 'tags', 'tickets', 'ticket_tags', 'user_ratings'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION notify_company_change()',
      changed || '_notify_change', changed);
  END LOOP;
END $$;
