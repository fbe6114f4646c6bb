-- A worker whose full name is the searched text comes first ('Fatou Sarr' before 'Sarr Fatou' and
-- 'Fatou Sarr Diop'). Names are compared as the search reads a text (`searchWords`: lower-case,
-- unaccented, every run of other characters one space), so 'El-Hadji Niang' is 'el hadji niang'.
CREATE FUNCTION "name_key"(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN btrim(regexp_replace("f_unaccent"(lower($1)), '[^a-z0-9]+', ' ', 'g'));

-- The listed workers by full name, each name in the search's stored order (20261128210000): an
-- exact name's first page is its first rows, and its workers are counted from the index alone,
-- instead of intersecting two long posting lists of first and last names (33,000 Moussa and 42,000
-- Mbaye among a million) and reading every match. The name itself is included: Postgres reads an
-- index alone only when it holds the columns its expressions are made of.
CREATE INDEX "profiles_listed_workers_name_order_idx"
  ON "profiles" ("name_key"("full_name"), "availability_rank", "quality" DESC, "created_at" DESC, "id")
  INCLUDE ("full_name")
  WHERE "type" = 'worker' AND "confirmed_at" IS NOT NULL;
