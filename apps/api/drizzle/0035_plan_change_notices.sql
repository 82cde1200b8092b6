-- A company's plan flags decide which plan-gated routes it may call (platform/auth/plan-features.ts),
-- which keeps them under the company's version (0018): editing a plan moves the version of every
-- company on it, and a company's change of plan moves its own, as a change of its data does.
CREATE FUNCTION notify_plan_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_company_change(c.id) FROM companies c WHERE c.plan_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER plans_notify_change AFTER UPDATE ON plans
  FOR EACH ROW EXECUTE FUNCTION notify_plan_change();--> statement-breakpoint
-- 0032's function notes the updated company's change (NEW.id), whichever column moved.
CREATE TRIGGER companies_plan_notify_change AFTER UPDATE OF plan_id ON companies
  FOR EACH ROW WHEN (OLD.plan_id IS DISTINCT FROM NEW.plan_id) EXECUTE FUNCTION notify_company_timezone_change();
