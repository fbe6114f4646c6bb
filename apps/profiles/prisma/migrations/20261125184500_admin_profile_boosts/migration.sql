-- Boosts offered by an admin have no ledger spend: the spend becomes optional and each boost gets its own id.
ALTER TABLE "profile_boosts" DROP CONSTRAINT "profile_boosts_pkey";
ALTER TABLE "profile_boosts" ADD COLUMN "id" UUID NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE "profile_boosts" ADD CONSTRAINT "profile_boosts_pkey" PRIMARY KEY ("id");
ALTER TABLE "profile_boosts" ALTER COLUMN "transaction_id" DROP NOT NULL;
CREATE UNIQUE INDEX "profile_boosts_transaction_id_key" ON "profile_boosts"("transaction_id");

ALTER TABLE "profile_boosts" ADD COLUMN "credits" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "profile_boosts" ADD COLUMN "granted_by" UUID;
ALTER TABLE "profile_boosts" ADD COLUMN "grant_key" TEXT;
ALTER TABLE "profile_boosts" ADD COLUMN "ended_early_at" TIMESTAMPTZ(3);
CREATE UNIQUE INDEX "profile_boosts_grant_key_key" ON "profile_boosts"("grant_key");
CREATE INDEX "profile_boosts_created_at_idx" ON "profile_boosts"("created_at" DESC, "id" DESC);

-- Boosts paid before this migration: the worker paid the price of the time (50 credits).
UPDATE "profile_boosts" SET "credits" = 50 WHERE "boosted_until" IS NOT NULL;
