-- Job board search relevance (issue 20), as the worker search does it: a misspelt word
-- ('menusier', 'chaufeur') is corrected against the vocabulary of the offers' titles, categories,
-- places and employers before the full-text search runs, so the tolerance costs the same on a
-- million offers as on a hundred. The employer's name is searched too: it is copied onto each
-- offer (a generated column cannot read another table), kept by the triggers below. A salary
-- written as text ('150 000 F CFA par mois') gets its amount, for the salary filter.

-- The words of a text as the search compares them: lower-case, unaccented, split on anything that
-- is not a letter or a digit.
CREATE FUNCTION "search_words"(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
BEGIN ATOMIC
  SELECT w FROM regexp_split_to_table(lower(jobs.f_unaccent($1)), '[^a-z0-9]+') AS w WHERE length(w) >= 2;
END;

-- The first amount written in a salary, its digits grouped by spaces (narrow or not) or dots
-- ('150.000 F'); null
-- when there is none ('À négocier').
CREATE FUNCTION "salary_amount"(text) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN left(regexp_replace(substring($1 FROM '[0-9][0-9 .\u00a0\u202f]*'), '[^0-9]', '', 'g'), 15)::bigint;

ALTER TABLE "job_offers" ADD COLUMN "employer_name" TEXT NOT NULL DEFAULT '';
UPDATE "job_offers" j SET "employer_name" = e."full_name" FROM "employers" e WHERE e."id" = j."employer_id";

ALTER TABLE "job_offers" ADD COLUMN "salary_amount" BIGINT GENERATED ALWAYS AS ("salary_amount"("salary")) STORED;
CREATE INDEX "job_offers_salary_amount_idx" ON "job_offers" ("salary_amount") WHERE "is_active";

-- The title first (A), then what the offer is and where and for whom (B), then its text (C).
DROP INDEX "job_offers_search_vector_idx";
ALTER TABLE "job_offers" DROP COLUMN "search_vector";
ALTER TABLE "job_offers" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('fr_unaccent', "title"), 'A') ||
  setweight(to_tsvector('fr_unaccent', "category"), 'B') ||
  setweight(to_tsvector('fr_unaccent', "location"), 'B') ||
  setweight(to_tsvector('fr_unaccent', "employer_name"), 'B') ||
  setweight(to_tsvector('fr_unaccent', "description"), 'C')
) STORED;
CREATE INDEX "job_offers_search_vector_idx" ON "job_offers" USING gin ("search_vector");

-- A new offer carries its employer's name; a renamed employer's offers follow.
CREATE FUNCTION "copy_employer_name"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.employer_name := coalesce((SELECT e.full_name FROM jobs.employers e WHERE e.id = NEW.employer_id), '');
  RETURN NEW;
END $$;
CREATE TRIGGER "job_offers_copy_employer_name" BEFORE INSERT OR UPDATE OF "employer_id" ON "job_offers"
  FOR EACH ROW EXECUTE FUNCTION "copy_employer_name"();

CREATE FUNCTION "spread_employer_name"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs.job_offers SET employer_name = NEW.full_name
  WHERE employer_id = NEW.id AND employer_name IS DISTINCT FROM NEW.full_name;
  RETURN NULL;
END $$;
CREATE TRIGGER "employers_spread_name" AFTER INSERT OR UPDATE OF "full_name" ON "employers"
  FOR EACH ROW EXECUTE FUNCTION "spread_employer_name"();

-- Every word of an offer's title, category, place or employer, ever (a word whose offers are gone
-- stays: it then only corrects to a word that finds nothing, which the search tolerates).
CREATE TABLE "search_vocabulary" (
  "word" TEXT NOT NULL,
  CONSTRAINT "search_vocabulary_pkey" PRIMARY KEY ("word")
);
-- Nearest words by trigram distance (KNN `<->`), for the correction of each word of a query.
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gist ("word" public.gist_trgm_ops);

-- Learnt from every insert in one statement (a bulk load runs it once) and from each change of the
-- columns it reads.
CREATE FUNCTION "learn_search_words_of_new_rows"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs.search_vocabulary (word)
  SELECT DISTINCT w FROM new_rows n,
    jobs.search_words(concat_ws(' ', n.title, n.category, n.location, n.employer_name)) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE FUNCTION "learn_search_words_of_row"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs.search_vocabulary (word)
  SELECT DISTINCT w FROM jobs.search_words(concat_ws(' ', NEW.title, NEW.category, NEW.location, NEW.employer_name)) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER "job_offers_learn_search_words_on_insert" AFTER INSERT ON "job_offers"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "learn_search_words_of_new_rows"();
CREATE TRIGGER "job_offers_learn_search_words_on_update"
  AFTER UPDATE OF "title", "category", "location", "employer_name" ON "job_offers"
  FOR EACH ROW EXECUTE FUNCTION "learn_search_words_of_row"();

INSERT INTO "search_vocabulary" ("word")
SELECT DISTINCT w FROM "job_offers" j,
  "search_words"(concat_ws(' ', j."title", j."category", j."location", j."employer_name")) AS w
ON CONFLICT DO NOTHING;
