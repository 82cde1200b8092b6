CREATE TABLE "payment_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"external_id" varchar(200) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_charges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"event_id" varchar(200) NOT NULL,
	"charge_id" integer,
	"outcome" varchar(20) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_certificates" (
	"ref" varchar(20) PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"valid_until" timestamp with time zone,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "recurrence" varchar(20) DEFAULT 'MENSAL' NOT NULL;--> statement-breakpoint
UPDATE "invoices" AS "i" SET "period" = ("i"."due_date" AT TIME ZONE "c"."timezone")::date FROM "companies" AS "c" WHERE "c"."id" = "i"."company_id" AND "i"."id" = (SELECT min("j"."id") FROM "invoices" AS "j" WHERE "j"."company_id" = "i"."company_id" AND ("j"."due_date" AT TIME ZONE "c"."timezone")::date = ("i"."due_date" AT TIME ZONE "c"."timezone")::date);--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_charge_id_payment_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."payment_charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_charges_provider_external_unique" ON "payment_charges" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "payment_charges_invoice_idx" ON "payment_charges" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_charges_company_idx" ON "payment_charges" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_unique" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_period_unique" ON "invoices" USING btree ("company_id","period");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payment_charges" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);