-- The dates of the external campaigns promoting this service's items, kept from the jobs
-- service's jobs.campaign.changed events (newest version wins; inactive rows guard against late ones).
CREATE TABLE "profile_campaigns" (
    "campaign_id" UUID NOT NULL,
    "item_id" UUID NOT NULL,
    "starts_on" DATE NOT NULL,
    "ends_on" DATE NOT NULL,
    "active" BOOLEAN NOT NULL,
    "version" BIGINT NOT NULL,

    CONSTRAINT "profile_campaigns_pkey" PRIMARY KEY ("campaign_id")
);
CREATE INDEX "profile_campaigns_item_id_idx" ON "profile_campaigns"("item_id");
