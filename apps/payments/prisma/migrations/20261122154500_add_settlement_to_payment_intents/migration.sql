-- AlterEnum
ALTER TYPE "PaymentStatus" ADD VALUE 'flagged';

-- AlterTable
ALTER TABLE "payment_intents" ADD COLUMN     "credited_at" TIMESTAMPTZ(3),
ADD COLUMN     "paid_amount" INTEGER,
ADD COLUMN     "provider_transaction_id" TEXT,
ADD COLUMN     "review_reason" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "payment_intents_provider_transaction_id_key" ON "payment_intents"("provider_transaction_id");

-- CreateIndex
CREATE INDEX "payment_intents_status_created_at_idx" ON "payment_intents"("status", "created_at");
