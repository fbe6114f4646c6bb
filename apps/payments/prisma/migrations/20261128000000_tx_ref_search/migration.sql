-- /admin/payments finds a payment by any part of its reference (case ignored): without this
-- index every search read all the payments.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE INDEX "payment_intents_tx_ref_trgm_idx" ON "payment_intents" USING gin ("tx_ref" public.gin_trgm_ops);
