CREATE TABLE "webchat_settings" (
	"company_id" integer NOT NULL,
	"whatsapp_id" integer PRIMARY KEY NOT NULL,
	"widget_key" varchar(64) NOT NULL,
	"allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"identity_secret_sealed" text,
	"title" varchar(60) DEFAULT '' NOT NULL,
	"color" varchar(7) DEFAULT '#2563eb' NOT NULL,
	"greeting" varchar(500) DEFAULT '' NOT NULL,
	"visitor_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webchat_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "webchat_settings" ADD CONSTRAINT "webchat_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webchat_settings" ADD CONSTRAINT "webchat_settings_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webchat_settings_widget_key_unique" ON "webchat_settings" USING btree ("widget_key");--> statement-breakpoint
CREATE UNIQUE INDEX "webchat_settings_company_connection_idx" ON "webchat_settings" USING btree ("company_id","whatsapp_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "webchat_settings" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);