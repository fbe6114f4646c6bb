-- CreateTable
CREATE TABLE "job_boosts" (
    "transaction_id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "boosted_until" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_boosts_pkey" PRIMARY KEY ("transaction_id")
);

-- CreateIndex
CREATE INDEX "job_boosts_job_id_idx" ON "job_boosts"("job_id");
