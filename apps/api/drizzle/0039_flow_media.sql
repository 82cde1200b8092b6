CREATE TABLE "flow_media" (
	"company_id" integer NOT NULL,
	"name" varchar(64) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"original_name" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_media_company_id_name_pk" PRIMARY KEY("company_id","name")
);
--> statement-breakpoint
ALTER TABLE "flow_media" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "flow_media" ADD CONSTRAINT "flow_media_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "flow_media" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);