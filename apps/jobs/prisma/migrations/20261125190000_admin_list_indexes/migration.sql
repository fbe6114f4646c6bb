-- /admin/jobs pages through every offer (newest first or by title) and searches titles and
-- employers' names, accents and case ignored.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE INDEX "job_offers_created_at_id_idx" ON "job_offers" ("created_at" DESC, "id" DESC);
CREATE INDEX "job_offers_title_id_idx" ON "job_offers" ("title", "id" DESC);
CREATE INDEX "job_offers_title_trgm_idx" ON "job_offers"
  USING gin ("f_unaccent"(lower("title")) public.gin_trgm_ops);
CREATE INDEX "employers_full_name_trgm_idx" ON "employers"
  USING gin ("f_unaccent"(lower("full_name")) public.gin_trgm_ops);
