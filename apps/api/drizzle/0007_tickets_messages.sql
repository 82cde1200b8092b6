CREATE TABLE "whatsapp_queues" (
	"company_id" integer NOT NULL,
	"whatsapp_id" integer NOT NULL,
	"queue_id" integer NOT NULL,
	CONSTRAINT "whatsapp_queues_company_id_whatsapp_id_queue_id_pk" PRIMARY KEY("company_id","whatsapp_id","queue_id")
);
--> statement-breakpoint
ALTER TABLE "whatsapp_queues" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "whatsapps" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"number" varchar(80) DEFAULT '' NOT NULL,
	"channel" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'DISCONNECTED' NOT NULL,
	"qrcode" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"provider" varchar(20) DEFAULT 'beta' NOT NULL,
	"greeting_message" text DEFAULT '' NOT NULL,
	"complation_message" text DEFAULT '' NOT NULL,
	"out_of_hours_message" text DEFAULT '' NOT NULL,
	"rating_message" text DEFAULT '' NOT NULL,
	"greeting_media_attachment" varchar(255),
	"allow_group" boolean DEFAULT false NOT NULL,
	"group_as_ticket" varchar(10) DEFAULT 'disabled' NOT NULL,
	"time_create_new_ticket" integer DEFAULT 0 NOT NULL,
	"max_use_bot_queues" integer DEFAULT 3 NOT NULL,
	"time_use_bot_queues" integer DEFAULT 0 NOT NULL,
	"expires_ticket" integer DEFAULT 0 NOT NULL,
	"when_expires_ticket" varchar(1) DEFAULT '0' NOT NULL,
	"expires_inactive_message" text DEFAULT '' NOT NULL,
	"time_inactive_message" integer DEFAULT 0 NOT NULL,
	"inactive_message" text DEFAULT '' NOT NULL,
	"time_send_queue" integer DEFAULT 0 NOT NULL,
	"send_id_queue" integer,
	"expires_ticket_nps" integer DEFAULT 0 NOT NULL,
	"max_use_bot_queues_nps" integer DEFAULT 3 NOT NULL,
	"enable_import_message" boolean DEFAULT false NOT NULL,
	"import_old_messages" timestamp with time zone,
	"import_recent_messages" timestamp with time zone,
	"import_old_messages_groups" boolean DEFAULT false NOT NULL,
	"closed_tickets_post_imported" boolean DEFAULT false NOT NULL,
	"status_import_messages" varchar(40),
	"queue_id_import_messages" integer,
	"integration_id" integer,
	"prompt_id" integer,
	"flow_id_welcome" integer,
	"flow_id_not_phrase" integer,
	"collective_vacation_start" varchar(10),
	"collective_vacation_end" varchar(10),
	"collective_vacation_message" text DEFAULT '' NOT NULL,
	"schedules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"whatsapp_id" integer,
	"contact_id" integer,
	"user_id" integer,
	"queue_id" integer,
	"external_id" varchar(255),
	"body" text DEFAULT '' NOT NULL,
	"from_me" boolean DEFAULT false NOT NULL,
	"media_type" varchar(40) DEFAULT 'conversation' NOT NULL,
	"media_url" varchar(255),
	"data_json" jsonb,
	"ack" smallint DEFAULT 0 NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_edited" boolean DEFAULT false NOT NULL,
	"is_forwarded" boolean DEFAULT false NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"quoted_msg_id" integer,
	"send_error" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ticket_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"user_id" integer,
	"queue_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ticket_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"note" text NOT NULL,
	"ticket_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_notes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ticket_tags" (
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_tags_company_id_ticket_id_tag_id_pk" PRIMARY KEY("company_id","ticket_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "ticket_tags" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ticket_trackings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"whatsapp_id" integer,
	"user_id" integer,
	"queue_id" integer,
	"queued_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"rated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_trackings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"contact_id" integer NOT NULL,
	"whatsapp_id" integer NOT NULL,
	"queue_id" integer,
	"user_id" integer,
	"channel" varchar(20) NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"is_bot" boolean DEFAULT false NOT NULL,
	"use_integration" boolean DEFAULT false NOT NULL,
	"integration_id" integer,
	"is_transfered" boolean DEFAULT false NOT NULL,
	"amount_used_bot_queues" integer DEFAULT 0 NOT NULL,
	"last_message" text DEFAULT '' NOT NULL,
	"unread_messages" integer DEFAULT 0 NOT NULL,
	"last_inbound_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"ticket_tracking_id" integer,
	"user_id" integer,
	"rate" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_ratings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "whatsapp_queues" ADD CONSTRAINT "whatsapp_queues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_queues" ADD CONSTRAINT "whatsapp_queues_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_queues" ADD CONSTRAINT "whatsapp_queues_queue_id_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD CONSTRAINT "whatsapps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD CONSTRAINT "whatsapps_send_id_queue_queues_id_fk" FOREIGN KEY ("send_id_queue") REFERENCES "public"."queues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapps" ADD CONSTRAINT "whatsapps_queue_id_import_messages_queues_id_fk" FOREIGN KEY ("queue_id_import_messages") REFERENCES "public"."queues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_queue_id_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."queues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_quoted_msg_id_messages_id_fk" FOREIGN KEY ("quoted_msg_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_logs" ADD CONSTRAINT "ticket_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_logs" ADD CONSTRAINT "ticket_logs_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_logs" ADD CONSTRAINT "ticket_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_logs" ADD CONSTRAINT "ticket_logs_queue_id_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."queues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tags" ADD CONSTRAINT "ticket_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tags" ADD CONSTRAINT "ticket_tags_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tags" ADD CONSTRAINT "ticket_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_trackings" ADD CONSTRAINT "ticket_trackings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_trackings" ADD CONSTRAINT "ticket_trackings_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_trackings" ADD CONSTRAINT "ticket_trackings_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_trackings" ADD CONSTRAINT "ticket_trackings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_trackings" ADD CONSTRAINT "ticket_trackings_queue_id_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."queues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_queue_id_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."queues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ratings" ADD CONSTRAINT "user_ratings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ratings" ADD CONSTRAINT "user_ratings_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ratings" ADD CONSTRAINT "user_ratings_ticket_tracking_id_ticket_trackings_id_fk" FOREIGN KEY ("ticket_tracking_id") REFERENCES "public"."ticket_trackings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ratings" ADD CONSTRAINT "user_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_queues_company_queue_idx" ON "whatsapp_queues" USING btree ("company_id","queue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapps_company_name_unique" ON "whatsapps" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "whatsapps_company_status_idx" ON "whatsapps" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_connection_external_unique" ON "messages" USING btree ("company_id","whatsapp_id","external_id") WHERE "messages"."external_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_company_ticket_created_idx" ON "messages" USING btree ("company_id","ticket_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_company_body_trgm_idx" ON "messages" USING gin ("company_id",public.f_unaccent(lower("body")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ticket_logs_company_ticket_idx" ON "ticket_logs" USING btree ("company_id","ticket_id","id");--> statement-breakpoint
CREATE INDEX "ticket_notes_company_contact_idx" ON "ticket_notes" USING btree ("company_id","contact_id","id");--> statement-breakpoint
CREATE INDEX "ticket_notes_company_ticket_idx" ON "ticket_notes" USING btree ("company_id","ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_tags_company_tag_idx" ON "ticket_tags" USING btree ("company_id","tag_id");--> statement-breakpoint
CREATE INDEX "ticket_trackings_company_ticket_idx" ON "ticket_trackings" USING btree ("company_id","ticket_id","id");--> statement-breakpoint
CREATE INDEX "ticket_trackings_company_created_idx" ON "ticket_trackings" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_uuid_unique" ON "tickets" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_one_active_per_contact" ON "tickets" USING btree ("company_id","whatsapp_id","contact_id") WHERE "tickets"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "tickets_company_status_updated_idx" ON "tickets" USING btree ("company_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "tickets_company_queue_status_updated_idx" ON "tickets" USING btree ("company_id","queue_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "tickets_company_user_status_updated_idx" ON "tickets" USING btree ("company_id","user_id","status","updated_at","id");--> statement-breakpoint
CREATE INDEX "tickets_company_contact_idx" ON "tickets" USING btree ("company_id","contact_id","id");--> statement-breakpoint
CREATE INDEX "user_ratings_company_ticket_idx" ON "user_ratings" USING btree ("company_id","ticket_id","id");--> statement-breakpoint
CREATE INDEX "user_ratings_company_user_idx" ON "user_ratings" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "whatsapp_queues" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "whatsapps" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "messages" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "ticket_logs" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "ticket_notes" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "ticket_tags" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "ticket_trackings" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tickets" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "user_ratings" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);