-- CreateTable
CREATE TABLE "profile_boosts" (
    "transaction_id" UUID NOT NULL,
    "profile_id" UUID NOT NULL,
    "boosted_until" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "profile_boosts_pkey" PRIMARY KEY ("transaction_id")
);

-- CreateIndex
CREATE INDEX "profile_boosts_profile_id_idx" ON "profile_boosts"("profile_id");
