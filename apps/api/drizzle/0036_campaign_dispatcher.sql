CREATE TABLE "campaign_pacing" (
	"connection_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"next_send_at" timestamp with time zone NOT NULL,
	"sent_since_pause" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_pacing" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "campaign_shippings" ADD COLUMN "confirmation_message_id" bigint;--> statement-breakpoint
ALTER TABLE "campaign_pacing" ADD CONSTRAINT "campaign_pacing_connection_id_whatsapps_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."whatsapps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_pacing" ADD CONSTRAINT "campaign_pacing_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_pacing_company_idx" ON "campaign_pacing" USING btree ("company_id","next_send_at");--> statement-breakpoint
CREATE INDEX "campaign_shippings_company_message_idx" ON "campaign_shippings" USING btree ("company_id","message_id") WHERE "campaign_shippings"."message_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "campaign_shippings_company_confirmation_message_idx" ON "campaign_shippings" USING btree ("company_id","confirmation_message_id") WHERE "campaign_shippings"."confirmation_message_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "campaign_shippings_company_contact_awaiting_idx" ON "campaign_shippings" USING btree ("company_id","contact_id") WHERE "campaign_shippings"."status" = 'confirmation_requested' OR ("campaign_shippings"."status" IN ('sending', 'sent', 'delivered', 'read') AND "campaign_shippings"."replied_at" IS NULL);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "campaign_pacing" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);