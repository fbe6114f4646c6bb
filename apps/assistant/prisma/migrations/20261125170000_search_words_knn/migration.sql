-- Typo correction asks for the nearest known word (trigram distance, `<->`): a GiST index answers
-- that by walking the tree (KNN), where the GIN index made Postgres score every word.
DROP INDEX "search_words_trgm_idx";
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" public.gist_trgm_ops);
