-- Search of worker profiles (spec §2 /search, /profiles): French full-text with accents ignored,
-- plus trigram similarity for names and professions typed approximately. Prisma cannot describe
-- generated columns, text search configurations or trigram indexes, so they live here.
-- Extensions belong to the database, not to a service: they go to `public` and are always
-- called with that prefix (the services' search_path is their own schema).
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- unaccent() is only STABLE (its dictionary could change); this wrapper names the dictionary so
-- it can be IMMUTABLE and feed a generated column and an expression index.
CREATE FUNCTION "f_unaccent"(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.unaccent('public.unaccent'::regdictionary, $1);

-- French stemming on unaccented words: 'electricien' matches 'Électriciens'.
CREATE TEXT SEARCH CONFIGURATION "fr_unaccent" (COPY = pg_catalog.french);
ALTER TEXT SEARCH CONFIGURATION "fr_unaccent"
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, french_stem;

ALTER TABLE "profiles" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('fr_unaccent', coalesce("full_name", '')), 'A') ||
  setweight(to_tsvector('fr_unaccent', coalesce("profession", '')), 'A') ||
  setweight(to_tsvector('fr_unaccent', coalesce("category", '')), 'B') ||
  setweight(to_tsvector('fr_unaccent', coalesce("description", '')), 'C')
) STORED;

CREATE INDEX "profiles_search_vector_idx" ON "profiles" USING gin ("search_vector");

-- Trigram similarity on name and profession, lower-cased and unaccented.
CREATE INDEX "profiles_name_profession_trgm_idx" ON "profiles"
  USING gin ("f_unaccent"(lower("full_name" || ' ' || coalesce("profession", ''))) public.gin_trgm_ops);

-- Directory listings: workers by price (sorts and the max-price filter).
CREATE INDEX "profiles_type_price_idx" ON "profiles" ("type", "price");
