-- Messages join the tables whose committed changes notify `company_changes` (0018): a conversation
-- page (GET /messages/{uuid}) is cached under the company's version like a ticket list page, and an
-- ack, a read mark, an edit or a delete changes only the message row.
CREATE TRIGGER messages_notify_change AFTER INSERT OR UPDATE OR DELETE ON messages
  FOR EACH ROW EXECUTE FUNCTION notify_company_change();
