DROP INDEX "meta_channel_accounts_external_unique";--> statement-breakpoint
ALTER TABLE "meta_channel_accounts" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "meta_channel_accounts_external_idx" ON "meta_channel_accounts" USING btree ("channel","external_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meta_channel_accounts_external_unique" ON "meta_channel_accounts" USING btree ("channel","external_account_id") WHERE "meta_channel_accounts"."verified_at" is not null;