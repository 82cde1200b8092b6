CREATE TABLE "external_api_rate_windows" (
	"company_id" integer NOT NULL,
	"whatsapp_id" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "external_api_rate_windows_company_id_whatsapp_id_window_start_pk" PRIMARY KEY("company_id","whatsapp_id","window_start")
);
--> statement-breakpoint
ALTER TABLE "external_api_rate_windows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "external_api_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"whatsapp_id" integer NOT NULL,
	"key" varchar(255) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "external_api_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "external_api_rate_windows" ADD CONSTRAINT "external_api_rate_windows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_api_rate_windows" ADD CONSTRAINT "external_api_rate_windows_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_api_requests" ADD CONSTRAINT "external_api_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_api_requests" ADD CONSTRAINT "external_api_requests_whatsapp_id_whatsapps_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_api_requests_connection_key_unique" ON "external_api_requests" USING btree ("company_id","whatsapp_id","key");--> statement-breakpoint
CREATE INDEX "external_api_requests_company_created_idx" ON "external_api_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "external_api_rate_windows" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "external_api_requests" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);