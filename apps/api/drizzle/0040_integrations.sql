CREATE TABLE "prompts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"prompt" text NOT NULL,
	"api_key_sealed" text NOT NULL,
	"voice" varchar(60) DEFAULT 'texto' NOT NULL,
	"voice_key_sealed" text,
	"voice_region" varchar(50) DEFAULT '' NOT NULL,
	"max_tokens" integer DEFAULT 100 NOT NULL,
	"temperature" double precision DEFAULT 1 NOT NULL,
	"max_messages" integer DEFAULT 10 NOT NULL,
	"queue_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prompts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "queue_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"project_name" varchar(200) DEFAULT '' NOT NULL,
	"json_content_sealed" text,
	"language" varchar(10) DEFAULT 'pt-BR' NOT NULL,
	"url_n8n" varchar(2000) DEFAULT '' NOT NULL,
	"webhook_secret_sealed" text,
	"typebot_slug" varchar(200) DEFAULT '' NOT NULL,
	"typebot_delay_message" integer DEFAULT 1000 NOT NULL,
	"typebot_expires" integer DEFAULT 1 NOT NULL,
	"typebot_keyword_finish" varchar(100) DEFAULT '' NOT NULL,
	"typebot_keyword_restart" varchar(100) DEFAULT '' NOT NULL,
	"typebot_restart_message" text DEFAULT '' NOT NULL,
	"typebot_unknown_message" text DEFAULT '' NOT NULL,
	"flow_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "queue_integrations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "prompt_id" integer;--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_queue_id_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."queues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_integrations" ADD CONSTRAINT "queue_integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_integrations" ADD CONSTRAINT "queue_integrations_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompts_company_name_idx" ON "prompts" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "prompts_company_queue_unique" ON "prompts" USING btree ("company_id","queue_id");--> statement-breakpoint
CREATE INDEX "queue_integrations_company_name_idx" ON "queue_integrations" USING btree ("company_id","name");--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_opt_integration_id_queue_integrations_id_fk" FOREIGN KEY ("opt_integration_id") REFERENCES "public"."queue_integrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD CONSTRAINT "whatsapps_integration_id_queue_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."queue_integrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD CONSTRAINT "whatsapps_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queues" ADD CONSTRAINT "queues_integration_id_queue_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."queue_integrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_integration_id_queue_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."queue_integrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_integration_idx" ON "tickets" USING btree ("integration_id") WHERE "tickets"."integration_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tickets_prompt_idx" ON "tickets" USING btree ("prompt_id") WHERE "tickets"."prompt_id" IS NOT NULL;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "prompts" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "queue_integrations" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);