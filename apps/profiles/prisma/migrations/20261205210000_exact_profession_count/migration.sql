-- A text of several words that is a worker's whole profession ('peintre en bâtiment', as `name_key`
-- writes it) is counted from its workers first, as a full name is (20261205110000): when more than the
-- search's cap of 1,000 have it, so do the text's matches, and the two posting lists of its words
-- (32,000 'peintr' and as many 'bat' among a million) are not intersected for a count that stops at
-- the cap. The profession is included so that the count reads the index alone.
CREATE INDEX "profiles_listed_workers_profession_key_idx"
  ON "profiles" ("name_key"("profession"))
  INCLUDE ("profession")
  WHERE "type" = 'worker' AND "confirmed_at" IS NOT NULL;
