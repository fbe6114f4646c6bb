-- The directory lists boosted profiles first, then the newest: the few rows with a boost are found
-- through this partial index instead of a scan of every profile (Prisma cannot describe a partial
-- index, so it lives here).
CREATE INDEX "profiles_boosted_until_idx" ON "profiles" ("boosted_until") WHERE "boosted_until" IS NOT NULL;
