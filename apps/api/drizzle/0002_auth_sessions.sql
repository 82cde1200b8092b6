CREATE TABLE "auth_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" varchar(20) NOT NULL,
	"email" varchar(254),
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"user_rating" varchar(20) DEFAULT 'disabled' NOT NULL,
	"schedule_type" varchar(20) DEFAULT 'disabled' NOT NULL,
	"chat_bot_type" varchar(20) DEFAULT 'text' NOT NULL,
	"accept_call_whatsapp" varchar(20) DEFAULT 'enabled' NOT NULL,
	"user_random" varchar(20) DEFAULT 'disabled' NOT NULL,
	"send_greeting_message_one_queues" varchar(20) DEFAULT 'enabled' NOT NULL,
	"send_sign_message" varchar(20) DEFAULT 'enabled' NOT NULL,
	"send_farewell_waiting_ticket" varchar(20) DEFAULT 'disabled' NOT NULL,
	"send_greeting_accepted" varchar(20) DEFAULT 'disabled' NOT NULL,
	"send_queue_position" varchar(20) DEFAULT 'disabled' NOT NULL,
	"accept_audio_message_contact" varchar(20) DEFAULT 'enabled' NOT NULL,
	"enable_lgpd" varchar(20) DEFAULT 'disabled' NOT NULL,
	"required_tag" varchar(20) DEFAULT 'disabled' NOT NULL,
	"lgpd_delete_message" varchar(20) DEFAULT 'disabled' NOT NULL,
	"lgpd_hide_number" varchar(20) DEFAULT 'disabled' NOT NULL,
	"lgpd_consent" varchar(20) DEFAULT 'disabled' NOT NULL,
	"lgpd_message" varchar(2000) DEFAULT '' NOT NULL,
	"lgpd_link" varchar(2000) DEFAULT '' NOT NULL,
	"send_msg_transf_ticket" varchar(20) DEFAULT 'disabled' NOT NULL,
	"direct_tickets_to_wallets" varchar(20) DEFAULT 'disabled' NOT NULL,
	"close_ticket_on_transfer" varchar(20) DEFAULT 'disabled' NOT NULL,
	"transfer_message" varchar(2000) DEFAULT '' NOT NULL,
	"greeting_accepted_message" varchar(2000) DEFAULT '' NOT NULL,
	"accept_call_whatsapp_message" varchar(2000) DEFAULT '' NOT NULL,
	"send_queue_position_message" varchar(2000) DEFAULT '' NOT NULL,
	"show_notification_pending" varchar(20) DEFAULT 'disabled' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_resets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "refresh_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD CONSTRAINT "refresh_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD CONSTRAINT "refresh_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_attempts_action_email_idx" ON "auth_attempts" USING btree ("action","email","created_at");--> statement-breakpoint
CREATE INDEX "auth_attempts_action_ip_idx" ON "auth_attempts" USING btree ("action","ip","created_at");--> statement-breakpoint
CREATE INDEX "auth_attempts_created_at_idx" ON "auth_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_unique" ON "password_resets" USING btree ("company_id","token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_company_user_idx" ON "password_resets" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_sessions_token_hash_unique" ON "refresh_sessions" USING btree ("company_id","token_hash");--> statement-breakpoint
CREATE INDEX "refresh_sessions_company_session_idx" ON "refresh_sessions" USING btree ("company_id","session_id");--> statement-breakpoint
CREATE INDEX "refresh_sessions_company_user_idx" ON "refresh_sessions" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "company_settings" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "password_resets" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "refresh_sessions" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
-- Companies that exist before this table read their options from a row like any other.
INSERT INTO "company_settings" ("company_id") SELECT "id" FROM "companies" ON CONFLICT DO NOTHING;
