ALTER TABLE "whatsapps" ADD COLUMN "token_digest" varchar(64);--> statement-breakpoint
ALTER TABLE "whatsapps" ADD COLUMN "token_sealed" text;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapps_token_digest_unique" ON "whatsapps" USING btree ("token_digest");