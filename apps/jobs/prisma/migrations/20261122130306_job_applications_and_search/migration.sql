-- CreateEnum
CREATE TYPE "ApplicationStatus" AS ENUM ('PENDING', 'SHORTLISTED', 'ACCEPTED', 'DECLINED');

-- DropIndex
DROP INDEX "job_offers_employer_id_idx";

-- DropIndex
DROP INDEX "job_offers_is_active_created_at_idx";

-- AlterTable
ALTER TABLE "job_offers" ADD COLUMN     "boosted_until" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "employers" (
    "id" UUID NOT NULL,
    "full_name" TEXT NOT NULL,

    CONSTRAINT "employers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_applications" (
    "id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "worker_id" UUID NOT NULL,
    "message" TEXT,
    "status" "ApplicationStatus" NOT NULL DEFAULT 'PENDING',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "job_applications_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "job_applications_worker_id_created_at_idx" ON "job_applications"("worker_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "job_applications_job_id_worker_id_key" ON "job_applications"("job_id", "worker_id");

-- CreateIndex
CREATE INDEX "job_offers_is_active_created_at_id_idx" ON "job_offers"("is_active", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "job_offers_is_active_boosted_until_idx" ON "job_offers"("is_active", "boosted_until");

-- CreateIndex
CREATE INDEX "job_offers_employer_id_created_at_idx" ON "job_offers"("employer_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "job_offers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Job board search (spec §2 /jobs): French full-text with accents ignored on title, category,
-- location and description. Prisma cannot describe generated columns or text search
-- configurations, so they live here. The extension belongs to the database and goes to `public`
-- (the profiles migration creates it too; either may run first); the immutable wrapper and the
-- configuration belong to this schema.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

-- unaccent() is only STABLE (its dictionary could change); naming the dictionary lets this wrapper
-- be IMMUTABLE, so it can feed a generated column and the location filter.
CREATE FUNCTION "f_unaccent"(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.unaccent('public.unaccent'::regdictionary, $1);

-- French stemming on unaccented words: 'electricien' matches 'Électriciens'.
CREATE TEXT SEARCH CONFIGURATION "fr_unaccent" (COPY = pg_catalog.french);
ALTER TEXT SEARCH CONFIGURATION "fr_unaccent"
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, french_stem;

ALTER TABLE "job_offers" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('fr_unaccent', "title"), 'A') ||
  setweight(to_tsvector('fr_unaccent', "category"), 'B') ||
  setweight(to_tsvector('fr_unaccent', "location"), 'B') ||
  setweight(to_tsvector('fr_unaccent', "description"), 'C')
) STORED;

CREATE INDEX "job_offers_search_vector_idx" ON "job_offers" USING gin ("search_vector");
