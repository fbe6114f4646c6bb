-- The assistant's answers (issue 15): knowledge entries, training documents and their passages,
-- the question log, and French full-text search over the FAQ and the passages. Prisma cannot
-- describe generated columns, text search configurations or trigram indexes, so they live here.
-- Extensions belong to the database: they go to `public` and are called with that prefix.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- CreateEnum
CREATE TYPE "KnowledgeRole" AS ENUM ('public', 'worker', 'employer', 'admin');

-- CreateEnum
CREATE TYPE "DocumentStatus" AS ENUM ('pending', 'extracting', 'indexing', 'ready', 'failed');

-- CreateTable
CREATE TABLE "knowledge_entries" (
    "id" UUID NOT NULL,
    "keywords" TEXT[],
    "response_template" TEXT NOT NULL,
    "required_role" "KnowledgeRole" NOT NULL DEFAULT 'public',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "knowledge_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "training_documents" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "status" "DocumentStatus" NOT NULL DEFAULT 'pending',
    "error" TEXT,
    "uploaded_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "training_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_passages" (
    "id" UUID NOT NULL,
    "document_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "content" TEXT NOT NULL,

    CONSTRAINT "document_passages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "question_log" (
    "id" UUID NOT NULL,
    "question" TEXT NOT NULL,
    "normalized" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "user_id" UUID,
    "source_kind" TEXT,
    "source_id" TEXT,
    "latency_ms" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "question_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "search_words" (
    "word" TEXT NOT NULL,

    CONSTRAINT "search_words_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "knowledge_entries_created_at_idx" ON "knowledge_entries"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "training_documents_sha256_key" ON "training_documents"("sha256");

-- CreateIndex
CREATE UNIQUE INDEX "document_passages_document_id_position_key" ON "document_passages"("document_id", "position");

-- CreateIndex
CREATE INDEX "question_log_created_at_idx" ON "question_log"("created_at");

-- CreateIndex
CREATE INDEX "question_log_normalized_idx" ON "question_log"("normalized");

-- AddForeignKey
ALTER TABLE "document_passages" ADD CONSTRAINT "document_passages_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "training_documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- unaccent() is only STABLE; naming the dictionary makes this wrapper IMMUTABLE, so it can feed
-- generated columns and expression indexes.
CREATE FUNCTION "f_unaccent"(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.unaccent('public.unaccent'::regdictionary, $1);

-- French stemming on unaccented words: 'credit' finds 'crédits', 'publie' finds 'publier'.
CREATE TEXT SEARCH CONFIGURATION "fr_unaccent" (COPY = pg_catalog.french);
ALTER TEXT SEARCH CONFIGURATION "fr_unaccent"
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, french_stem;

ALTER TABLE "faqs" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('fr_unaccent', "question"), 'A') ||
  setweight(to_tsvector('fr_unaccent', "answer"), 'C')
) STORED;
CREATE INDEX "faqs_search_vector_idx" ON "faqs" USING gin ("search_vector");

ALTER TABLE "document_passages" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('fr_unaccent', "content")
) STORED;
CREATE INDEX "document_passages_search_vector_idx" ON "document_passages" USING gin ("search_vector");

-- Typo correction: the closest known word by trigram similarity.
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" public.gin_trgm_ops);
