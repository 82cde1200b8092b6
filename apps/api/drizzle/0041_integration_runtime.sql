CREATE TABLE "integration_inbox" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_inbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "integration_sessions" (
	"ticket_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"integration_id" integer,
	"prompt_id" integer,
	"state" jsonb,
	"lease_token" uuid,
	"lease_until" timestamp with time zone,
	"delivery_step" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "integration_inbox" ADD CONSTRAINT "integration_inbox_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_inbox" ADD CONSTRAINT "integration_inbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_inbox" ADD CONSTRAINT "integration_inbox_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_sessions" ADD CONSTRAINT "integration_sessions_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_sessions" ADD CONSTRAINT "integration_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_sessions" ADD CONSTRAINT "integration_sessions_integration_id_queue_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."queue_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_sessions" ADD CONSTRAINT "integration_sessions_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_inbox_company_ticket_idx" ON "integration_inbox" USING btree ("company_id","ticket_id","message_id");--> statement-breakpoint
CREATE INDEX "integration_inbox_created_idx" ON "integration_inbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "integration_sessions_company_idx" ON "integration_sessions" USING btree ("company_id","ticket_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "integration_inbox" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "integration_sessions" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
-- A ticket leaving the waiting line (an attendant accepts it, it is given to an attendant, it
-- closes) leaves its integration too, whichever path makes the change (docs/integrations.md
-- "Entering and leaving"): the engine never answers a ticket a human holds.
CREATE FUNCTION end_ticket_integration() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.use_integration AND ((NEW.status <> 'pending' AND OLD.status = 'pending')
      OR (NEW.user_id IS NOT NULL AND OLD.user_id IS NULL)) THEN
    NEW.use_integration := false;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER tickets_end_integration BEFORE UPDATE OF status, user_id ON tickets
  FOR EACH ROW EXECUTE FUNCTION end_ticket_integration();
