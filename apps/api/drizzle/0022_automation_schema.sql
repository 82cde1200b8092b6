CREATE TABLE "automation_inbox" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation_inbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ticket_automation" (
	"ticket_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"step" varchar(10) DEFAULT 'idle' NOT NULL,
	"chatbot_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"paused_until" timestamp with time zone,
	"out_of_hours_sent_at" timestamp with time zone,
	"last_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_automation" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "chatbots" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"queue_id" integer NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"name" varchar(100) NOT NULL,
	"greeting_message" text DEFAULT '' NOT NULL,
	"queue_type" varchar(20) DEFAULT 'text' NOT NULL,
	"close_ticket" boolean DEFAULT false NOT NULL,
	"opt_queue_id" integer,
	"opt_user_id" integer,
	"opt_integration_id" integer,
	"opt_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chatbots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "file_list_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"file_list_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"path" varchar(255) DEFAULT '' NOT NULL,
	"media_type" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_list_options" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "file_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_lists" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "from_bot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "automation_inbox" ADD CONSTRAINT "automation_inbox_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_inbox" ADD CONSTRAINT "automation_inbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_inbox" ADD CONSTRAINT "automation_inbox_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_automation" ADD CONSTRAINT "ticket_automation_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_automation" ADD CONSTRAINT "ticket_automation_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_automation" ADD CONSTRAINT "ticket_automation_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_queue_id_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_parent_id_chatbots_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_opt_queue_id_queues_id_fk" FOREIGN KEY ("opt_queue_id") REFERENCES "public"."queues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_opt_user_id_users_id_fk" FOREIGN KEY ("opt_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_opt_file_id_file_lists_id_fk" FOREIGN KEY ("opt_file_id") REFERENCES "public"."file_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_list_options" ADD CONSTRAINT "file_list_options_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_list_options" ADD CONSTRAINT "file_list_options_file_list_id_file_lists_id_fk" FOREIGN KEY ("file_list_id") REFERENCES "public"."file_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_lists" ADD CONSTRAINT "file_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_lists" ADD CONSTRAINT "file_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_inbox_created_idx" ON "automation_inbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chatbots_company_queue_parent_idx" ON "chatbots" USING btree ("company_id","queue_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "chatbots_company_parent_idx" ON "chatbots" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE INDEX "file_list_options_company_list_idx" ON "file_list_options" USING btree ("company_id","file_list_id");--> statement-breakpoint
CREATE INDEX "file_lists_company_name_idx" ON "file_lists" USING btree ("company_id","name");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "automation_inbox" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "ticket_automation" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "chatbots" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "file_list_options" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "file_lists" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);