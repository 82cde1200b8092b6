-- A campaign's shipping row follows its message (docs/campaigns.md "States"): the outbound sender
-- storing the channel's id makes it `sent`, the channel's acks `delivered` then `read` (with their
-- times), a final send error `failed` with the error as its reason. In the statement that changes
-- the message, so the row can never disagree with its message, whichever process sent it. A row
-- trigger limited to outbound messages whose ack, channel id or error changed: one index probe.
CREATE FUNCTION campaign_shippings_follow_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.send_error IS NOT NULL AND OLD.send_error IS NULL THEN
    UPDATE campaign_shippings s
       SET status = 'failed', reason = left(NEW.send_error, 100), failed_at = now(), updated_at = now()
     WHERE s.company_id = NEW.company_id
       AND ((s.message_id = NEW.id AND s.status = 'sending')
         OR (s.confirmation_message_id = NEW.id AND s.status = 'confirmation_requested'));
    RETURN NULL;
  END IF;
  IF NEW.external_id IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE campaign_shippings s
     SET status = CASE WHEN NEW.ack >= 3 THEN 'read' WHEN NEW.ack >= 2 THEN 'delivered' ELSE 'sent' END,
         delivered_at = CASE WHEN NEW.ack >= 2 THEN coalesce(s.delivered_at, now()) ELSE s.delivered_at END,
         read_at = CASE WHEN NEW.ack >= 3 THEN coalesce(s.read_at, now()) ELSE s.read_at END,
         updated_at = now()
   WHERE s.company_id = NEW.company_id AND s.message_id = NEW.id AND s.status IN ('sending', 'sent', 'delivered');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER messages_campaign_shipping AFTER UPDATE OF ack, external_id, send_error ON messages
  FOR EACH ROW WHEN (NEW.from_me AND (NEW.ack IS DISTINCT FROM OLD.ack OR NEW.external_id IS DISTINCT FROM OLD.external_id
                                      OR NEW.send_error IS DISTINCT FROM OLD.send_error))
  EXECUTE FUNCTION campaign_shippings_follow_message();
