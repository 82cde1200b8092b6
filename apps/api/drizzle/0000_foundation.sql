CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254),
	"phone" varchar(20),
	"document" varchar(30),
	"plan_id" integer,
	"status" boolean DEFAULT true NOT NULL,
	"due_date" timestamp with time zone,
	"recurrence" varchar(20) DEFAULT 'MENSAL' NOT NULL,
	"payment_method" varchar(40),
	"address_street" varchar(200),
	"address_state" varchar(60),
	"address_city" varchar(100),
	"timezone" varchar(60) DEFAULT 'America/Sao_Paulo' NOT NULL,
	"last_login" timestamp with time zone,
	"folder_size" bigint DEFAULT 0 NOT NULL,
	"number_file_folder" integer DEFAULT 0 NOT NULL,
	"updated_at_folder" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "companies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"users" integer DEFAULT 1 NOT NULL,
	"connections" integer DEFAULT 1 NOT NULL,
	"queues" integer DEFAULT 1 NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"use_whatsapp" boolean DEFAULT true NOT NULL,
	"use_facebook" boolean DEFAULT true NOT NULL,
	"use_instagram" boolean DEFAULT true NOT NULL,
	"use_campaigns" boolean DEFAULT true NOT NULL,
	"use_schedules" boolean DEFAULT true NOT NULL,
	"use_internal_chat" boolean DEFAULT true NOT NULL,
	"use_external_api" boolean DEFAULT true NOT NULL,
	"use_kanban" boolean DEFAULT true NOT NULL,
	"use_open_ai" boolean DEFAULT true NOT NULL,
	"use_integrations" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"profile" varchar(10) DEFAULT 'user' NOT NULL,
	"super" boolean DEFAULT false NOT NULL,
	"profile_image" varchar(255),
	"start_work" varchar(5) DEFAULT '00:00' NOT NULL,
	"end_work" varchar(5) DEFAULT '23:59' NOT NULL,
	"farewell_message" varchar(2000),
	"all_ticket" varchar(10) DEFAULT 'disabled' NOT NULL,
	"allow_group" boolean DEFAULT false NOT NULL,
	"default_theme" varchar(5) DEFAULT 'light' NOT NULL,
	"default_menu" varchar(6) DEFAULT 'open' NOT NULL,
	"all_historic" varchar(10) DEFAULT 'disabled' NOT NULL,
	"all_user_chat" varchar(10) DEFAULT 'disabled' NOT NULL,
	"user_close_pending_ticket" varchar(10) DEFAULT 'enabled' NOT NULL,
	"show_dashboard" varchar(10) DEFAULT 'disabled' NOT NULL,
	"allow_real_time" varchar(10) DEFAULT 'disabled' NOT NULL,
	"allow_connections" varchar(10) DEFAULT 'disabled' NOT NULL,
	"default_tickets_manager_width" integer DEFAULT 1100 NOT NULL,
	"whatsapp_id" integer,
	"online" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_name_idx" ON "users" USING btree ("company_id","name");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "companies" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("id" = current_setting('app.company_id')::integer) WITH CHECK ("id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "users" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);