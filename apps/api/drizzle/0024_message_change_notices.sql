-- Messages join the tables whose committed changes notify `company_changes` (0018): a conversation
-- page (GET /messages/{uuid}) is cached under the company's version like a ticket list page, and an
-- ack, a read mark, an edit or a delete changes only the message row. Statement triggers over the
-- changed rows: a row trigger cost ~70-90 µs per inserted message (two PL/pgSQL calls per row); these
-- run once per statement and note each company once. Transition tables allow one event per trigger.
CREATE FUNCTION notify_company_change_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_company_change(c.company_id) FROM (SELECT DISTINCT company_id FROM changed_rows) c;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER messages_insert_notify_change AFTER INSERT ON messages
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_company_change_rows();--> statement-breakpoint
CREATE TRIGGER messages_update_notify_change AFTER UPDATE ON messages
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_company_change_rows();--> statement-breakpoint
CREATE TRIGGER messages_delete_notify_change AFTER DELETE ON messages
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_company_change_rows();
