-- /admin/users, and the people search behind /admin/payments, find a member by part of a name with
-- LIKE on this expression (admin-profiles.repository.ts): without its trigram index every search
-- read all profiles. 20261126010000_search_relevance dropped it as the worker search's; it is the
-- admin lists' too.
CREATE INDEX IF NOT EXISTS "profiles_name_profession_trgm_idx" ON "profiles"
  USING gin ("f_unaccent"(lower("full_name" || ' ' || coalesce("profession", ''))) public.gin_trgm_ops);
