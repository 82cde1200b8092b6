-- A company's time zone decides which rows fall on which day of its dashboard and reports, whose
-- answers are kept under the company's version (modules/dashboard/insight-answer-cache.ts): changing
-- it moves the version as a change of the company's data does (0018).
CREATE FUNCTION notify_company_timezone_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_company_change(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_timezone_notify_change AFTER UPDATE OF timezone ON companies
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION notify_company_timezone_change();
