-- /admin/payments pages through every payment, newest first.
CREATE INDEX "payment_intents_created_at_id_idx" ON "payment_intents" ("created_at" DESC, "id" DESC);
