CREATE TABLE "meta_channel_accounts" (
	"whatsapp_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"channel" varchar(20) NOT NULL,
	"external_account_id" varchar(64) NOT NULL,
	"waba_id" varchar(64),
	"page_id" varchar(64),
	"access_token_sealed" text NOT NULL,
	"verify_token_digest" varchar(64),
	"app_secret_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meta_channel_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "meta_channel_accounts" ADD CONSTRAINT "meta_channel_accounts_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meta_channel_accounts" ADD CONSTRAINT "meta_channel_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meta_channel_accounts_external_unique" ON "meta_channel_accounts" USING btree ("channel","external_account_id");--> statement-breakpoint
CREATE INDEX "meta_channel_accounts_verify_idx" ON "meta_channel_accounts" USING btree ("verify_token_digest");--> statement-breakpoint
CREATE INDEX "meta_channel_accounts_company_idx" ON "meta_channel_accounts" USING btree ("company_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "meta_channel_accounts" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);