-- The search's stored order (20261128210000) within a locality: a trade near a town far from Dakar
-- ('infirmière Touba') reads the workers of the few localities near it in that order, merged,
-- instead of ranking every worker of the trade.
CREATE INDEX "profiles_listed_workers_locality_order_idx"
  ON "profiles" ("locality_id", "availability_rank", "quality" DESC, "created_at" DESC, "id")
  WHERE "type" = 'worker' AND "confirmed_at" IS NOT NULL;

-- The full text of the sponsored workers alone: a trade's sponsored matches (a few dozen) are found
-- without visiting each of the thousands of boosted workers (7 ms → 0.4 ms at a million profiles).
CREATE INDEX "profiles_boosted_search_vector_idx" ON "profiles" USING gin ("search_vector")
  WHERE "boosted_until" IS NOT NULL AND "type" = 'worker' AND "confirmed_at" IS NOT NULL;
