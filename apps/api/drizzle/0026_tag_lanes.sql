ALTER TABLE "tags" ADD COLUMN "time_lane" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "next_lane_id" integer;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "rollback_lane_id" integer;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "greeting_message_lane" text;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_next_lane_id_tags_id_fk" FOREIGN KEY ("next_lane_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_rollback_lane_id_tags_id_fk" FOREIGN KEY ("rollback_lane_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_lane_not_self" CHECK ("tags"."next_lane_id" <> "tags"."id" and "tags"."rollback_lane_id" <> "tags"."id");--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_time_lane_range" CHECK ("tags"."time_lane" between 0 and 8760);