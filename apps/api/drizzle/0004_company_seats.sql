ALTER TABLE "companies" ADD COLUMN "number_attendants" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "number_conections" integer DEFAULT 1 NOT NULL;