CREATE TABLE "flow_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"flow_id" integer NOT NULL,
	"version" integer NOT NULL,
	"node_id" varchar(30) NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"waiting" varchar(10),
	"card" integer,
	"wake_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"last_message_id" integer,
	"status" varchar(10) DEFAULT 'running' NOT NULL,
	"end_reason" varchar(12),
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "flow_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "flow_runs" ADD CONSTRAINT "flow_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_runs" ADD CONSTRAINT "flow_runs_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_runs" ADD CONSTRAINT "flow_runs_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flow_runs_running_ticket_idx" ON "flow_runs" USING btree ("ticket_id") WHERE "flow_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "flow_runs_company_ticket_idx" ON "flow_runs" USING btree ("company_id","ticket_id");--> statement-breakpoint
CREATE INDEX "flow_runs_flow_idx" ON "flow_runs" USING btree ("flow_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "flow_runs" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
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
