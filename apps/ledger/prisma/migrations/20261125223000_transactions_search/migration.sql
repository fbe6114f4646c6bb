-- /admin/payments 'Transactions' searches the descriptions (case ignored) and the movements of the
-- people the gateway found by name or e-mail.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE INDEX "journal_transactions_description_trgm_idx" ON "journal_transactions"
  USING gin (lower("description") public.gin_trgm_ops);
