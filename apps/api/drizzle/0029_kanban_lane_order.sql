DROP INDEX "ticket_tags_company_tag_idx";--> statement-breakpoint
CREATE INDEX "ticket_tags_company_tag_created_idx" ON "ticket_tags" USING btree ("company_id","tag_id","created_at","ticket_id");