ALTER TABLE "contacts" ADD COLUMN "wallet_user_id" integer;--> statement-breakpoint
ALTER TABLE "queues" ADD COLUMN "router_cursor" integer;--> statement-breakpoint
ALTER TABLE "queues" ADD COLUMN "routed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "last_agent_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "inactive_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_wallet_user_id_users_id_fk" FOREIGN KEY ("wallet_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_company_connection_pending_queued_idx" ON "tickets" USING btree ("company_id","whatsapp_id","queued_at") WHERE "tickets"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "tickets_company_connection_open_agent_idx" ON "tickets" USING btree ("company_id","whatsapp_id","last_agent_message_at") WHERE "tickets"."status" = 'open';--> statement-breakpoint
CREATE INDEX "tickets_company_connection_open_activity_idx" ON "tickets" USING btree ("company_id","whatsapp_id",greatest("created_at", "last_inbound_at", "last_agent_message_at")) WHERE "tickets"."status" = 'open';--> statement-breakpoint
-- tickets.queued_at: when the ticket last became pending, or changed queue while pending. A trigger,
-- not each use case, keeps it: tickets become pending on many paths (inbound, return, reopen, bot).
CREATE FUNCTION stamp_ticket_queued_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'pending' AND (TG_OP = 'INSERT' OR OLD.status <> 'pending' OR OLD.queue_id IS DISTINCT FROM NEW.queue_id) THEN
    NEW.queued_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER tickets_stamp_queued_at BEFORE INSERT OR UPDATE OF status, queue_id ON tickets
  FOR EACH ROW EXECUTE FUNCTION stamp_ticket_queued_at();--> statement-breakpoint
UPDATE tickets SET queued_at = updated_at WHERE status = 'pending';--> statement-breakpoint
UPDATE tickets t SET last_agent_message_at = (
  SELECT max(m.created_at) FROM messages m
  WHERE m.company_id = t.company_id AND m.ticket_id = t.id AND m.from_me AND NOT m.from_bot AND NOT m.is_private
) WHERE t.status = 'open';
