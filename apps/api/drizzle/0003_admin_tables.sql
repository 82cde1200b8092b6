CREATE TABLE "helps" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"video" varchar(120) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"detail" varchar(255) DEFAULT '' NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	"connections" integer DEFAULT 0 NOT NULL,
	"queues" integer DEFAULT 0 NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "queues" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"color" varchar(9) NOT NULL,
	"order_queue" integer,
	"greeting_message" text DEFAULT '' NOT NULL,
	"out_of_hours_message" text DEFAULT '' NOT NULL,
	"schedules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"close_ticket" boolean DEFAULT false NOT NULL,
	"ativar_roteador" boolean DEFAULT false NOT NULL,
	"tempo_roteador" integer DEFAULT 0 NOT NULL,
	"integration_id" integer,
	"file_list_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "queues" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_queues" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"queue_id" integer NOT NULL,
	CONSTRAINT "user_queues_company_id_user_id_queue_id_pk" PRIMARY KEY("company_id","user_id","queue_id")
);
--> statement-breakpoint
ALTER TABLE "user_queues" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "schedules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queues" ADD CONSTRAINT "queues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_queues" ADD CONSTRAINT "user_queues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_queues" ADD CONSTRAINT "user_queues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_queues" ADD CONSTRAINT "user_queues_queue_id_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_company_due_idx" ON "invoices" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "queues_company_color_unique" ON "queues" USING btree ("company_id",lower("color"));--> statement-breakpoint
CREATE INDEX "queues_company_order_idx" ON "queues" USING btree ("company_id","order_queue");--> statement-breakpoint
CREATE INDEX "user_queues_company_queue_idx" ON "user_queues" USING btree ("company_id","queue_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "invoices" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "queues" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "user_queues" AS PERMISSIVE FOR ALL TO "chatdesk_tenant" USING ("company_id" = current_setting('app.company_id')::integer) WITH CHECK ("company_id" = current_setting('app.company_id')::integer);--> statement-breakpoint
-- Companies created before this migration get the spec's default hours (08:00-12:00, 13:00-18:00).
UPDATE "companies" SET "schedules" = '[{"weekday":"Segunda-feira","weekdayEn":"monday","startTimeA":"08:00","endTimeA":"12:00","startTimeB":"13:00","endTimeB":"18:00"},{"weekday":"Terça-feira","weekdayEn":"tuesday","startTimeA":"08:00","endTimeA":"12:00","startTimeB":"13:00","endTimeB":"18:00"},{"weekday":"Quarta-feira","weekdayEn":"wednesday","startTimeA":"08:00","endTimeA":"12:00","startTimeB":"13:00","endTimeB":"18:00"},{"weekday":"Quinta-feira","weekdayEn":"thursday","startTimeA":"08:00","endTimeA":"12:00","startTimeB":"13:00","endTimeB":"18:00"},{"weekday":"Sexta-feira","weekdayEn":"friday","startTimeA":"08:00","endTimeA":"12:00","startTimeB":"13:00","endTimeB":"18:00"},{"weekday":"Sábado","weekdayEn":"saturday","startTimeA":"08:00","endTimeA":"12:00","startTimeB":"13:00","endTimeB":"18:00"},{"weekday":"Domingo","weekdayEn":"sunday","startTimeA":"08:00","endTimeA":"12:00","startTimeB":"13:00","endTimeB":"18:00"}]'::jsonb WHERE "schedules" = '[]'::jsonb;