-- AlterTable
ALTER TABLE "login_attempts" ADD COLUMN "device_id" TEXT;

-- CreateIndex
CREATE INDEX "login_attempts_device_id_created_at_idx" ON "login_attempts"("device_id", "created_at");
