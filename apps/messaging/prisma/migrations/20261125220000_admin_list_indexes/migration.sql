-- /admin/messages pages through the contact messages (newest first, or unread first) and searches
-- their name, e-mail, subject and message, accents and case ignored. Extensions go to `public`
-- (they belong to the database, not to a service) and are called with that prefix.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes this
-- wrapper IMMUTABLE, so it can feed an expression index.
CREATE FUNCTION "f_unaccent"(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.unaccent('public.unaccent'::regdictionary, $1);

DROP INDEX "contact_messages_created_at_idx";
CREATE INDEX "contact_messages_created_at_id_idx" ON "contact_messages" ("created_at" DESC, "id" DESC);
-- Also counts the unread messages.
CREATE INDEX "contact_messages_is_read_created_at_id_idx" ON "contact_messages"
  ("is_read", "created_at" DESC, "id" DESC);
-- One GIN index over the four columns: each column's condition of the OR scans it.
CREATE INDEX "contact_messages_search_trgm_idx" ON "contact_messages" USING gin (
  "f_unaccent"(lower("name")) public.gin_trgm_ops,
  "f_unaccent"(lower("email")) public.gin_trgm_ops,
  "f_unaccent"(lower("subject")) public.gin_trgm_ops,
  "f_unaccent"(lower("message")) public.gin_trgm_ops
);
