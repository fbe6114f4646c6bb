-- Search relevance (issue 20). A misspelt or inflected word ('plombié', 'coiffeuses', 'menusier')
-- is corrected against the vocabulary of names, professions and categories before the full-text
-- search runs: trigram similarity over a few thousand distinct words instead of over every profile,
-- so the typo tolerance costs the same on a million profiles as on a hundred. Synonyms map what
-- employers type ('taxi', 'garde d''enfants') to the trades as workers name them.

-- The words of a text as the search compares them: lower-case, unaccented, split on anything that
-- is not a letter or a digit ('Peintre en bâtiment' → peintre, en, batiment).
CREATE FUNCTION "search_words"(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
BEGIN ATOMIC
  SELECT w FROM regexp_split_to_table(lower(profiles.f_unaccent($1)), '[^a-z0-9]+') AS w WHERE length(w) >= 2;
END;

-- Every word of a listed name, profession or category, ever: a word whose profiles are gone stays
-- (it then only corrects to a word that finds nothing, which the search tolerates).
CREATE TABLE "search_vocabulary" (
  "word" TEXT NOT NULL,
  CONSTRAINT "search_vocabulary_pkey" PRIMARY KEY ("word")
);
-- Nearest words by trigram distance (KNN `<->`), for the correction of each word of a query.
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gist ("word" public.gist_trgm_ops);

-- What employers type → the words of the trade they mean. Both sides are written as the search
-- normalises a query (search_words, French stop words left out); a term may have several
-- expansions, each an alternative. Admins extend it with rows of their own.
CREATE TABLE "search_synonyms" (
  "term" TEXT NOT NULL,
  "expansion" TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "search_synonyms_pkey" PRIMARY KEY ("term", "expansion")
);

INSERT INTO "search_synonyms" ("term", "expansion") VALUES
  ('peinture', 'peintre'),
  ('dev', 'developpeur'),
  ('dev web', 'developpeur web'),
  ('developpeuse', 'developpeur'),
  ('programmeur', 'developpeur'),
  ('informaticien', 'developpeur'),
  ('site web', 'developpeur web'),
  ('site internet', 'developpeur web'),
  ('garde enfants', 'nounou'),
  ('garde enfant', 'nounou'),
  ('baby sitter', 'nounou'),
  ('babysitter', 'nounou'),
  ('nourrice', 'nounou'),
  ('taxi', 'chauffeur vtc'),
  ('taximan', 'chauffeur vtc'),
  ('yango', 'chauffeur vtc'),
  ('heetch', 'chauffeur vtc'),
  ('conducteur', 'chauffeur'),
  ('electricite', 'electricien'),
  ('plomberie', 'plombier'),
  ('menuiserie', 'menuisier'),
  ('maconnerie', 'macon'),
  ('couture', 'couturier'),
  ('coiffure', 'coiffeur'),
  ('tresses', 'coiffeur'),
  ('menage', 'menagere'),
  ('femme menage', 'menagere'),
  ('domestique', 'menagere'),
  ('cuisine', 'cuisinier'),
  ('traiteur', 'cuisinier'),
  ('livraison', 'livreur'),
  ('coursier', 'livreur'),
  ('photo', 'photographe'),
  ('graphiste', 'infographiste'),
  ('design graphique', 'infographiste'),
  ('reseaux sociaux', 'community manager'),
  ('cm', 'community manager'),
  ('immobilier', 'agent immobilier'),
  ('soins', 'infirmier'),
  ('soins', 'aide soignant'),
  ('infirmiere', 'infirmier'),
  ('sport', 'coach sportif'),
  ('btp', 'chef chantier'),
  ('btp', 'macon'),
  ('soudure', 'soudeur'),
  ('mecanique', 'mecanicien'),
  ('garagiste', 'mecanicien'),
  ('climatisation', 'frigoriste'),
  ('clim', 'frigoriste'),
  ('jardinage', 'jardinier');

-- Learnt from every insert in one statement (a bulk load runs it once) and from each change of the
-- columns it reads (a row trigger: the counters' updates never fire it).
CREATE FUNCTION "learn_search_words_of_new_rows"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles.search_vocabulary (word)
  SELECT DISTINCT w FROM new_rows n,
    profiles.search_words(concat_ws(' ', n.full_name, n.profession, n.category)) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE FUNCTION "learn_search_words_of_row"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles.search_vocabulary (word)
  SELECT DISTINCT w FROM profiles.search_words(concat_ws(' ', NEW.full_name, NEW.profession, NEW.category)) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER "profiles_learn_search_words_on_insert" AFTER INSERT ON "profiles"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "learn_search_words_of_new_rows"();
CREATE TRIGGER "profiles_learn_search_words_on_update" AFTER UPDATE OF "full_name", "profession", "category" ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "learn_search_words_of_row"();

-- The vocabulary of the profiles already there, of the trades catalogue and of the synonyms.
INSERT INTO "search_vocabulary" ("word")
SELECT DISTINCT w FROM (
  SELECT concat_ws(' ', full_name, profession, category) AS t FROM "profiles"
  UNION ALL SELECT name FROM "trades"
  UNION ALL SELECT expansion FROM "search_synonyms"
) texts, "search_words"(texts.t) AS w
ON CONFLICT DO NOTHING;

-- The whole-row trigram match is replaced by the vocabulary: its index only slowed the writes.
DROP INDEX "profiles_name_profession_trgm_idx";
