-- Substring search that can use the trigram indexes under row-level security. A policy makes
-- PostgreSQL apply its own condition before any non-leakproof one, and LIKE is not leakproof, so
-- a tenant's `name LIKE '%x%'` reads every row of the company through the index's company_id
-- column instead of searching the trigrams. These functions run as the tables' owner (no policy)
-- and take the company from the transaction's app.company_id, never from an argument: a tenant
-- still reads only its own rows, and a missing company still fails loudly.
CREATE OR REPLACE FUNCTION public.tenant_contacts_matching(term text, digits text)
  RETURNS SETOF integer
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
  AS $$
    SELECT c.id FROM public.contacts c
     WHERE c.company_id = current_setting('app.company_id')::integer
       AND public.f_unaccent(lower(c.name)) LIKE public.f_unaccent(lower(term))
    UNION
    SELECT c.id FROM public.contacts c
     WHERE digits <> ''
       AND c.company_id = current_setting('app.company_id')::integer
       AND c.number LIKE digits
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.tenant_message_tickets_matching(term text)
  RETURNS SETOF integer
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
  AS $$
    SELECT DISTINCT m.ticket_id FROM public.messages m
     WHERE m.company_id = current_setting('app.company_id')::integer
       AND public.f_unaccent(lower(m.body)) LIKE public.f_unaccent(lower(term))
  $$;--> statement-breakpoint
REVOKE ALL ON FUNCTION public.tenant_contacts_matching(text, text) FROM PUBLIC;--> statement-breakpoint
REVOKE ALL ON FUNCTION public.tenant_message_tickets_matching(text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.tenant_contacts_matching(text, text) TO chatdesk_tenant;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.tenant_message_tickets_matching(text) TO chatdesk_tenant;
