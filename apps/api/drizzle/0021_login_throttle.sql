-- Login attempts are counted per fixed window in one counter row per (e-mail, IP) pair, e-mail and
-- IP, reserved by one upsert before the password is verified (see modules/auth/login-throttle.ts).
-- Login failures no longer go to auth_attempts; the old rows are dropped here.
CREATE TABLE "login_throttle" (
	"scope" varchar(10) NOT NULL,
	"email" varchar(254) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_throttle_scope_email_ip_pk" PRIMARY KEY("scope","email","ip")
);
--> statement-breakpoint
CREATE INDEX "login_throttle_email_idx" ON "login_throttle" USING btree ("email");--> statement-breakpoint
CREATE INDEX "login_throttle_window_ends_at_idx" ON "login_throttle" USING btree ("window_ends_at");--> statement-breakpoint
DELETE FROM "auth_attempts" WHERE "action" = 'login-failure';
