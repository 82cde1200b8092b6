CREATE TABLE "channel_session_leases" (
	"whatsapp_id" integer PRIMARY KEY NOT NULL,
	"holder_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_auth_keys" (
	"company_id" integer NOT NULL,
	"whatsapp_id" integer NOT NULL,
	"key_type" varchar(40) NOT NULL,
	"key_id" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_auth_keys_whatsapp_id_key_type_key_id_pk" PRIMARY KEY("whatsapp_id","key_type","key_id")
);
--> statement-breakpoint
ALTER TABLE "whatsapp_auth_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "channel_session_leases" ADD CONSTRAINT "channel_session_leases_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_auth_keys" ADD CONSTRAINT "whatsapp_auth_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_auth_keys" ADD CONSTRAINT "whatsapp_auth_keys_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_auth_keys_company_idx" ON "whatsapp_auth_keys" USING btree ("company_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "whatsapp_auth_keys" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);