-- Campaigns and their daily figures name any promoted item: a job offer, a worker's profile or a
-- store product (owned by other services, so no foreign key; the label is kept for the list).
ALTER TABLE "job_campaigns" RENAME TO "promotion_campaigns";
ALTER TABLE "promotion_campaigns" RENAME CONSTRAINT "job_campaigns_pkey" TO "promotion_campaigns_pkey";
ALTER TABLE "promotion_campaigns" RENAME CONSTRAINT "job_campaigns_dates_check" TO "promotion_campaigns_dates_check";
ALTER TABLE "promotion_campaigns" DROP CONSTRAINT "job_campaigns_job_id_fkey";
DROP INDEX "job_campaigns_job_id_ends_on_idx";
ALTER TABLE "promotion_campaigns" RENAME COLUMN "job_id" TO "item_id";
ALTER TABLE "promotion_campaigns"
  ADD COLUMN "item_type" TEXT NOT NULL DEFAULT 'job',
  ADD COLUMN "item_label" TEXT,
  ADD COLUMN "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  ADD CONSTRAINT "promotion_campaigns_item_type_check" CHECK ("item_type" IN ('job', 'profile', 'product'));
ALTER TABLE "promotion_campaigns" ALTER COLUMN "item_type" DROP DEFAULT;
UPDATE "promotion_campaigns" c SET "item_label" = j."title" FROM "job_offers" j WHERE j."id" = c."item_id";
CREATE INDEX "promotion_campaigns_item_type_item_id_ends_on_idx" ON "promotion_campaigns"("item_type", "item_id", "ends_on");

ALTER TABLE "promotion_daily_stats" RENAME COLUMN "job_id" TO "item_id";
ALTER TABLE "promotion_daily_stats" ADD COLUMN "item_type" TEXT NOT NULL DEFAULT 'job';
ALTER TABLE "promotion_daily_stats" ALTER COLUMN "item_type" DROP DEFAULT;
ALTER TABLE "promotion_daily_stats" DROP CONSTRAINT "promotion_daily_stats_pkey";
ALTER TABLE "promotion_daily_stats" ADD CONSTRAINT "promotion_daily_stats_pkey" PRIMARY KEY ("day", "item_type", "item_id");
