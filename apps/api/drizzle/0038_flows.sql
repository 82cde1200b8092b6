CREATE TABLE "flow_media" (
	"company_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"original_name" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_media_company_id_name_pk" PRIMARY KEY("company_id","name")
);
--> statement-breakpoint
ALTER TABLE "flow_media" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
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
CREATE TABLE "flow_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"flow_id" integer NOT NULL,
	"whatsapp_id" integer,
	"phrase" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flow_campaigns" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "flow_versions" (
	"company_id" integer NOT NULL,
	"flow_id" integer NOT NULL,
	"version" integer NOT NULL,
	"graph" jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_versions_flow_id_version_pk" PRIMARY KEY("flow_id","version")
);
--> statement-breakpoint
ALTER TABLE "flow_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"graph" jsonb DEFAULT '{"nodes":[],"connections":[]}'::jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "flow_media" ADD CONSTRAINT "flow_media_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_runs" ADD CONSTRAINT "flow_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_runs" ADD CONSTRAINT "flow_runs_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_runs" ADD CONSTRAINT "flow_runs_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_campaigns" ADD CONSTRAINT "flow_campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_campaigns" ADD CONSTRAINT "flow_campaigns_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_campaigns" ADD CONSTRAINT "flow_campaigns_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_versions" ADD CONSTRAINT "flow_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_versions" ADD CONSTRAINT "flow_versions_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_versions" ADD CONSTRAINT "flow_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flow_runs_running_ticket_idx" ON "flow_runs" USING btree ("ticket_id") WHERE "flow_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "flow_runs_company_ticket_idx" ON "flow_runs" USING btree ("company_id","ticket_id");--> statement-breakpoint
CREATE INDEX "flow_runs_flow_idx" ON "flow_runs" USING btree ("flow_id");--> statement-breakpoint
CREATE INDEX "flow_campaigns_company_idx" ON "flow_campaigns" USING btree ("company_id","whatsapp_id");--> statement-breakpoint
CREATE INDEX "flows_company_name_idx" ON "flows" USING btree ("company_id","name");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "flow_media" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "flow_runs" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "flow_campaigns" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "flow_versions" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "flows" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);