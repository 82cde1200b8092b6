-- Search support for contact names (and later message bodies): trigram matching, accent folding,
-- and btree_gin so that a trigram GIN index can start with company_id like every tenant index.
-- All three are trusted extensions: a database owner without superuser may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;--> statement-breakpoint
-- unaccent() is STABLE (it reads a dictionary chosen by search_path), so it cannot appear in an
-- index. Naming the dictionary and schema explicitly makes the result fixed: IMMUTABLE is honest.
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
