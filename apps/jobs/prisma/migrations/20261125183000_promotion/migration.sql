-- Boosts offered by an admin have no ledger spend: the spend becomes optional and each boost gets its own id.
ALTER TABLE "job_boosts" DROP CONSTRAINT "job_boosts_pkey";
ALTER TABLE "job_boosts" ADD COLUMN "id" UUID NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE "job_boosts" ADD CONSTRAINT "job_boosts_pkey" PRIMARY KEY ("id");
ALTER TABLE "job_boosts" ALTER COLUMN "transaction_id" DROP NOT NULL;
CREATE UNIQUE INDEX "job_boosts_transaction_id_key" ON "job_boosts"("transaction_id");

ALTER TABLE "job_boosts" ADD COLUMN "paid_by" UUID;
ALTER TABLE "job_boosts" ADD COLUMN "credits" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "job_boosts" ADD COLUMN "granted_by" UUID;
ALTER TABLE "job_boosts" ADD COLUMN "grant_key" TEXT;
ALTER TABLE "job_boosts" ADD COLUMN "ended_early_at" TIMESTAMPTZ(3);
CREATE UNIQUE INDEX "job_boosts_grant_key_key" ON "job_boosts"("grant_key");
CREATE INDEX "job_boosts_created_at_idx" ON "job_boosts"("created_at" DESC, "id" DESC);

-- Boosts paid before this migration: their employer paid the price of the time (100 credits).
UPDATE "job_boosts" b SET "paid_by" = j."employer_id", "credits" = 100
FROM "job_offers" j WHERE j."id" = b."job_id" AND b."boosted_until" IS NOT NULL;

-- CreateTable
CREATE TABLE "job_campaigns" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "job_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "budget_fcfa" INTEGER NOT NULL,
    "starts_on" DATE NOT NULL,
    "ends_on" DATE NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_campaigns_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "job_campaigns_dates_check" CHECK ("ends_on" >= "starts_on")
);
CREATE INDEX "job_campaigns_job_id_ends_on_idx" ON "job_campaigns"("job_id", "ends_on");
ALTER TABLE "job_campaigns" ADD CONSTRAINT "job_campaigns_job_id_fkey" FOREIGN KEY ("job_id")
  REFERENCES "job_offers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "promotion_daily_stats" (
    "day" DATE NOT NULL,
    "job_id" UUID NOT NULL,
    "impressions" INTEGER NOT NULL DEFAULT 0,
    "clicks" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "promotion_daily_stats_pkey" PRIMARY KEY ("day", "job_id")
);

-- CreateTable
CREATE TABLE "promotion_flushes" (
    "counter_key" TEXT NOT NULL,
    "flushed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promotion_flushes_pkey" PRIMARY KEY ("counter_key")
);
CREATE INDEX "promotion_flushes_flushed_at_idx" ON "promotion_flushes"("flushed_at");
