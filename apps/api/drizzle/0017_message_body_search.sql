DROP INDEX "messages_company_body_trgm_idx";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "body_search" text GENERATED ALWAYS AS (public.f_unaccent(lower(body))) STORED;--> statement-breakpoint
CREATE INDEX "messages_company_body_trgm_idx" ON "messages" USING gin ("company_id","body_search" gin_trgm_ops);--> statement-breakpoint
-- The search functions compare with the pattern normalised once (a scalar sub-select: an init plan,
-- not a call per candidate row), and messages through the stored column.
CREATE OR REPLACE FUNCTION public.tenant_message_tickets_matching(term text)
  RETURNS SETOF integer
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
  AS $$
    SELECT DISTINCT m.ticket_id FROM public.messages m
     WHERE m.company_id = current_setting('app.company_id')::integer
       AND m.body_search LIKE (SELECT public.f_unaccent(lower(term)))
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.tenant_contacts_matching(term text, digits text)
  RETURNS SETOF integer
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
  AS $$
    SELECT c.id FROM public.contacts c
     WHERE c.company_id = current_setting('app.company_id')::integer
       AND public.f_unaccent(lower(c.name)) LIKE (SELECT public.f_unaccent(lower(term)))
    UNION
    SELECT c.id FROM public.contacts c
     WHERE digits <> ''
       AND c.company_id = current_setting('app.company_id')::integer
       AND c.number LIKE digits
  $$;
